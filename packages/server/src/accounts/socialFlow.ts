import { hkdfSync } from 'node:crypto'
import { LANGUAGES } from '@resort/core'
import { SOCIAL_PROVIDERS } from '@resort/core/api'
import { EncryptJWT, errors, jwtDecrypt } from 'jose'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import type { Database } from '#db/schema'
import type { AuthKeys } from './accessTokens'

/** How long a sign-in may take at the provider: the connect_<provider> cookie's life. */
export const FLOW_SECONDS = 10 * 60
/** How long an identity waits for an e-mail address (the connect_pending cookie's life). */
export const PENDING_SECONDS = 30 * 60

const flowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string(),
  nonce: z.string().optional(),
  codeVerifier: z.string(),
  language: z.enum(LANGUAGES),
  /** A same-origin path from the redirect-page cookie, already checked. */
  returnPath: z.string().optional(),
  /** With connect: the member the identity is to be connected to. */
  connectTo: z.string().optional(),
})
/** A sign-in under way, as its connect_<provider> cookie holds it. */
export type SocialFlow = z.infer<typeof flowSchema>

const pendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  issuer: z.string(),
  subject: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  returnPath: z.string().optional(),
})
/** An identity whose provider gave no address, as the connect_pending cookie holds it. */
export type PendingIdentity = z.infer<typeof pendingSchema>

// Each kind of cookie is its own audience, so one is never read as the other.
const AUDIENCE = { flow: 'social-flow', pending: 'social-pending' } as const

/** The cookies' key: derived from the access-token key, which AUTH_SECRET's HKDF already gave. */
const keyOf = (keys: AuthKeys) =>
  new Uint8Array(
    hkdfSync(
      'sha256',
      keys.accessToken,
      new Uint8Array(0),
      'resort social sign-in cookie',
      32,
    ),
  )

async function seal(
  keys: AuthKeys,
  audience: string,
  payload: Record<string, unknown>,
  seconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  // Encrypted, not only signed: the PKCE verifier and nonce must not be readable (ASVS 10.1.2).
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .encrypt(keyOf(keys))
}

async function open<S extends z.ZodType>(
  keys: AuthKeys,
  audience: string,
  schema: S,
  token: string | undefined,
  now: Date,
): Promise<z.output<S> | undefined> {
  if (!token) return undefined
  try {
    const { payload } = await jwtDecrypt(token, keyOf(keys), {
      audience,
      currentDate: now,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    const parsed = schema.safeParse(payload)
    return parsed.success ? parsed.data : undefined
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}

/** The connect_<provider> cookie's value for a flow. */
export const sealFlow = (keys: AuthKeys, flow: SocialFlow, now: Date) =>
  seal(keys, AUDIENCE.flow, flow, FLOW_SECONDS, now)

/** The flow a cookie holds; undefined when missing, tampered with or older than 10 minutes. */
export const openFlow = (
  keys: AuthKeys,
  token: string | undefined,
  now: Date,
) => open(keys, AUDIENCE.flow, flowSchema, token, now)

/** The connect_pending cookie's value. */
export const sealPending = (
  keys: AuthKeys,
  pending: PendingIdentity,
  now: Date,
) => seal(keys, AUDIENCE.pending, pending, PENDING_SECONDS, now)

/** The pending identity a cookie holds; undefined when missing, tampered with or expired. */
export const openPending = (
  keys: AuthKeys,
  token: string | undefined,
  now: Date,
) => open(keys, AUDIENCE.pending, pendingSchema, token, now)

/**
 * Marks a flow's state used; false when it already was. A callback is answered once, even when
 * its URL and cookie are replayed (ASVS 10.1.2). Expired marks are cleared on the way.
 */
export async function markStateUsed(
  db: Kysely<Database>,
  state: string,
  now: Date,
): Promise<boolean> {
  await db
    .deleteFrom('used_social_states')
    .where('expires_at', '<', now.toISOString())
    .execute()
  const result = await db
    .insertInto('used_social_states')
    .values({
      id: state,
      expires_at: new Date(now.getTime() + FLOW_SECONDS * 1000).toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}
