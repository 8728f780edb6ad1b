import { clearSessionCookies } from '../accounts/sessionCookies'
import type { RouteModule } from '../appContext'
import { confirmErasure } from '../erasure/erasureConfirmation'
import { erasureMail } from '../erasure/erasureMail'
import { eraseMember } from '../erasure/memberErasure'

/** SPEC 7's crm/anonymization: the signed-in member erases their personal data (decision 022). */
export const erasureRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('eraseAccount', async ({ password }, { request, reply, caller }) => {
    await confirmErasure(deps, caller, password)
    const { user } = caller
    // Mailed before the address goes: its outbox row goes with the rest, its delivery (from the
    // message itself) does not.
    await context.mailer.send(erasureMail(user))
    if (!(await eraseMember(context, user)))
      request.log.warn(
        'erased data may remain in the SQLite WAL until its next checkpoint',
      )
    clearSessionCookies(reply)
    return { erased: true as const }
  })
}
