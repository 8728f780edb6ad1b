// A member's other ways to sign in: social sign-in (decision 017; the redirect routes to and from
// the providers are in socialSignIn.ts) and passkeys (issue 12, decision 018). Rows of the
// endpoint table in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import type { signedInResponseSchema } from './auth'
import {
  memberEndpoint,
  publicEndpoint,
  recentMemberEndpoint,
  type WireInput,
} from './endpoint'
import type {
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationRequestSchema,
  passkeyRemovedResponseSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  passkeysResponseSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from './passkeys'
import type { externalProviderRequestSchema } from './socialSignIn'
import type {
  externalProviderResponseSchema,
  identitiesResponseSchema,
  removeIdentityQuerySchema,
  socialProvidersResponseSchema,
} from './socialSignInResponses'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type SignedIn = Out<typeof signedInResponseSchema>
type PasskeyOut = Out<typeof passkeySchema>
export const socialProviders = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof socialProvidersResponseSchema>
>('socialProviders', 'GET', '/api/v1/auth/providers')
export const externalProvider = /* @__PURE__ */ publicEndpoint<
  In<typeof externalProviderRequestSchema>,
  Out<typeof externalProviderResponseSchema>
>('externalProvider', 'POST', '/api/v1/auth/external-provider', [
  'unauthorized',
])
export const identities = /* @__PURE__ */ memberEndpoint<
  undefined,
  Out<typeof identitiesResponseSchema>
>('identities', 'GET', '/api/v1/auth/identities')
export const removeIdentity = /* @__PURE__ */ memberEndpoint<
  In<typeof removeIdentityQuerySchema>,
  Out<typeof identitiesResponseSchema>
>('removeIdentity', 'DELETE', '/api/v1/auth/identities', [
  'not_found',
  'conflict',
])
// The ceremony's challenge waits on the server under the id in an httpOnly cookie, path
// /api/v1/auth/passkeys, set by each options call.
export const passkeyRegistrationOptions = /* @__PURE__ */ recentMemberEndpoint<
  undefined,
  Out<typeof passkeyRegistrationOptionsSchema>
>(
  'passkeyRegistrationOptions',
  'POST',
  '/api/v1/auth/passkeys/registration/options',
  ['conflict'],
)
export const verifyPasskeyRegistration = /* @__PURE__ */ memberEndpoint<
  In<typeof passkeyRegistrationRequestSchema>,
  PasskeyOut
>(
  'verifyPasskeyRegistration',
  'POST',
  '/api/v1/auth/passkeys/registration/verify',
  ['conflict'],
)
export const memberPasskeys = /* @__PURE__ */ memberEndpoint<
  undefined,
  Out<typeof passkeysResponseSchema>
>('memberPasskeys', 'GET', '/api/v1/auth/passkeys')
export const renamePasskey = /* @__PURE__ */ memberEndpoint<
  In<typeof renamePasskeyRequestSchema>,
  PasskeyOut
>('renamePasskey', 'POST', '/api/v1/auth/passkeys/rename', ['not_found'])
export const removePasskey = /* @__PURE__ */ memberEndpoint<
  In<typeof removePasskeyRequestSchema>,
  Out<typeof passkeyRemovedResponseSchema>
>('removePasskey', 'POST', '/api/v1/auth/passkeys/remove', ['not_found'])
export const passkeyAuthenticationOptions = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof passkeyAuthenticationOptionsSchema>
>(
  'passkeyAuthenticationOptions',
  'POST',
  '/api/v1/auth/passkeys/authentication/options',
)
export const passkeySignIn = /* @__PURE__ */ publicEndpoint<
  In<typeof passkeySignInRequestSchema>,
  SignedIn
>('passkeySignIn', 'POST', '/api/v1/auth/passkeys/authentication/verify', [
  'unauthorized',
])
