// The member's personal and contact data (SPEC 7 crm/user-personal-data, crm/user-update; issue
// 13); rows of the endpoint table in a module of their own (see endpoints.ts). crm/change-email
// starts an e-mail change as /api/auth/email-change/ does, by the same domain function (decision
// 019): the crm row is the backend call for clients of the API, the proxy path stays the one the
// site's profile form posts and its mailed link belongs to.
import type * as z from 'zod'
import type {
  emailChangeRequestSchema,
  mailSentResponseSchema,
} from './accountLinks'
import { memberEndpoint, type WireInput } from './endpoint'
import type {
  memberProfileRequestSchema,
  memberProfileResponseSchema,
} from './profile'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type MailSent = Out<typeof mailSentResponseSchema>
type MemberProfileOut = Out<typeof memberProfileResponseSchema>
export const memberProfile = /* @__PURE__ */ memberEndpoint<
  undefined,
  MemberProfileOut
>('memberProfile', 'GET', '/api/v1/crm/user-personal-data')
export const updateMemberProfile = /* @__PURE__ */ memberEndpoint<
  In<typeof memberProfileRequestSchema>,
  MemberProfileOut
>('updateMemberProfile', 'PUT', '/api/v1/crm/user-update')
export const changeEmail = /* @__PURE__ */ memberEndpoint<
  In<typeof emailChangeRequestSchema>,
  MailSent
>('changeEmail', 'POST', '/api/v1/crm/change-email')
