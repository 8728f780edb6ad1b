import { ACCOUNT_LINK_PAGES } from '@resort/core/api'
import { Route } from 'react-router'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { lazyPages } from '../../platform/ssr'

// One chunk for every account page, loaded when a visitor first opens one.
const page = lazyPages(
  'src/members/account/pages/index.tsx',
  () => import('./pages'),
)

const SignInPage = page('SignInPage')
const RegistrationPage = page('RegistrationPage')
const RegistrationConfirmPage = page('RegistrationConfirmPage')
const ResetPasswordPage = page('ResetPasswordPage')
const EmailChangePage = page('EmailChangePage')
const OrchestrationPage = page('OrchestrationPage')
const ProfileSettingsPage = page('ProfileSettingsPage')
const AccountErasedPage = page('AccountErasedPage')

/** The member account pages under /{lang}/ (SPEC 2; the mailed links open three of them). */
export const accountRoutes = (
  <>
    {slugRoutes('signIn', <SignInPage />)}
    {slugRoutes('registration', <RegistrationPage />)}
    <Route
      path={ACCOUNT_LINK_PAGES.confirm_email}
      element={<RegistrationConfirmPage />}
    />
    <Route
      path={ACCOUNT_LINK_PAGES.reset_password}
      element={<ResetPasswordPage />}
    />
    <Route
      path={ACCOUNT_LINK_PAGES.change_email}
      element={<EmailChangePage />}
    />
    <Route path="orchestration" element={<OrchestrationPage />} />
    <Route path="account-erased" element={<AccountErasedPage />} />
  </>
)

/** The profile's settings, under /{lang}/my-profile/ (SPEC 2: profile-settings). */
export const profileSettingsRoute = (
  <Route path="profile-settings" element={<ProfileSettingsPage />} />
)
