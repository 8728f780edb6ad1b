import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'

/**
 * How recent a sign-in a change to how the member signs in needs (ASVS 7.5.1): long enough to
 * read the page after signing in, short enough that an unattended session cannot add a way in.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000

/** 401 with sign_in_again unless the session's member proved who they are within RECENT_SIGN_IN_MS. */
export async function requireRecentSignIn(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<void> {
  const session = await db
    .selectFrom('sessions')
    .select('authenticated_at')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  const at = Date.parse(session?.authenticated_at ?? '')
  if (!(now.getTime() - at <= RECENT_SIGN_IN_MS)) {
    throw new ApiProblem(
      401,
      'unauthorized',
      'Please sign in again first: this needs a sign-in within the last ten minutes.',
      { session: 'sign_in_again' },
    )
  }
}
