import { useEffect } from 'react'
import { NewsletterSection } from '../../../guests/newsletter/NewsletterSection'
import { useTranslation } from '../../../platform/i18n/translation'
import { PersonalDataSection } from '../../profile/PersonalDataSection'
import { ConnectedAccounts } from '../../signInMethods/ConnectedAccounts'
import { PasskeyManager } from '../../signInMethods/PasskeyManager'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { ChangeEmailSection } from './ChangeEmailSection'
import { ChangePasswordSection } from './ChangePasswordSection'
import { EraseAccountSection } from './EraseAccountSection'
import { SessionsSection } from './SessionsSection'

/**
 * /{lang}/my-profile/profile-settings: the member's personal and contact data, the account's
 * security (e-mail, password, passkeys, connected accounts, sessions), the newsletter, and
 * erasing the account.
 */
export function ProfileSettings() {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  // Signed out (or erased), the profile's frame leads on (useMembersOnly).
  const status = useAccount((state) => state.status)
  const email = useAccount((state) => state.member?.contactData.email)

  useEffect(() => flow.getState().dismiss(), [flow])

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
      <EraseAccountSection />
    </section>
  )
}
