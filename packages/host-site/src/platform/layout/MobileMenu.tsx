import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '../i18n/translation'
import { useHydrated } from '../ssr'
import { HeaderButtonLabel } from './HeaderButtonLabel'
import { useSiteUi, useSiteUiStore } from './SiteUiContext'
import { useFocusTrap } from './useFocusTrap'

const MENU_ID = 'site-menu'
// Matches site-ui.css's breakpoint: from here on the menu shows in the header.
const WIDE = '(min-width: 48rem)'

/**
 * SPEC 3's displayMobileMenu: on narrow screens the header's menu hides behind a "Menu"
 * button; open, it keeps focus inside until Escape, its close button or a link closes it. The
 * server renders the button as a link to the menu, which CSS shows as its target: without
 * JavaScript the navigation is still reachable, and the header looks the same either way.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('siteUi')
  const hydrated = useHydrated()
  const store = useSiteUiStore()
  const open = useSiteUi((state) => state.displayMobileMenu)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => {
    store?.getState().closeMobileMenu()
    buttonRef.current?.focus()
  }, [store])
  useFocusTrap(menuRef, open, close)
  // Widened past the breakpoint, the menu is the header's again: nothing left to trap.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia(WIDE)
    const onChange = () => {
      if (wide.matches) store?.getState().closeMobileMenu()
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, store])
  return (
    <>
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className="site-menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => (open ? close() : store?.getState().openMobileMenu())}
        >
          <HeaderButtonLabel icon="menu">{t('menu_open')}</HeaderButtonLabel>
        </button>
      ) : (
        <a className="site-menu-button" href={`#${MENU_ID}`}>
          <HeaderButtonLabel icon="menu">{t('menu_open')}</HeaderButtonLabel>
        </a>
      )}
      <div
        id={MENU_ID}
        ref={menuRef}
        className={open ? 'site-menu site-menu--open' : 'site-menu'}
      >
        {hydrated && (
          <button type="button" className="site-menu__close" onClick={close}>
            {t('menu_close')}
          </button>
        )}
        {children}
      </div>
    </>
  )
}
