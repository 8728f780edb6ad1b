import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { signInPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { refusalText } from '../form/errorTexts'
import { ResendConfirmation } from './ResendConfirmation'
import { useFocusOnMount } from './useFocusOnMount'
import { useLinkToken } from './useLinkToken'

function Confirmed({ email }: { email: string | undefined }) {
  const { t, i18n } = useTranslation('account')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="confirmed-title">
      <h1 id="confirmed-title" ref={heading} tabIndex={-1}>
        {t('confirm.confirmed_title')}
      </h1>
      <p>{t('confirm.confirmed', { email })}</p>
      <Link className="account-button" to={signInPath(i18n.language)}>
        {t('confirm.sign_in')}
      </Link>
    </section>
  )
}

/**
 * /{lang}/registration-confirm#token=...: confirms the address with the mailed link's token;
 * a link used or past its time offers to send a new one.
 */
export function RegistrationConfirm() {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  const token = useLinkToken()
  const confirming = useAccount((state) => state.busy.includes('confirmEmail'))
  const outcome = useAccount((state) => state.outcomes.confirmEmail)

  useEffect(() => {
    flow.getState().dismiss()
    if (token) void flow.getState().confirmEmail(token)
  }, [flow, token])

  if (outcome?.code === 'email_confirmed')
    return <Confirmed email={outcome.email} />

  const waiting = token !== undefined && (confirming || !outcome)
  return (
    <section className="account-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t('confirm.title')}</h1>
      <div role="status" className="account-status">
        {waiting ? <p>{t('confirm.confirming')}</p> : null}
      </div>
      {waiting ? null : token && outcome?.code !== 'link_invalid' ? (
        <div role="alert" className="account-notice">
          <p>{refusalText(t, outcome) ?? t('errors.failed')}</p>
          <button
            type="button"
            className="account-button"
            onClick={() => void flow.getState().confirmEmail(token)}
          >
            {t('confirm.try_again')}
          </button>
        </div>
      ) : (
        <>
          <div role="alert" className="account-notice">
            <p>{t(token ? 'confirm.link_invalid' : 'confirm.no_token')}</p>
          </div>
          <ResendConfirmation />
        </>
      )}
    </section>
  )
}
