// A WebAuthn authenticator and browser in software, for tests: it makes real ES256 (P-256) key
// pairs, real `none` attestations (CBOR attestation object, authenticator data with the RP ID
// hash, flags, signature counter and the COSE public key) and real assertions signed with the
// private key, as Chromium's virtual authenticator does. It is the tests' client, not a mock:
// the server checks its answers with @simplewebauthn/server as it checks a browser's. Its two
// functions have the shape of @simplewebauthn/browser's startRegistration and startAuthentication.
import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { encode } from 'cborg'

/** A discoverable credential the authenticator holds. */
interface SoftCredential {
  /** The credential id, base64url. */
  id: string
  rpId: string
  /** The user handle the site gave at registration, base64url. */
  userHandle: string
  privateKey: KeyObject
  counter: number
}

export interface SoftAuthenticatorOptions {
  /** The page's origin the browser reports in clientDataJSON. */
  origin: string
  /** Count signatures up from 0, as security keys do; false keeps 0, as synced passkeys do. */
  countsSignatures?: boolean
  /** The member proved who they are to the authenticator (PIN, fingerprint). */
  verifiesUser?: boolean
  /** A synced passkey (backup eligible and backed up). */
  synced?: boolean
}

/** What a test may change in one ceremony, as a tampering browser or a cloned device would. */
export interface CeremonyOverrides {
  origin?: string
  rpId?: string
  /** The signature counter to report (for a cloned authenticator). */
  counter?: number
  /** Which credential answers (a removed or another member's passkey). */
  credential?: SoftCredential
}

// Flags of the authenticator data (WebAuthn § 6.1).
const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const BACKUP_ELIGIBLE = 0x08
const BACKED_UP = 0x10
const ATTESTED_CREDENTIAL = 0x40

// COSE (RFC 9053): key type EC2, algorithm ES256, curve P-256.
const COSE_KTY = 1
const COSE_ALG = 3
const COSE_CRV = -1
const COSE_X = -2
const COSE_Y = -3
const ES256 = -7

const sha256 = (data: Uint8Array | string) =>
  createHash('sha256').update(data).digest()
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url')
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}
const uint16 = (value: number) => {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(value)
  return bytes
}

function clientData(
  type: 'webauthn.create' | 'webauthn.get',
  challenge: string,
  origin: string,
): Buffer {
  return Buffer.from(
    JSON.stringify({ type, challenge, origin, crossOrigin: false }),
  )
}

function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' })
  return encode(
    new Map<number, number | Buffer>([
      [COSE_KTY, 2],
      [COSE_ALG, ES256],
      [COSE_CRV, 1],
      [COSE_X, Buffer.from(jwk.x ?? '', 'base64url')],
      [COSE_Y, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  )
}

const hostOf = (origin: string) => new URL(origin).hostname

/** A software authenticator in a software browser at `origin`. */
export function createSoftAuthenticator({
  origin,
  countsSignatures = false,
  verifiesUser = true,
  synced = false,
}: SoftAuthenticatorOptions) {
  const credentials: SoftCredential[] = []
  const flags = (attested: boolean) =>
    USER_PRESENT |
    (verifiesUser ? USER_VERIFIED : 0) |
    (synced ? BACKUP_ELIGIBLE | BACKED_UP : 0) |
    (attested ? ATTESTED_CREDENTIAL : 0)

  /** navigator.credentials.create(): a new discoverable ES256 credential, `none` attestation. */
  async function startRegistration(
    { optionsJSON }: { optionsJSON: PublicKeyCredentialCreationOptionsJSON },
    overrides: CeremonyOverrides = {},
  ): Promise<RegistrationResponseJSON> {
    const rpId = overrides.rpId ?? optionsJSON.rp.id ?? hostOf(origin)
    if (!optionsJSON.pubKeyCredParams.some(({ alg }) => alg === ES256))
      throw new Error('NotSupportedError: ES256 was not offered')
    const excluded = new Set(
      optionsJSON.excludeCredentials?.map(({ id }) => id),
    )
    if (credentials.some(({ id }) => excluded.has(id)))
      throw new Error(
        'InvalidStateError: this authenticator is already registered',
      )
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const id = randomBytes(16)
    const credential: SoftCredential = {
      id: base64url(id),
      rpId,
      userHandle: optionsJSON.user.id,
      privateKey,
      counter: 0,
    }
    // A discoverable credential replaces the one the site gave the same user handle.
    const same = credentials.findIndex(
      (held) => held.rpId === rpId && held.userHandle === credential.userHandle,
    )
    if (same >= 0) credentials.splice(same, 1)
    credentials.push(credential)
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags(true)]),
      uint32(overrides.counter ?? 0),
      Buffer.alloc(16), // AAGUID: none given, as with `none` attestation
      uint16(id.length),
      id,
      coseKeyOf(privateKey),
    ])
    const attestationObject = encode({ fmt: 'none', attStmt: {}, authData })
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: base64url(
          clientData(
            'webauthn.create',
            optionsJSON.challenge,
            overrides.origin ?? origin,
          ),
        ),
        attestationObject: base64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    }
  }

  /** navigator.credentials.get(): an assertion from the first credential the site accepts. */
  async function startAuthentication(
    { optionsJSON }: { optionsJSON: PublicKeyCredentialRequestOptionsJSON },
    overrides: CeremonyOverrides = {},
  ): Promise<AuthenticationResponseJSON> {
    const rpId = overrides.rpId ?? optionsJSON.rpId ?? hostOf(origin)
    const allowed = optionsJSON.allowCredentials?.map(({ id }) => id) ?? []
    const credential =
      overrides.credential ??
      credentials.find(
        (held) =>
          held.rpId === rpId &&
          (allowed.length === 0 || allowed.includes(held.id)),
      )
    if (!credential)
      throw new Error('NotAllowedError: no passkey for this site')
    if (countsSignatures) credential.counter += 1
    const counter = overrides.counter ?? credential.counter
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags(false)]),
      uint32(counter),
    ])
    const data = clientData(
      'webauthn.get',
      optionsJSON.challenge,
      overrides.origin ?? origin,
    )
    // ES256: ECDSA over authData and the hash of clientDataJSON, DER-encoded as WebAuthn wants.
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(data)]),
      credential.privateKey,
    )
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: base64url(data),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
    }
  }

  return { credentials, startRegistration, startAuthentication }
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>
