import { createHash, randomBytes } from 'node:crypto'
import { PASSKEY_CEREMONY_COOKIE, endpoints } from '@resort/core/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '#db/schema'

type ChallengeRow = Selectable<Database['webauthn_challenges']>

/** How long a ceremony may take, from its options to its verification (decision 018). */
export const CEREMONY_MS = 5 * 60_000

const idHash = (id: string) => createHash('sha256').update(id).digest('hex')

/**
 * Keeps a ceremony's challenge for CEREMONY_MS under a new random id, for the ceremony cookie;
 * ceremonies past their time are cleared on the way.
 */
export async function beginCeremony(
  db: Kysely<Database>,
  now: Date,
  ceremony: Pick<
    ChallengeRow,
    'purpose' | 'challenge' | 'user_id' | 'session_id'
  >,
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', now.toISOString())
    .execute()
  await db
    .insertInto('webauthn_challenges')
    .values({
      ...ceremony,
      id: idHash(id),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CEREMONY_MS).toISOString(),
    })
    .execute()
  return id
}

/**
 * Takes the ceremony the cookie names, once: it is deleted whatever follows, so its challenge
 * is never verified twice (ASVS 6.7.2). Undefined when unknown, used, expired or of another kind.
 */
export async function takeCeremony(
  db: Kysely<Database>,
  id: string | undefined,
  purpose: ChallengeRow['purpose'],
  now: Date,
): Promise<ChallengeRow | undefined> {
  if (!id) return undefined
  // One statement: of two requests with the same cookie, one gets the row.
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', idHash(id))
    .returningAll()
    .executeTakeFirst()
  if (!row || row.purpose !== purpose) return undefined
  return now.toISOString() < row.expires_at ? row : undefined
}

// Only the passkey calls need it: all their paths are under the list's.
const COOKIE = {
  path: endpoints.memberPasskeys.path,
  httpOnly: true,
  secure: true,
  // Never sent with a request another site starts: nobody can finish a ceremony for this browser.
  sameSite: 'strict',
} as const

/** Hands the browser the ceremony's id, for CEREMONY_MS. */
export function setCeremonyCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(PASSKEY_CEREMONY_COOKIE, id, {
    ...COOKIE,
    maxAge: CEREMONY_MS / 1000,
  })
}

export function clearCeremonyCookie(reply: FastifyReply): void {
  reply.clearCookie(PASSKEY_CEREMONY_COOKIE, COOKIE)
}

export const ceremonyOf = (request: FastifyRequest): string | undefined =>
  request.cookies[PASSKEY_CEREMONY_COOKIE]
