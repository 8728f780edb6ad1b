// The account pages, one chunk that the site loads when a visitor opens one of them. Each waits
// for the account texts in the page's language before it renders.
import '../../../platform/styles/account.css'
import { AccountErased } from './AccountErased'
import { AccountPage } from './AccountPage'
import { EmailChange } from './EmailChange'
import { Orchestration } from './Orchestration'
import { ProfileSettings } from './ProfileSettings'
import { Registration } from './Registration'
import { RegistrationConfirm } from './RegistrationConfirm'
import { ResetPassword } from './ResetPassword'
import { SignIn } from './SignIn'

export const SignInPage = () => (
  <AccountPage titleKey="sign_in.title">
    <SignIn />
  </AccountPage>
)
export const RegistrationPage = () => (
  <AccountPage titleKey="registration.title">
    <Registration />
  </AccountPage>
)
export const RegistrationConfirmPage = () => (
  <AccountPage titleKey="confirm.title">
    <RegistrationConfirm />
  </AccountPage>
)
export const ResetPasswordPage = () => (
  <AccountPage titleKey="reset.title">
    <ResetPassword />
  </AccountPage>
)
export const EmailChangePage = () => (
  <AccountPage titleKey="email_change.title">
    <EmailChange />
  </AccountPage>
)
export const OrchestrationPage = () => (
  <AccountPage titleKey="orchestration.title">
    <Orchestration />
  </AccountPage>
)
export const ProfileSettingsPage = () => (
  <AccountPage titleKey="settings.title">
    <ProfileSettings />
  </AccountPage>
)
export const AccountErasedPage = () => (
  <AccountPage titleKey="erased.title">
    <AccountErased />
  </AccountPage>
)
