import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { useSiteUi, useSiteUiStore } from './SiteUiContext'

/**
 * SPEC 3's reservationMessage and globalMessage, below the header: the booking the guest left,
 * offered back, and the site-wide notice (the browser is offline: prices and availability may be
 * out of date). Both are announced politely and can be dismissed.
 */
export function SiteMessages() {
  const { t } = useTranslation('siteUi')
  const store = useSiteUiStore()
  const reservation = useSiteUi((state) => state.reservationMessage)
  const notice = useSiteUi((state) => state.globalMessage)
  // The browser knows when it is offline; effects run only there.
  useEffect(() => {
    if (!store) return
    const check = () =>
      navigator.onLine
        ? store.getState().clearGlobalMessage('offline')
        : store.getState().showGlobalMessage('offline')
    check()
    window.addEventListener('online', check)
    window.addEventListener('offline', check)
    return () => {
      window.removeEventListener('online', check)
      window.removeEventListener('offline', check)
    }
  }, [store])
  return (
    // A polite live region, there from the first render so that a message is announced; not
    // the status role, which pages use for their own messages.
    <div className="site-messages" aria-live="polite">
      {notice && (
        <div className="site-message site-message--notice">
          <p>{t(`global_${notice}`)}</p>
          <button
            type="button"
            onClick={() => store?.getState().dismissGlobalMessage()}
          >
            {t('dismiss_notice')}
          </button>
        </div>
      )}
      {reservation && (
        <div className="site-message">
          <p>{t('reservation_left')}</p>
          <Link to={reservation.href}>{t('reservation_continue')}</Link>
          <button
            type="button"
            onClick={() => store?.getState().dismissReservationMessage()}
          >
            {t('dismiss_reservation')}
          </button>
        </div>
      )}
    </div>
  )
}
