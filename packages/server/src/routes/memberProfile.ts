import { memberProfileRequestSchema } from '@resort/core/api'
import { withPhoneNumberPlan } from '#http/phoneNumberPlan'
import { requestEmailChange } from '../accounts/emailChange'
import { toMemberProfile, updateMemberProfile } from '../accounts/memberProfile'
import { setSessionUserCookie } from '../accounts/sessionCookies'
import type { RouteModule } from '../appContext'

/** SPEC 7's crm/user-personal-data, crm/user-update and crm/change-email: the member's profile. */
export const memberProfileRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('memberProfile', async (_query, { caller: { user } }) =>
    toMemberProfile(user),
  )
  handle(
    'updateMemberProfile',
    async (body, { reply, caller: { user, session } }) => {
      const saved = await updateMemberProfile(deps.db, user, body, deps.now())
      // The page's own facts (the header's first name) follow at once, not at the next refresh.
      setSessionUserCookie(reply, saved, session.endsAt, deps.now())
      return toMemberProfile(saved)
    },
    // The country's numbering plan on top of the form's generic phone rules, as for a booking.
    { request: withPhoneNumberPlan(memberProfileRequestSchema) },
  )
  // The same domain call as /api/auth/email-change/ (decision 019): one flow, two paths.
  handle('changeEmail', async (body, { caller: { user } }) =>
    requestEmailChange(deps, user, body),
  )
}
