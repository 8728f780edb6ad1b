import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
import { endSessionsOf, openSessions } from '../accounts/memberSessions'
import { reauthenticate } from '../accounts/passwordReset'
import { clearSessionCookies } from '../accounts/sessionCookies'
import { signedInMember } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/** A signed-in member's sessions: listed, and ended one by one or all but this one (ASVS 7.4.3). */
export const memberSessionRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)
  handle('memberSessions', async (_query, { request, reply }) => {
    noStore(reply)
    const { user, session } = await signedInMember(deps, request)
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
    async ({ sessionId, password }, { request, reply }) => {
      noStore(reply)
      const { user, session } = await signedInMember(deps, request)
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
  handle('endOtherSessions', async ({ password }, { request, reply }) => {
    noStore(reply)
    const { user, session } = await signedInMember(deps, request)
    await reauthenticate(deps, user, session.signedInAt, password)
    const ended = await endSessionsOf(
      deps.db,
      user.adb2c_id,
      'ended_by_member',
      deps.now(),
      { except: session.sessionId },
    )
    return { ended }
  })
}
