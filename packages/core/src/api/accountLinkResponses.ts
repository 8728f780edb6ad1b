// The answers of the mailed links' and the member's sessions' calls (issue 12). Classic zod: only
// the server, which checks every answer against them, and the API document load these
// (decision 014).
import * as z from 'zod'

/** The answer to a request for a mail: the same whether the address has an account. */
export const mailSentResponseSchema = z.object({
  next: z.literal('check_email'),
})

/** The answer to a confirmed address (registration or e-mail change). */
export const emailConfirmedResponseSchema = z.object({ email: z.string() })

/** The answer to a password reset or change: sign in (again) with the new password. */
export const passwordChangedResponseSchema = z.object({
  passwordChanged: z.literal(true),
})

/** A signed-in member's session, as the profile lists it. */
export const memberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The browser's own description of itself, as it sent it. */
  userAgent: z.string().nullable(),
  /** The session this request was made in. */
  current: z.boolean(),
})
export type MemberSession = z.infer<typeof memberSessionSchema>

export const memberSessionsResponseSchema = z.object({
  sessions: z.array(memberSessionSchema),
})

/** The answer to ending sessions: how many were still open. */
export const sessionsEndedResponseSchema = z.object({ ended: z.number() })
