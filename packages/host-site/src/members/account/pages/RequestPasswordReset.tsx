import { ACCOUNT_LINK_LIFETIME_MS } from '@resort/core/api'
import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { signInPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { MailRequestForm } from '../form/MailRequestForm'
import { useFocusOnMount } from './useFocusOnMount'

const HOURS = ACCOUNT_LINK_LIFETIME_MS.reset_password / 3_600_000

function ResetLinkSent({ email }: { email: string | undefined }) {
  const { t, i18n } = useTranslation('account')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="reset-sent-title">
      <h1 id="reset-sent-title" ref={heading} tabIndex={-1}>
        {t('reset.sent_title')}
      </h1>
      {/* The same words for every address: nothing tells whether it has an account. */}
      <p>{t('reset.sent', { email, count: HOURS })}</p>
      <p>
        <Link to={signInPath(i18n.language)}>{t('reset.back_to_sign_in')}</Link>
      </p>
    </section>
  )
}

/** /{lang}/reset-password without a link: asks for a reset link by e-mail. */
export function RequestPasswordReset() {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  const busy = useAccount((state) =>
    state.busy.includes('requestPasswordReset'),
  )
  const outcome = useAccount((state) => state.outcomes.requestPasswordReset)

  if (outcome?.code === 'mail_sent')
    return <ResetLinkSent email={outcome.email} />

  return (
    <section className="account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p>{t('reset.intro')}</p>
      <MailRequestForm
        id="reset-email"
        busy={busy}
        outcome={outcome}
        send={(input) => flow.getState().requestPasswordReset(input)}
        submitLabel={t('reset.send_link')}
      />
    </section>
  )
}
