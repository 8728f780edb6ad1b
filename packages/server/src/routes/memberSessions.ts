import { endSessionsOf, openSessions } from '../accounts/memberSessions'
import { reauthenticate } from '../accounts/passwordReset'
import { clearSessionCookies } from '../accounts/sessionCookies'
import type { RouteModule } from '../appContext'

/** A signed-in member's sessions: listed, and ended one by one or all but this one (ASVS 7.4.3). */
export const memberSessionRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('memberSessions', async (_query, { caller: { user, session } }) => {
    return {
      sessions: await openSessions(
        deps.db,
        user.adb2c_id,
        session.sessionId,
        deps.now(),
      ),
    }
  })
  handle(
    'endMemberSession',
    async ({ sessionId, password }, { reply, caller: { user, session } }) => {
      await reauthenticate(deps, user, session.signedInAt, password)
      // Only the member's own sessions: another member's id ends nothing.
      const ended = await endSessionsOf(
        deps.db,
        user.adb2c_id,
        'ended_by_member',
        deps.now(),
        { only: sessionId },
      )
      if (sessionId === session.sessionId) clearSessionCookies(reply)
      return { ended }
    },
  )
  handle(
    'endOtherSessions',
    async ({ password }, { caller: { user, session } }) => {
      await reauthenticate(deps, user, session.signedInAt, password)
      const ended = await endSessionsOf(
        deps.db,
        user.adb2c_id,
        'ended_by_member',
        deps.now(),
        { except: session.sessionId },
      )
      return { ended }
    },
  )
}
