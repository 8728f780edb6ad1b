import { ACCOUNT_LINK_LIFETIME_MS } from '@resort/core/api'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { refusalText } from '../form/errorTexts'
import { useFocusOnMount } from './useFocusOnMount'

const HOURS = ACCOUNT_LINK_LIFETIME_MS.confirm_email / 3_600_000

/** After registering: look in the mailbox; the link works 48 hours; send it again, or start over. */
export function CheckMailbox({ email }: { email: string }) {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const flow = useAccountFlow()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const resending = useAccount((state) =>
    state.busy.includes('resendConfirmation'),
  )
  const outcome = useAccount((state) => state.outcomes.resendConfirmation)
  const resend = () => void flow.getState().resendConfirmation({ email, lang })
  return (
    <section className="account-page" aria-labelledby="check-mailbox-title">
      <h1 id="check-mailbox-title" ref={heading} tabIndex={-1}>
        {t('registration.check_mailbox')}
      </h1>
      <p>{t('registration.mail_sent', { email, count: HOURS })}</p>
      <p>{t('registration.no_mail')}</p>
      <p role="status" className="account-status">
        {outcome?.code === 'mail_sent'
          ? t('registration.sent_again')
          : refusalText(t, outcome)}
      </p>
      <div className="account-actions">
        <button
          type="button"
          className="account-button"
          aria-disabled={resending || undefined}
          onClick={resending ? undefined : resend}
        >
          {t('registration.send_again')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => flow.getState().restartRegistration()}
        >
          {t('registration.another_address')}
        </button>
      </div>
    </section>
  )
}
