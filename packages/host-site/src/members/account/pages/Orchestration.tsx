import { orchestrationOutcomeOf, SUCCESS_OUTCOMES } from '@resort/core/account'
import { SOCIAL_PROVIDER_PARAM, type SocialOutcome } from '@resort/core/api'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { homePath, signInPath } from '../../../platform/routing/paths'
import { SocialOutcomeMessage } from '../../signInMethods/SocialOutcomeMessage'
import { useAccount, useAccountFlow } from '../AccountFlowContext'

const isSuccess = (outcome: SocialOutcome | 'unknown' | undefined) =>
  outcome === undefined ||
  (outcome !== 'unknown' && SUCCESS_OUTCOMES.includes(outcome))

/**
 * /{lang}/orchestration: where social sign-in and mailed callbacks land. Signed in, the member
 * goes on to the redirect-page path (then forgotten); an `?outcome=` code shows its translated
 * message and way forward, an unknown code a generic one. Nothing from the address is shown.
 */
export function Orchestration() {
  const { t, i18n } = useTranslation('account')
  const lang = i18n.language
  const flow = useAccountFlow()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const outcome = orchestrationOutcomeOf(params.get('outcome'))
  const status = useAccount((state) => state.status)
  const goOn = isSuccess(outcome) && status === 'signed_in'

  useEffect(() => {
    if (goOn)
      void navigate(flow.getState().takeRedirect() ?? homePath(lang), {
        replace: true,
      })
  }, [goOn, flow, navigate, lang])

  if (goOn || (isSuccess(outcome) && status === 'loading'))
    return (
      <section className="account-page" aria-labelledby="orchestration-title">
        <h1 id="orchestration-title">{t('orchestration.title')}</h1>
        <p role="status">{t('orchestration.signing_in')}</p>
      </section>
    )

  return (
    <section className="account-page" aria-labelledby="orchestration-title">
      <h1 id="orchestration-title">{t('orchestration.title')}</h1>
      {outcome === undefined ? (
        <>
          <div role="alert" className="account-notice">
            <p>{t('orchestration.not_signed_in')}</p>
          </div>
          <p>
            <Link to={signInPath(lang)}>{t('orchestration.sign_in')}</Link>
          </p>
        </>
      ) : (
        <SocialOutcomeMessage
          // A "success" that left no session did not hold: a generic message.
          outcome={isSuccess(outcome) ? 'unknown' : outcome}
          provider={params.get(SOCIAL_PROVIDER_PARAM)}
        />
      )}
      <p>
        <Link to={homePath(lang)}>{t('orchestration.home')}</Link>
      </p>
    </section>
  )
}
