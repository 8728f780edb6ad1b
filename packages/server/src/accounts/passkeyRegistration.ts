import {
  MAX_PASSKEYS_PER_MEMBER,
  type PasskeyRegistrationOptions,
  type PasskeyRegistrationRequest,
} from '@resort/core/api'
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { ApiProblem } from '#http/errors'
import type { PasskeyConfig } from './passkeyConfig'
import {
  knownTransports,
  passkeyNameFor,
  passkeysOf,
  transportsOf,
  type PasskeyRow,
} from './passkeys'
import type { AuthenticatedSession, SessionDeps } from './sessions'
import type { UserRow } from './users'
import { beginCeremony, CEREMONY_MS, takeCeremony } from './webauthnChallenges'

export interface PasskeyDeps extends SessionDeps {
  passkeys: PasskeyConfig
}

/** EdDSA, ES256 and RS256: what platforms and security keys make. */
const PASSKEY_ALGORITHMS = [-8, -7, -257]

/** The WebAuthn user handle of a member: the opaque adb2cId, never the e-mail address. */
export const userHandleOf = (userId: string) =>
  isoBase64URL.fromUTF8String(userId)

const tooMany = () =>
  new ApiProblem(
    409,
    'conflict',
    `You already have ${MAX_PASSKEYS_PER_MEMBER} passkeys; remove one to add another.`,
    { passkey: 'too_many_passkeys' },
  )

/** A new passkey that did not pass its checks; `reason` is for the log only. */
export class PasskeyNotVerified extends ApiProblem {
  constructor(readonly reason: string) {
    super(
      400,
      'missing_params',
      'The passkey could not be checked. Please try again.',
      { response: 'passkey_not_verified' },
    )
  }
}

/**
 * The options to add a passkey: a discoverable credential (it signs in without an address) with
 * user verification (so the passkey alone is two factors), none of the member's passkeys again.
 * Only within minutes of signing in (ASVS 7.5.1: its endpoint row asks for a recent sign-in). The
 * challenge is kept for the ceremony cookie.
 */
export async function registrationOptions(
  deps: PasskeyDeps,
  user: UserRow,
  session: AuthenticatedSession,
): Promise<{ options: PasskeyRegistrationOptions; ceremonyId: string }> {
  const existing = await passkeysOf(deps.db, user.adb2c_id)
  if (existing.length >= MAX_PASSKEYS_PER_MEMBER) throw tooMany()
  const options = await generateRegistrationOptions({
    rpName: deps.passkeys.rpName,
    rpID: deps.passkeys.rpID,
    userID: isoBase64URL.toBuffer(userHandleOf(user.adb2c_id)),
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    timeout: CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: transportsOf(passkey),
    })),
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: 'required',
    },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  })
  const ceremonyId = await beginCeremony(deps.db, deps.now(), {
    purpose: 'registration',
    challenge: options.challenge,
    user_id: user.adb2c_id,
    session_id: session.sessionId,
  })
  return { options, ceremonyId }
}

const registrationJSON = ({
  authenticatorAttachment,
  response,
  ...credential
}: PasskeyRegistrationRequest['response']): RegistrationResponseJSON => ({
  ...credential,
  ...(authenticatorAttachment === 'platform' ||
  authenticatorAttachment === 'cross-platform'
    ? { authenticatorAttachment }
    : {}),
  response: {
    clientDataJSON: response.clientDataJSON,
    attestationObject: response.attestationObject,
    transports: knownTransports(response.transports),
  },
})

/**
 * Checks the browser's new passkey against the ceremony this member's session began (its
 * challenge, our origin and RP ID, user verification) and keeps it.
 */
export async function registerPasskey(
  deps: PasskeyDeps,
  user: UserRow,
  session: AuthenticatedSession,
  ceremonyId: string | undefined,
  { response, name }: PasskeyRegistrationRequest,
  userAgent: string | undefined,
): Promise<PasskeyRow> {
  const now = deps.now()
  const ceremony = await takeCeremony(deps.db, ceremonyId, 'registration', now)
  if (!ceremony) throw new PasskeyNotVerified('no ceremony, or used or expired')
  if (
    ceremony.user_id !== user.adb2c_id ||
    ceremony.session_id !== session.sessionId
  )
    throw new PasskeyNotVerified('ceremony of another session')
  const verification = await verifyRegistrationResponse({
    response: registrationJSON(response),
    expectedChallenge: ceremony.challenge,
    expectedOrigin: deps.passkeys.origins,
    expectedRPID: deps.passkeys.rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch((error: unknown) => {
    throw new PasskeyNotVerified(
      error instanceof Error ? error.message : 'refused',
    )
  })
  if (!verification.verified)
    throw new PasskeyNotVerified('attestation not verified')
  const info = verification.registrationInfo
  const existing = await passkeysOf(deps.db, user.adb2c_id)
  if (existing.length >= MAX_PASSKEYS_PER_MEMBER) throw tooMany()
  const row = {
    id: info.credential.id,
    user_id: user.adb2c_id,
    public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: JSON.stringify(knownTransports(info.credential.transports)),
    device_type: info.credentialDeviceType,
    backed_up: info.credentialBackedUp ? 1 : 0,
    aaguid: info.aaguid,
    name: name ?? passkeyNameFor(userAgent),
    created_at: now.toISOString(),
    last_used_at: null,
  } satisfies PasskeyRow
  const inserted = await deps.db
    .insertInto('passkeys')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    throw new ApiProblem(409, 'conflict', 'This passkey is already registered.')
  }
  return row
}
