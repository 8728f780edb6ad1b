import type { MemberSession } from '@resort/core/api'
import type { Kysely, Transaction } from 'kysely'
import type { Database, SessionEndReason } from '#db/schema'
import { SESSION_IDLE_MS } from './sessions'

type Db = Kysely<Database> | Transaction<Database>

/** The member's sessions still open: not ended, before their end, used within the idle limit. */
export async function openSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<MemberSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now.toISOString())
    .where(
      'last_used_at',
      '>',
      new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    )
    .orderBy('last_used_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    userAgent: row.user_agent,
    current: row.id === currentSessionId,
  }))
}

/**
 * Ends the member's open sessions, all of them or all but `except`, and says how many
 * (ASVS 7.4.3: the member may end them; 7.4.2 after the password changes).
 */
export async function endSessionsOf(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  now: Date,
  { except, only }: { except?: string; only?: string } = {},
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
  if (except) query = query.where('id', '!=', except)
  if (only) query = query.where('id', '=', only)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}
