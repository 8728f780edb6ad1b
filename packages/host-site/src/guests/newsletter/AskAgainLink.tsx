import { useTranslation } from '../../platform/i18n/translation'
import { FOOTER_SIGN_UP_ID } from './NewsletterSignUp'

/** Moves to the footer's sign-up form, to ask for a new confirmation link. */
export function AskAgainLink() {
  const { t } = useTranslation('newsletter')
  return (
    <a
      href={`#${FOOTER_SIGN_UP_ID}`}
      onClick={(event) => {
        event.preventDefault()
        document.getElementById(FOOTER_SIGN_UP_ID)?.focus()
      }}
    >
      {t('signup.ask_again')}
    </a>
  )
}
