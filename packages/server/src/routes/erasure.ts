import { createAccountDeps } from '../accounts/accountDeps'
import { confirmPassword } from '../accounts/passwordReset'
import { requireRecentSignIn } from '../accounts/recentSignIn'
import { clearSessionCookies } from '../accounts/sessionCookies'
import { signedInMember } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'
import { erasureMail } from '../erasure/erasureMail'
import { eraseMember } from '../erasure/memberErasure'

/** SPEC 7's crm/anonymization: the signed-in member erases their personal data (decision 022). */
export const erasureRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)
  handle('eraseAccount', async ({ password }, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const { user, session } = await signedInMember(deps, request)
    // What cannot be undone needs the member themself, not a session left open (ASVS 7.5.1):
    // a sign-in within ten minutes, or the password typed again.
    if (password) await confirmPassword(deps, user, password, 'password')
    else await requireRecentSignIn(deps.db, session.sessionId, deps.now())
    // Mailed before the address goes: its outbox row goes with the rest, its delivery (from the
    // message itself) does not.
    await context.mailer.send(erasureMail(user))
    if (!(await eraseMember(context.database, user)))
      request.log.warn(
        'erased data may remain in the SQLite WAL until its next checkpoint',
      )
    clearSessionCookies(reply)
    return { erased: true as const }
  })
}
