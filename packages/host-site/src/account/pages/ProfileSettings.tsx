import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { NewsletterSection } from '../../newsletter/NewsletterSection'
import { PersonalDataSection } from '../../profile/PersonalDataSection'
import { ConnectedAccounts } from '../../signInMethods/ConnectedAccounts'
import { PasskeyManager } from '../../signInMethods/PasskeyManager'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { ChangeEmailSection } from './ChangeEmailSection'
import { ChangePasswordSection } from './ChangePasswordSection'
import { SessionsSection } from './SessionsSection'

/**
 * /{lang}/my-profile/profile-settings: the member's personal and contact data, then the account's
 * security (e-mail, password, passkeys, connected accounts, sessions).
 * A signed-out visitor is sent to sign in, and comes back here after (redirect-page).
 */
export function ProfileSettings() {
  const { t, i18n } = useTranslation('account')
  const flow = useAccountFlow()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const status = useAccount((state) => state.status)
  const email = useAccount((state) => state.member?.contactData.email)

  useEffect(() => flow.getState().dismiss(), [flow])
  useEffect(() => {
    if (status !== 'signed_out') return
    flow.getState().rememberRedirect(pathname + search)
    void navigate(`/${i18n.language}/sign-in`, { replace: true })
  }, [status, flow, navigate, pathname, search, i18n.language])

  if (status !== 'signed_in')
    return (
      <section className="account-page" aria-labelledby="settings-title">
        <h1 id="settings-title">{t('settings.title')}</h1>
        <p role="status">{t('settings.loading')}</p>
      </section>
    )
  return (
    <section
      className="account-page account-page--wide"
      aria-labelledby="settings-title"
    >
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p>{t('settings.signed_in_as', { email })}</p>
      <PersonalDataSection />
      <ChangeEmailSection />
      <ChangePasswordSection />
      <PasskeyManager />
      <ConnectedAccounts />
      <SessionsSection />
      <NewsletterSection />
    </section>
  )
}
