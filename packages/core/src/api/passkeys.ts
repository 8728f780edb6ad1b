// Passkeys (WebAuthn; issue 12, decision 018). The options answers are what
// @simplewebauthn/browser's startRegistration and startAuthentication take as `optionsJSON`; the
// requests carry what they return. The ceremony's challenge is kept by the server under a random
// id in a short-lived httpOnly cookie, so neither side passes it back by hand.
import * as zm from 'zod/mini'
import { requiredText } from '../validation/schemaParts'

/** The httpOnly cookie naming the ceremony under way (path /api/v1/auth/passkeys, 5 minutes). */
export const PASSKEY_CEREMONY_COOKIE = 'passkey_ceremony'

/** Longest passkey name a member may give. */
export const MAX_PASSKEY_NAME_LENGTH = 64
/** How many passkeys one member may keep. */
export const MAX_PASSKEYS_PER_MEMBER = 20

// Credential ids are at most 1023 bytes; the other values are bounded well above real ones.
const base64url = (maxLength: number) =>
  zm
    .string({ error: 'invalid_type' })
    .check(
      zm.minLength(1, 'required'),
      zm.maxLength(maxLength, 'too_long'),
      zm.regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
    )
const credentialId = base64url(1400)
const shortText = zm.string().check(zm.maxLength(32, 'too_long'))
const shortList = zm.array(shortText).check(zm.maxLength(16, 'too_long'))

/** A passkey's name: trimmed, 1 to 64 characters. */
const passkeyName = requiredText(MAX_PASSKEY_NAME_LENGTH)

// The parts of a browser's PublicKeyCredential JSON (WebAuthn's toJSON()) the server reads.
const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  type: zm.literal('public-key'),
  authenticatorAttachment: zm.optional(shortText),
  clientExtensionResults: zm.object({
    credProps: zm.optional(zm.object({ rk: zm.optional(zm.boolean()) })),
  }),
}

/** What startRegistration returns: the new credential and its attestation. */
const registrationResponseSchema = zm.object({
  ...credentialFields,
  response: zm.object({
    clientDataJSON: base64url(8_192),
    attestationObject: base64url(32_768),
    transports: zm.optional(shortList),
  }),
})

/** What startAuthentication returns: an assertion signed with a passkey. */
const authenticationResponseSchema = zm.object({
  ...credentialFields,
  response: zm.object({
    clientDataJSON: base64url(8_192),
    authenticatorData: base64url(8_192),
    signature: base64url(1_024),
    userHandle: zm.optional(base64url(128)),
  }),
})

/** POST /api/v1/auth/passkeys/registration/verify: the new passkey, and a name for it if given. */
export const passkeyRegistrationRequestSchema = zm.object(
  {
    response: registrationResponseSchema,
    /** Left out: a name is made from the browser and system that registered it. */
    name: zm.optional(passkeyName),
  },
  { error: 'invalid_type' },
)
export type PasskeyRegistrationRequest = zm.output<
  typeof passkeyRegistrationRequestSchema
>

/** POST /api/v1/auth/passkeys/authentication/verify: the assertion. */
export const passkeySignInRequestSchema = zm.object(
  { response: authenticationResponseSchema },
  { error: 'invalid_type' },
)
export type PasskeySignInRequest = zm.output<typeof passkeySignInRequestSchema>

/** POST /api/v1/auth/passkeys/rename: one of the member's passkeys, by id, and its new name. */
export const renamePasskeyRequestSchema = zm.object(
  { id: credentialId, name: passkeyName },
  { error: 'invalid_type' },
)

/** POST /api/v1/auth/passkeys/remove: one of the member's passkeys, by id. */
export const removePasskeyRequestSchema = zm.object(
  { id: credentialId },
  { error: 'invalid_type' },
)

// The answers, in classic zod, which the browser never runs (decision 014).
export * from './passkeyResponses'
