// Member accounts (SPEC 3 "Logged-in user", SPEC 7 /api/v1/auth/ and /api/auth/tokens/). The
// request schemas use zod's mini build: the site's sign-in and registration forms run them in the
// browser (decision 014). Tokens never appear in a body: they travel only in httpOnly cookies.
import * as zm from 'zod/mini'
import { requiredText } from '../validation/schemaParts'
import { languageParam } from './stayQuery'

/**
 * Codes the account schemas and the server report beyond the validation module's list, so that
 * UIs can translate them.
 */
export const AUTH_ERROR_CODES = [
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_too_guessable',
  'email_not_verified',
  // The current password, asked again before a change to the account, is wrong.
  'password_wrong',
  // The account signs in without a password (social, passkey): set one with a reset first.
  'password_not_set',
  // The new address is the one the account already has.
  'email_unchanged',
  // Sign in again, or give the password: the sign-in is too old for this.
  'reauthentication_required',
  // Social sign-in (decision 017)
  'last_way_to_sign_in',
  // Passkeys (decision 018): adding one needs a sign-in within the last few minutes.
  'sign_in_again',
  // The member already has the most passkeys one may keep.
  'too_many_passkeys',
  // The browser's answer did not prove a new passkey (or its five minutes had passed): try again.
  'passkey_not_verified',
  // Favourites (issue 13): the property is not in the catalog.
  'property_unknown',
  // The member keeps the most favourites one may (MAX_FAVOURITES).
  'too_many_favourites',
] as const

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

/** Shortest password a member may choose (ASVS 6.2.1); the form suggests 15. */
export const MIN_PASSWORD_LENGTH = 8
/** The length the registration form suggests (NIST 800-63B-4 for single-factor passwords). */
export const SUGGESTED_PASSWORD_LENGTH = 15
/** Longest password accepted: far above the 64 ASVS 6.2.9 asks for, below a hashing abuse. */
export const MAX_PASSWORD_LENGTH = 1024

/** Longest address the database keeps (RFC 5321). */
const MAX_EMAIL_LENGTH = 254

/**
 * A password's length in characters: the Unicode code points (not UTF-16 units) of its NFC
 * form, the form the server hashes (decision 016).
 */
export const passwordLength = (password: string): number =>
  [...password.normalize('NFC')].length

// zod's default messages are English sentences; a missing value reads as 'required' instead.
const missingOrWrongType = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? 'required'
    : 'invalid_type'

/**
 * A password of at least `minLength` and at most MAX_PASSWORD_LENGTH characters, of any kind (no
 * composition rules, ASVS 6.2.5). Never trimmed or otherwise changed: it is compared exactly as
 * typed (ASVS 6.2.8).
 */
const password = (minLength: number) =>
  zm.string({ error: missingOrWrongType }).check(
    zm.superRefine((value, ctx) => {
      const length = passwordLength(value)
      const code: AuthErrorCode | 'required' | undefined =
        length === 0
          ? 'required'
          : length < minLength
            ? 'password_too_short'
            : length > MAX_PASSWORD_LENGTH
              ? 'password_too_long'
              : undefined
      if (code) ctx.addIssue({ code: 'custom', message: code })
    }),
  )

/** A password a member chooses: 8 to 1024 characters. */
export const newPasswordSchema = password(MIN_PASSWORD_LENGTH)

/** An e-mail address a member gives: trimmed, at most 254 characters, of the usual form. */
export const emailAddressSchema = requiredText(MAX_EMAIL_LENGTH, [
  (value) => zm.regexes.email.test(value),
  'email_invalid',
])

/** POST /api/v1/auth/login: an e-mail address and a password. */
export const loginRequestSchema = zm.object(
  {
    // Only required and bounded: a malformed address is answered like any wrong one.
    email: requiredText(MAX_EMAIL_LENGTH),
    // Any length up to the longest a member can have chosen: older rules may have allowed less.
    password: password(1),
  },
  { error: 'invalid_type' },
)
export type LoginRequest = zm.output<typeof loginRequestSchema>

/** POST /api/v1/auth/register: a new member; the answer is the same whether the address is new. */
export const registerRequestSchema = zm.object(
  {
    email: emailAddressSchema,
    password: newPasswordSchema,
    firstName: requiredText(),
    lastName: requiredText(),
    /** The language of the confirmation mail. */
    lang: languageParam,
  },
  { error: 'invalid_type' },
)
export type RegisterRequest = zm.output<typeof registerRequestSchema>
export type RegisterRequestInput = zm.input<typeof registerRequestSchema>

// The answers' schemas are classic zod, in a module of their own: the browser never loads them
// (decision 014), while the server and the API document do.
export * from './authResponses'

/**
 * What the site may read from the session_user_cookie (SPEC 9): non-secret facts about the
 * member, URL-encoded JSON. It is a hint for the page; the server trusts only the tokens.
 */
export interface SessionUserCookie {
  adb2cId: string
  firstName: string
  email: string
  /** When the session ends (ISO date-time). */
  endsAt: string
}
