import { useTranslation } from '../i18n/translation'
import { siteConsent } from './siteConsent'

/** "Cookie settings" (the footer's, the cookie policy's): reopens the banner to change the choice. */
export function CookieSettingsButton({ label }: { label?: string }) {
  const { t } = useTranslation('consent')
  return (
    <button
      type="button"
      className="cookie-settings-button"
      onClick={() => siteConsent().getState().reopen()}
    >
      {label ?? t('footer_button')}
    </button>
  )
}
