import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { profilePath, signInPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { refusalText } from '../form/errorTexts'
import { useFocusOnMount } from './useFocusOnMount'
import { useLinkToken } from './useLinkToken'

function EmailChanged({ email }: { email: string | undefined }) {
  const { t, i18n } = useTranslation('account')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const signedIn = useAccount((state) => state.status === 'signed_in')
  return (
    <section className="account-page" aria-labelledby="email-changed-title">
      <h1 id="email-changed-title" ref={heading} tabIndex={-1}>
        {t('email_change.done_title')}
      </h1>
      <p>{t('email_change.done', { email })}</p>
      {signedIn ? (
        <Link
          className="account-button"
          to={profilePath(i18n.language, 'profile-settings')}
        >
          {t('email_change.to_settings')}
        </Link>
      ) : (
        <Link className="account-button" to={signInPath(i18n.language)}>
          {t('email_change.sign_in')}
        </Link>
      )}
    </section>
  )
}

/**
 * /{lang}/email-change#token=...: shows the new address the mailed link is for, and moves the
 * account to it when the member confirms.
 */
export function EmailChange() {
  const { t, i18n } = useTranslation('account')
  const flow = useAccountFlow()
  const token = useLinkToken()
  const newEmail = useAccount((state) => state.emailChange?.email)
  const opening = useAccount((state) => state.busy.includes('openEmailChange'))
  const confirming = useAccount((state) =>
    state.busy.includes('confirmEmailChange'),
  )
  const opened = useAccount((state) => state.outcomes.openEmailChange)
  const confirmed = useAccount((state) => state.outcomes.confirmEmailChange)
  const outcome = confirmed ?? opened

  useEffect(() => {
    flow.getState().dismiss()
    if (token) void flow.getState().openEmailChange(token)
  }, [flow, token])

  if (outcome?.code === 'email_changed')
    return <EmailChanged email={outcome.email} />

  const problem = !token
    ? t('email_change.no_token')
    : outcome?.code === 'link_invalid'
      ? t('email_change.link_invalid')
      : outcome?.code === 'conflict'
        ? t('email_change.conflict')
        : refusalText(t, outcome)
  return (
    <section className="account-page" aria-labelledby="email-change-title">
      <h1 id="email-change-title">{t('email_change.title')}</h1>
      <div role="status" className="account-status">
        {opening ? <p>{t('email_change.opening')}</p> : null}
      </div>
      {problem ? (
        <div role="alert" className="account-notice">
          <p>{problem}</p>
          <p>
            <Link to={profilePath(i18n.language, 'profile-settings')}>
              {t('email_change.to_settings')}
            </Link>
          </p>
        </div>
      ) : null}
      {token &&
      newEmail &&
      outcome?.code !== 'link_invalid' &&
      outcome?.code !== 'conflict' ? (
        <>
          <p>{t('email_change.confirm_text', { email: newEmail })}</p>
          <button
            type="button"
            className="account-button"
            aria-disabled={confirming || undefined}
            onClick={
              confirming
                ? undefined
                : () => void flow.getState().confirmEmailChange(token)
            }
          >
            {t('email_change.confirm')}
          </button>
        </>
      ) : null}
    </section>
  )
}
