import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AuthMethod, Database, SessionEndReason } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { xsrfTokenFor } from '#http/xsrfTokens'
import {
  readAccessToken,
  signAccessToken,
  type AccessClaims,
  type AuthKeys,
} from './accessTokens'

const DAY_MS = 24 * 60 * 60 * 1000
/** A session ends this long after sign-in, whatever happens (ASVS 7.3.2; decision 016). */
export const SESSION_MAX_MS = 30 * DAY_MS
/** A session ends when its refresh token has not been used for this long (ASVS 7.3.1). */
export const SESSION_IDLE_MS = 7 * DAY_MS
/**
 * How long an exchanged refresh token may be exchanged again for the same successor: tabs that
 * refresh at once all keep the session. Later, a reuse ends the session (decision 016).
 */
export const REFRESH_GRACE_MS = 10_000

export interface SessionDeps {
  db: Kysely<Database>
  keys: () => Promise<AuthKeys>
  now: () => Date
}

/** What a sign-in or a refresh hands the member: both tokens and their ends. */
export interface IssuedSession {
  userId: string
  sessionId: string
  accessToken: string
  accessTokenExpiresAt: Date
  /** 256 random bits; only its SHA-256 is stored. */
  refreshToken: string
  /** A new XSRF token bound to the session (ASVS 3.5.1). */
  xsrfToken: string
  endsAt: Date
}

/** A request's session as its valid access token names it. */
export interface AuthenticatedSession extends AccessClaims {
  accessTokenExpiresAt: Date
  endsAt: Date
  /** When the member signed in (proved who they are) for this session. */
  signedInAt: Date
}

/** 401 for a missing, expired, ended or unknown session; the member signs in again. */
export const notSignedIn = () =>
  new ApiProblem(
    401,
    'unauthorized',
    'You are not signed in, or your session has ended. Please sign in.',
  )

const tokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex')

/** The token that follows a refresh token: the same for every exchange of it, unguessable without the key. */
const successorOf = (key: Uint8Array, token: string) =>
  createHmac('sha256', key).update(token).digest('base64url')

interface SessionTimes {
  ended_at: string | null
  ends_at: string
  last_used_at: string
}

const isOpen = (session: SessionTimes, now: Date) =>
  session.ended_at === null &&
  now.getTime() < Date.parse(session.ends_at) &&
  now.getTime() < Date.parse(session.last_used_at) + SESSION_IDLE_MS

async function issue(
  deps: SessionDeps,
  claims: AccessClaims,
  refreshToken: string,
  endsAt: string,
  now: Date,
): Promise<IssuedSession> {
  const keys = await deps.keys()
  const { token, expiresAt } = await signAccessToken(
    keys.accessToken,
    claims,
    now,
  )
  return {
    ...claims,
    accessToken: token,
    accessTokenExpiresAt: expiresAt,
    refreshToken,
    xsrfToken: xsrfTokenFor(keys.xsrf, claims.sessionId),
    endsAt: new Date(endsAt),
  }
}

/** Starts a session for a member who has just proved who they are: new tokens (ASVS 7.2.4). */
export async function startSession(
  deps: SessionDeps,
  userId: string,
  userAgent: string | undefined,
  authMethod?: AuthMethod,
): Promise<IssuedSession> {
  const now = deps.now()
  const at = now.toISOString()
  const sessionId = randomBytes(16).toString('base64url')
  const refreshToken = randomBytes(32).toString('base64url')
  const endsAt = new Date(now.getTime() + SESSION_MAX_MS).toISOString()
  await inTransaction(deps.db, async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: userId,
        created_at: at,
        last_used_at: at,
        ends_at: endsAt,
        ended_at: null,
        end_reason: null,
        user_agent: userAgent?.slice(0, 300) ?? null,
        auth_method: authMethod ?? null,
        authenticated_at: at,
        // A passkey is something the member has and is (user verification): the admin area
        // takes it as its second factor (issue 14).
        second_factor: authMethod === 'passkey' ? 'passkey' : null,
      })
      .execute()
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: tokenHash(refreshToken),
        session_id: sessionId,
        created_at: at,
        used_at: null,
      })
      .execute()
  })
  return issue(deps, { userId, sessionId }, refreshToken, endsAt, now)
}

/** Ends a session: its refresh tokens and access tokens are refused from now on (ASVS 7.4.1). */
export async function endSession(
  deps: Pick<SessionDeps, 'db' | 'now'>,
  sessionId: string,
  reason: SessionEndReason,
): Promise<void> {
  await deps.db
    .updateTable('sessions')
    .set({ ended_at: deps.now().toISOString(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute()
}

/**
 * Exchanges a refresh token for a new access token and the token's successor. A token is
 * exchanged once; exchanged again within REFRESH_GRACE_MS it gives the same successor, and later
 * it ends the whole session, since someone else holds a copy (ASVS 10.4.5).
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken) throw notSignedIn()
  const now = deps.now()
  const at = now.toISOString()
  const hash = tokenHash(refreshToken)
  const successor = successorOf(
    (await deps.keys()).refreshSuccessor,
    refreshToken,
  )
  const outcome = await inTransaction(deps.db, async (trx) => {
    // Only one exchange claims the token; others wait here for it and then find it used.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select([
        'refresh_tokens.used_at',
        'sessions.id',
        'sessions.user_id',
        'sessions.ended_at',
        'sessions.ends_at',
        'sessions.last_used_at',
      ])
      .where('refresh_tokens.token_hash', '=', hash)
      .executeTakeFirst()
    if (!row || !isOpen(row, now)) return { kind: 'refused' as const }
    const session = { userId: row.user_id, sessionId: row.id }
    if (Number(claimed.numUpdatedRows) === 1) {
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: tokenHash(successor),
          session_id: row.id,
          created_at: at,
          used_at: null,
        })
        .execute()
      await trx
        .updateTable('sessions')
        .set({ last_used_at: at })
        .where('id', '=', row.id)
        .execute()
    } else if (
      now.getTime() - Date.parse(row.used_at ?? at) >
      REFRESH_GRACE_MS
    ) {
      return { kind: 'reused' as const, sessionId: row.id }
    }
    return { kind: 'issued' as const, session, endsAt: row.ends_at }
  })
  if (outcome.kind === 'reused') {
    await endSession(deps, outcome.sessionId, 'refresh_token_reused')
  }
  if (outcome.kind !== 'issued') throw notSignedIn()
  return issue(deps, outcome.session, successor, outcome.endsAt, now)
}

/** The open session a request's access token names (ASVS 7.2.1); else 401. */
export async function authenticate(
  deps: SessionDeps,
  accessToken: string | undefined,
): Promise<AuthenticatedSession> {
  if (!accessToken) throw notSignedIn()
  const now = deps.now()
  const claims = await readAccessToken(
    (await deps.keys()).accessToken,
    accessToken,
    now,
  )
  if (!claims) throw notSignedIn()
  const { userId, sessionId, expiresAt } = claims
  const session = await deps.db
    .selectFrom('sessions')
    .select(['ended_at', 'ends_at', 'created_at'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  // The access token outlives no session: after logout it is refused at once.
  if (!session || session.ended_at !== null || now >= new Date(session.ends_at))
    throw notSignedIn()
  return {
    userId,
    sessionId,
    accessTokenExpiresAt: expiresAt,
    endsAt: new Date(session.ends_at),
    signedInAt: new Date(session.created_at),
  }
}

/**
 * The session a request's cookies name, even when its access token has expired: the access
 * token's, else the refresh token's. Undefined when they name none.
 */
export async function sessionOfCookies(
  deps: SessionDeps,
  tokens: {
    accessToken?: string | undefined
    refreshToken?: string | undefined
  },
): Promise<string | undefined> {
  if (tokens.accessToken) {
    // Signature checked, expiry not: an expired token still names the session to end.
    const claims = await readAccessToken(
      (await deps.keys()).accessToken,
      tokens.accessToken,
      new Date(0),
    )
    if (claims) return claims.sessionId
  }
  if (!tokens.refreshToken) return undefined
  const row = await deps.db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', tokenHash(tokens.refreshToken))
    .executeTakeFirst()
  return row?.session_id
}
