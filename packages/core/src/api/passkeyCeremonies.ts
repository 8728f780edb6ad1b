// The two passkey ceremonies as the site runs them: the server's options, the browser's WebAuthn
// call (@simplewebauthn/browser's startRegistration or startAuthentication, passed in: core has
// no DOM), then the server's check. The ceremony cookie travels with both calls by itself.
import type { ApiClient } from './createApiClient'
import type { InputOf, OutputOf } from './endpoint'
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  passkeySignIn,
  verifyPasskeyRegistration,
} from './endpoints'
import type {
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
} from './passkeys'

/** @simplewebauthn/browser's startRegistration, or a function of its shape. */
export type StartRegistration = (options: {
  optionsJSON: PasskeyRegistrationOptions
}) => Promise<InputOf<typeof verifyPasskeyRegistration>['response']>

/** @simplewebauthn/browser's startAuthentication, or a function of its shape. */
export type StartAuthentication = (options: {
  optionsJSON: PasskeyAuthenticationOptions
}) => Promise<InputOf<typeof passkeySignIn>['response']>

/**
 * Adds a passkey for the signed-in member, named `name` or after the browser that made it. The
 * browser's errors (the member cancelled, no authenticator) are thrown as they are.
 */
export async function addPasskey(
  api: ApiClient,
  startRegistration: StartRegistration,
  name?: string,
): Promise<OutputOf<typeof verifyPasskeyRegistration>> {
  const optionsJSON = await api.call(passkeyRegistrationOptions)
  const response = await startRegistration({ optionsJSON })
  return api.call(
    verifyPasskeyRegistration,
    name ? { response, name } : { response },
  )
}

/** Signs in with any passkey of the site the member picks; the answer is login's. */
export async function signInWithPasskey(
  api: ApiClient,
  startAuthentication: StartAuthentication,
): Promise<OutputOf<typeof passkeySignIn>> {
  const optionsJSON = await api.call(passkeyAuthenticationOptions)
  const response = await startAuthentication({ optionsJSON })
  return api.call(passkeySignIn, { response })
}
