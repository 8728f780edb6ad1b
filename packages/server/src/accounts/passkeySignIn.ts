import type {
  PasskeyAuthenticationOptions,
  PasskeySignInRequest,
} from '@resort/core/api'
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { ApiProblem } from '#http/errors'
import { userHandleOf, type PasskeyDeps } from './passkeyRegistration'
import { transportsOf } from './passkeys'
import { startSession, type IssuedSession } from './sessions'
import { findUserById, type UserRow } from './users'
import { beginCeremony, CEREMONY_MS, takeCeremony } from './webauthnChallenges'

/**
 * One answer for every refused passkey sign-in (unknown or removed passkey, used or expired
 * challenge, another origin, a counter that went back); `reason` is for the log only.
 */
export class PasskeyRefused extends ApiProblem {
  constructor(readonly reason: string) {
    super(401, 'unauthorized', 'This passkey could not sign you in.')
  }
}

/**
 * The options to sign in with a passkey: any passkey of this site may answer (the member picks
 * one; no address is asked, so none is revealed), with user verification.
 */
export async function authenticationOptions(
  deps: PasskeyDeps,
): Promise<{ options: PasskeyAuthenticationOptions; ceremonyId: string }> {
  const options = await generateAuthenticationOptions({
    rpID: deps.passkeys.rpID,
    allowCredentials: [],
    userVerification: 'required',
    timeout: CEREMONY_MS,
  })
  const ceremonyId = await beginCeremony(deps.db, deps.now(), {
    purpose: 'authentication',
    challenge: options.challenge,
    user_id: null,
    session_id: null,
  })
  return { options, ceremonyId }
}

const assertionJSON = ({
  authenticatorAttachment,
  ...credential
}: PasskeySignInRequest['response']): AuthenticationResponseJSON => ({
  ...credential,
  ...(authenticatorAttachment === 'platform' ||
  authenticatorAttachment === 'cross-platform'
    ? { authenticatorAttachment }
    : {}),
})

/**
 * Signs a member in with a passkey: the ceremony's challenge once, the passkey's signature over
 * our origin and RP ID with the member verified, its owner named by the user handle, and a
 * signature counter that moved on (a cloned authenticator's does not). Then a new session, as
 * a password sign-in starts one (ASVS 7.2.4).
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  ceremonyId: string | undefined,
  { response }: PasskeySignInRequest,
  userAgent: string | undefined,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const now = deps.now()
  const ceremony = await takeCeremony(
    deps.db,
    ceremonyId,
    'authentication',
    now,
  )
  if (!ceremony) throw new PasskeyRefused('no ceremony, or used or expired')
  const passkey = await deps.db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', response.id)
    .executeTakeFirst()
  if (!passkey) throw new PasskeyRefused('unknown passkey')
  // WebAuthn § 7.2: with no allowCredentials, the user handle must name the passkey's owner.
  if (response.response.userHandle !== userHandleOf(passkey.user_id))
    throw new PasskeyRefused('user handle of another member')
  const storedCounter = Number(passkey.counter)
  let verification
  try {
    verification = await verifyAuthenticationResponse({
      response: assertionJSON(response),
      expectedChallenge: ceremony.challenge,
      expectedOrigin: deps.passkeys.origins,
      expectedRPID: deps.passkeys.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: storedCounter,
        transports: transportsOf(passkey),
      },
    })
  } catch (error) {
    throw new PasskeyRefused(error instanceof Error ? error.message : 'refused')
  }
  if (!verification.verified) throw new PasskeyRefused('bad signature')
  const { newCounter, credentialBackedUp } = verification.authenticationInfo
  // The counter moves on only if no other sign-in moved it meanwhile (several processes).
  const updated = await deps.db
    .updateTable('passkeys')
    .set({
      counter: newCounter,
      backed_up: credentialBackedUp ? 1 : 0,
      last_used_at: now.toISOString(),
    })
    .where('id', '=', passkey.id)
    .where('counter', '=', storedCounter)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1)
    throw new PasskeyRefused('counter changed meanwhile')
  const user = await findUserById(deps.db, passkey.user_id)
  if (!user) throw new PasskeyRefused('member removed')
  return {
    user,
    session: await startSession(deps, user.adb2c_id, userAgent, 'passkey'),
  }
}
