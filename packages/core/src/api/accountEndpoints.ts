// The member's account (issue 12): registration, mailed links, password, sessions and erasure;
// rows of the endpoint table in a module of their own (see endpoints.ts). SPEC 7 names
// reset-password with its callback and email-change with its callback and confirm.
import type * as z from 'zod'
import type {
  changePasswordRequestSchema,
  emailChangeRequestSchema,
  emailConfirmedResponseSchema,
  endOtherSessionsRequestSchema,
  endSessionRequestSchema,
  linkTokenRequestSchema,
  mailRequestSchema,
  mailSentResponseSchema,
  memberSessionsResponseSchema,
  passwordChangedResponseSchema,
  resetPasswordRequestSchema,
  sessionsEndedResponseSchema,
} from './accountLinks'
import type { registerRequestSchema, registerResponseSchema } from './auth'
import { memberEndpoint, publicEndpoint, type WireInput } from './endpoint'
import type { erasureRequestSchema } from './erasure'
import type { erasureResponseSchema } from './erasureResponses'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type MailSent = Out<typeof mailSentResponseSchema>
type LinkToken = In<typeof linkTokenRequestSchema>
export const register = /* @__PURE__ */ publicEndpoint<
  In<typeof registerRequestSchema>,
  Out<typeof registerResponseSchema>
>('register', 'POST', '/api/v1/auth/register')
export const confirmEmail = /* @__PURE__ */ publicEndpoint<
  LinkToken,
  Out<typeof emailConfirmedResponseSchema>
>('confirmEmail', 'POST', '/api/v1/auth/confirm-email', ['link_invalid'])
export const resendConfirmation = /* @__PURE__ */ publicEndpoint<
  In<typeof mailRequestSchema>,
  MailSent
>('resendConfirmation', 'POST', '/api/v1/auth/resend-confirmation')
export const requestPasswordReset = /* @__PURE__ */ publicEndpoint<
  In<typeof mailRequestSchema>,
  MailSent
>('requestPasswordReset', 'POST', '/api/auth/reset-password/')
export const resetPassword = /* @__PURE__ */ publicEndpoint<
  In<typeof resetPasswordRequestSchema>,
  Out<typeof passwordChangedResponseSchema>
>('resetPassword', 'POST', '/api/auth/reset-password/callback/', [
  'link_invalid',
])
export const requestEmailChange = /* @__PURE__ */ memberEndpoint<
  In<typeof emailChangeRequestSchema>,
  MailSent
>('requestEmailChange', 'POST', '/api/auth/email-change/')
export const emailChangeCallback = /* @__PURE__ */ publicEndpoint<
  LinkToken,
  Out<typeof emailConfirmedResponseSchema>
>('emailChangeCallback', 'POST', '/api/auth/email-change/callback/', [
  'link_invalid',
])
export const confirmEmailChange = /* @__PURE__ */ publicEndpoint<
  LinkToken,
  Out<typeof emailConfirmedResponseSchema>
>('confirmEmailChange', 'POST', '/api/auth/email-change/confirm/', [
  'link_invalid',
  'conflict',
])
export const changePassword = /* @__PURE__ */ memberEndpoint<
  In<typeof changePasswordRequestSchema>,
  Out<typeof passwordChangedResponseSchema>
>('changePassword', 'POST', '/api/v1/auth/change-password')
export const memberSessions = /* @__PURE__ */ memberEndpoint<
  undefined,
  Out<typeof memberSessionsResponseSchema>
>('memberSessions', 'GET', '/api/v1/auth/sessions')
export const endMemberSession = /* @__PURE__ */ memberEndpoint<
  In<typeof endSessionRequestSchema>,
  Out<typeof sessionsEndedResponseSchema>
>('endMemberSession', 'POST', '/api/v1/auth/sessions/end')
export const endOtherSessions = /* @__PURE__ */ memberEndpoint<
  In<typeof endOtherSessionsRequestSchema>,
  Out<typeof sessionsEndedResponseSchema>
>('endOtherSessions', 'POST', '/api/v1/auth/sessions/end-others')
// GDPR erasure (SPEC 7 crm/anonymization, decision 022): the signed-in member's personal data
// removed in one transaction; every session ends and the answer clears the cookies.
export const eraseAccount = /* @__PURE__ */ memberEndpoint<
  In<typeof erasureRequestSchema>,
  Out<typeof erasureResponseSchema>
>('eraseAccount', 'POST', '/api/v1/crm/anonymization')
