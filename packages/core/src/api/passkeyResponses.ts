// The passkey answers (decision 018), in classic zod: only the server and the API document run
// them, so the site's passkey code, which imports the request schemas, bundles no classic zod.
import * as z from 'zod'

// The options answers, typed as @simplewebauthn/browser's optionsJSON parameters.
const transport = z.enum([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
])
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transport).optional(),
})
const requirement = z.enum(['discouraged', 'preferred', 'required'])
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device']))

/** The options of navigator.credentials.create(), as JSON: startRegistration's optionsJSON. */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(
    z.object({ alg: z.number(), type: z.literal('public-key') }),
  ),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z
        .enum(['platform', 'cross-platform'])
        .optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints: hints.optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
})
export type PasskeyRegistrationOptions = z.infer<
  typeof passkeyRegistrationOptionsSchema
>

/** The options of navigator.credentials.get(), as JSON: startAuthentication's optionsJSON. */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: requirement.optional(),
  hints: hints.optional(),
})
export type PasskeyAuthenticationOptions = z.infer<
  typeof passkeyAuthenticationOptionsSchema
>

/** One of the member's passkeys, as the profile lists it. */
export const passkeySchema = z.object({
  /** The credential id (base64url). */
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Null until it is first used to sign in. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** multiDevice: synced by a password manager or platform; singleDevice: kept on one device. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
})
export type Passkey = z.infer<typeof passkeySchema>

export const passkeysResponseSchema = z.object({
  passkeys: z.array(passkeySchema),
})

/** The answer to removing a passkey. */
export const passkeyRemovedResponseSchema = z.object({
  removed: z.literal(true),
})
