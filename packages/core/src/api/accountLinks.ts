// The mailed links of member accounts (issue 12): confirm a registration, reset a password,
// change the e-mail address. Each link carries a single-use token in the URL's fragment, which
// browsers never send to a server or in a Referer; the page reads it and posts it here.
import * as zm from 'zod/mini'
import type { Language } from '../i18n/languages'
import { requiredText } from '../validation/schemaParts'
import { emailAddressSchema, newPasswordSchema } from './auth'
import { ACCOUNT_LINK_PAGES, type AccountLinkPurpose } from './mailedLinkPages'
import { languageParam } from './stayQuery'

/** How long each link works (ASVS 6.4.1: a reset link is short-lived and used once). */
export const ACCOUNT_LINK_LIFETIME_MS: Readonly<
  Record<AccountLinkPurpose, number>
> = {
  confirm_email: 48 * 3_600_000,
  reset_password: 3_600_000,
  change_email: 24 * 3_600_000,
}

/** The address a mailed link points to. */
export const accountLinkUrl = (
  baseUrl: string,
  language: Language,
  purpose: AccountLinkPurpose,
  token: string,
): string =>
  `${baseUrl.replace(/\/+$/, '')}/${language}/${ACCOUNT_LINK_PAGES[purpose]}#token=${encodeURIComponent(token)}`

/** The token of a link as the page read it from its fragment; undefined when there is none. */
export function linkTokenOf(hash: string): string | undefined {
  const match = /(?:^#?|&)token=([^&]+)/.exec(hash)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

const linkToken = requiredText(200)

/** A token from a mailed link. */
export const linkTokenRequestSchema = zm.object(
  { token: linkToken },
  { error: 'invalid_type' },
)

/** An address and the language of the mail to send to it. */
export const mailRequestSchema = zm.object(
  {
    // Only bounded: a malformed address gets the same answer as any other.
    email: requiredText(254),
    lang: languageParam,
  },
  { error: 'invalid_type' },
)
export type MailRequest = zm.output<typeof mailRequestSchema>

/** POST /api/auth/reset-password/callback/: the link's token and the new password. */
export const resetPasswordRequestSchema = zm.object(
  { token: linkToken, password: newPasswordSchema },
  { error: 'invalid_type' },
)
export type ResetPasswordRequest = zm.output<typeof resetPasswordRequestSchema>

/** POST /api/auth/email-change/: the new address, confirmed by the current password (ASVS 6.2.3). */
export const emailChangeRequestSchema = zm.object(
  {
    newEmail: emailAddressSchema,
    password: zm.string().check(zm.minLength(1, 'required')),
    lang: languageParam,
  },
  { error: 'invalid_type' },
)
export type EmailChangeRequest = zm.output<typeof emailChangeRequestSchema>

/** POST /api/v1/auth/change-password: the current password and a new one. */
export const changePasswordRequestSchema = zm.object(
  {
    currentPassword: zm.string().check(zm.minLength(1, 'required')),
    newPassword: newPasswordSchema,
  },
  { error: 'invalid_type' },
)
export type ChangePasswordRequest = zm.output<
  typeof changePasswordRequestSchema
>

/**
 * How long after signing in a member may end sessions without typing the password again
 * (ASVS 7.5.2: having authenticated again with at least one factor).
 */
export const FRESH_SIGN_IN_MS = 5 * 60_000

// The password, when the sign-in is older than FRESH_SIGN_IN_MS.
const reauthentication = zm.optional(zm.string().check(zm.maxLength(1024)))

/** POST /api/v1/auth/sessions/end: one session of the member's. */
export const endSessionRequestSchema = zm.object(
  { sessionId: requiredText(64), password: reauthentication },
  { error: 'invalid_type' },
)

/** POST /api/v1/auth/sessions/end-others. */
export const endOtherSessionsRequestSchema = zm.object(
  { password: reauthentication },
  { error: 'invalid_type' },
)

// The answers' schemas are classic zod, in a module of their own: the browser never loads them
// (decision 014), while the server and the API document do.
export * from './accountLinkResponses'
