import { useTranslation } from '../../../platform/i18n/translation'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { MailRequestForm } from '../form/MailRequestForm'

/** Asks for a new confirmation link; the answer is the same for every address. */
export function ResendConfirmation() {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  const email = useAccount((state) => state.registration.email)
  const busy = useAccount((state) => state.busy.includes('resendConfirmation'))
  const outcome = useAccount((state) => state.outcomes.resendConfirmation)
  return (
    <section aria-labelledby="resend-title" className="account-section">
      <h2 id="resend-title">{t('confirm.resend_title')}</h2>
      <MailRequestForm
        id="resend-email"
        initialEmail={email}
        busy={busy}
        outcome={outcome}
        send={(input) => flow.getState().resendConfirmation(input)}
        submitLabel={t('confirm.resend')}
      >
        <p role="status" className="account-status">
          {outcome?.code === 'mail_sent'
            ? t('confirm.resent', { email: outcome.email })
            : null}
        </p>
      </MailRequestForm>
    </section>
  )
}
