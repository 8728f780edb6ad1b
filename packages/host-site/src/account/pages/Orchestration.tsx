import {
  orchestrationOutcomeOf,
  SUCCESS_OUTCOMES,
  type OrchestrationOutcome,
} from '@resort/core/account'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useAccount, useAccountFlow } from '../AccountFlowContext'

const isSuccess = (outcome: OrchestrationOutcome | 'unknown' | undefined) =>
  outcome === undefined ||
  (outcome !== 'unknown' && SUCCESS_OUTCOMES.includes(outcome))

/**
 * /{lang}/orchestration: where social sign-in and mailed callbacks land. Signed in, the member
 * goes on to the redirect-page path (then forgotten); an `?outcome=` code shows its translated
 * message, an unknown code a generic one. Nothing from the address is ever shown as text.
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
      void navigate(flow.getState().takeRedirect() ?? `/${lang}`, {
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

  // Signed out after a "success", or no outcome at all: the sign-in did not hold.
  const message =
    outcome === undefined
      ? t('orchestration.not_signed_in')
      : isSuccess(outcome)
        ? t('orchestration.outcomes.unknown')
        : t(`orchestration.outcomes.${outcome}`)
  return (
    <section className="account-page" aria-labelledby="orchestration-title">
      <h1 id="orchestration-title">{t('orchestration.title')}</h1>
      <div role="alert" className="account-notice">
        <p>{message}</p>
      </div>
      <ul className="account-links">
        {status === 'signed_in' ? (
          <li>
            <Link to={`/${lang}/my-profile/profile-settings`}>
              {t('orchestration.to_settings')}
            </Link>
          </li>
        ) : (
          <li>
            <Link to={`/${lang}/sign-in`}>{t('orchestration.sign_in')}</Link>
          </li>
        )}
        <li>
          <Link to={`/${lang}`}>{t('orchestration.home')}</Link>
        </li>
      </ul>
    </section>
  )
}
