import {
  confirmEmailChange,
  emailChangeOf,
  requestEmailChange,
} from '../accounts/emailChange'
import { confirmEmail, resendConfirmation } from '../accounts/emailConfirmation'
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../accounts/passwordReset'
import type { RouteModule } from '../appContext'

/** The mailed links of accounts (confirm, reset, e-mail change) and the password change. */
export const accountMailRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('confirmEmail', ({ token }) => confirmEmail(deps, token))
  handle('resendConfirmation', (body) => resendConfirmation(deps, body))
  handle('requestPasswordReset', (body) => requestPasswordReset(deps, body))
  handle('resetPassword', (body) => resetPassword(deps, body))
  handle('requestEmailChange', async (body, { caller: { user } }) =>
    requestEmailChange(deps, user, body),
  )
  handle('emailChangeCallback', ({ token }) => emailChangeOf(deps, token))
  handle('confirmEmailChange', ({ token }) => confirmEmailChange(deps, token))
  handle('changePassword', async (body, { caller: { user, session } }) =>
    changePassword(deps, user, session.sessionId, body),
  )
}
