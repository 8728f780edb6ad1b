import { useCallback, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { searchPath } from '../routing/paths'
import { useHydrated } from '../ssr'
import { HeaderButtonLabel } from './HeaderButtonLabel'
import { SearchPanel } from './SearchPanel'
import { useSiteUi, useSiteUiStore } from './SiteUiContext'
import { useEscape } from './useEscape'

const PANEL_ID = 'site-search-panel'

/**
 * SPEC 3's displaySearchMenu: the header's "Search" button opens a compact search; Escape
 * closes it and focus goes back to the button. Without JavaScript it is a link to the search.
 */
export function SearchMenu() {
  const { t } = useTranslation('siteUi')
  const language = usePageLanguage()
  const hydrated = useHydrated()
  const store = useSiteUiStore()
  const open = useSiteUi((state) => state.displaySearchMenu)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => {
    store?.getState().closeSearchMenu()
    buttonRef.current?.focus()
  }, [store])
  useEffect(() => {
    if (open) panelRef.current?.querySelector('input')?.focus()
  }, [open])
  useEscape(open, close, panelRef)
  if (!hydrated)
    return (
      <Link className="site-search-button" to={searchPath(language)}>
        <HeaderButtonLabel icon="search">{t('search_open')}</HeaderButtonLabel>
      </Link>
    )
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="site-search-button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? close() : store?.getState().openSearchMenu())}
      >
        <HeaderButtonLabel icon="search">{t('search_open')}</HeaderButtonLabel>
      </button>
      <div
        id={PANEL_ID}
        ref={panelRef}
        className="site-search-panel"
        hidden={!open}
      >
        {open && <SearchPanel onClose={close} />}
      </div>
    </>
  )
}
