import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
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
import { signedInMember } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'

// Answers about a member and their links are never kept by a cache.
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/** The mailed links of accounts (confirm, reset, e-mail change) and the password change. */
export const accountMailRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)
  handle('confirmEmail', ({ token }, { reply }) => {
    noStore(reply)
    return confirmEmail(deps, token)
  })
  handle('resendConfirmation', (body, { reply }) => {
    noStore(reply)
    return resendConfirmation(deps, body)
  })
  handle('requestPasswordReset', (body, { reply }) => {
    noStore(reply)
    return requestPasswordReset(deps, body)
  })
  handle('resetPassword', (body, { reply }) => {
    noStore(reply)
    return resetPassword(deps, body)
  })
  handle('requestEmailChange', async (body, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(deps, request)
    return requestEmailChange(deps, user, body)
  })
  handle('emailChangeCallback', ({ token }, { reply }) => {
    noStore(reply)
    return emailChangeOf(deps, token)
  })
  handle('confirmEmailChange', ({ token }, { reply }) => {
    noStore(reply)
    return confirmEmailChange(deps, token)
  })
  handle('changePassword', async (body, { request, reply }) => {
    noStore(reply)
    const { user, session } = await signedInMember(deps, request)
    return changePassword(deps, user, session.sessionId, body)
  })
}
