import { pagePath } from '@resort/core/site'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { CookieSettings } from './CookieSettings'
import { siteConsent } from './siteConsent'

/**
 * The cookie banner (issue 15, decision 028): "Accept all" and "Reject all" side by side, alike,
 * on the first layer; "Settings" opens the second layer's switches. Browser only (ClientOnly) and
 * fixed to the viewport's foot, so the page does not shift when it appears; gone once a choice
 * exists, back when the footer's "Cookie settings" reopens it.
 */
export function CookieBanner() {
  const { t } = useTranslation('consent')
  const language = usePageLanguage()
  const store = siteConsent()
  const open = useStore(store, (state) => state.bannerOpen)
  const chosen = useStore(store, (state) => state.record !== undefined)
  const [layer, setLayer] = useState<'choice' | 'settings'>('choice')
  const heading = useRef<HTMLHeadingElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  // Reopened to change a choice: the visitor asked for it, so the focus moves into it. On a first
  // visit it does not steal the focus; it comes first in the page's tab order instead.
  useEffect(() => {
    if (!open) return
    // What reopened it (the footer's button) gets the focus back once the choice is made.
    returnTo.current = chosen ? (document.activeElement as HTMLElement) : null
    if (chosen) heading.current?.focus()
    // Only on opening: `chosen` changes as the banner closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  if (!open) return null

  // The banner leaves the page: the focus goes back to where the visitor was.
  const close = (choose: () => void) => {
    const hadFocus = document.activeElement?.closest('.cookie-banner')
    choose()
    setLayer('choice')
    if (!hadFocus) return
    // The button that reopened it may have been drawn again meanwhile (a part of the page
    // hydrating): its successor in the footer takes the focus then.
    const opener = returnTo.current?.isConnected
      ? returnTo.current
      : returnTo.current?.classList.contains('cookie-settings-button')
        ? document.querySelector<HTMLElement>('footer .cookie-settings-button')
        : null
    ;(opener ?? document.getElementById('main'))?.focus()
  }
  const { acceptAll, rejectAll, choose } = store.getState()
  const choices = (
    <div className="cookie-banner__choices">
      <button
        type="button"
        className="cookie-banner__choice"
        onClick={() => close(acceptAll)}
      >
        {t('accept_all')}
      </button>
      <button
        type="button"
        className="cookie-banner__choice"
        onClick={() => close(rejectAll)}
      >
        {t('reject_all')}
      </button>
    </div>
  )

  return (
    <section
      className="cookie-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
    >
      {layer === 'choice' ? (
        <>
          <h2 id="cookie-banner-title" tabIndex={-1} ref={heading}>
            {t('banner_title')}
          </h2>
          <p id="cookie-banner-text">
            {t('banner_text')}{' '}
            <Link to={pagePath('cookiePolicy', language)}>
              {t('policy_link')}
            </Link>
          </p>
          {choices}
          <button
            type="button"
            className="cookie-banner__settings"
            onClick={() => setLayer('settings')}
          >
            {t('settings')}
          </button>
        </>
      ) : (
        <CookieSettings
          initial={store.getState().record?.choice}
          onSave={(choice) => close(() => choose(choice))}
        >
          {choices}
        </CookieSettings>
      )}
    </section>
  )
}
