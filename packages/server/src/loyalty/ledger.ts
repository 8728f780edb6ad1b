import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { DatabaseKind } from '#db/databaseKind'
import type { Database, PointsEntryTable, PointsReason } from '#db/schema'

type Db = Kysely<Database>

/**
 * Locks the members' club rows until the transaction ends, in one order (no deadlocks), so that
 * two writers never both spend the same points on PostgreSQL. SQLite runs one writer at a time.
 */
export async function lockMembers(
  trx: Db,
  kind: DatabaseKind,
  userIds: readonly string[],
): Promise<void> {
  if (kind !== 'postgresql') return
  await trx
    .selectFrom('loyalty_members')
    .select('user_id')
    .where('user_id', 'in', [...new Set(userIds)].sort())
    .orderBy('user_id')
    .forUpdate()
    .execute()
}

/** Writes an entry once: a second write of the same event_key is a no-op. */
export async function record(
  trx: Db,
  entry: Omit<Insertable<PointsEntryTable>, 'id'>,
): Promise<void> {
  await trx
    .insertInto('points_entries')
    .values({ id: randomUUID(), ...entry })
    .onConflict((conflict) => conflict.column('event_key').doNothing())
    .execute()
}

export interface Balances {
  /** Spendable. */
  earned: number
  /** For stays still to come. */
  pending: number
  /** Paying stays still to come (decision 046). */
  held: number
}

/** The member's balances: each bucket's entries summed. */
export async function balancesOf(db: Db, userId: string): Promise<Balances> {
  const rows = await db
    .selectFrom('points_entries')
    .select(({ fn }) => [
      'bucket',
      fn.sum<number | string>('points').as('total'),
    ])
    .where('user_id', '=', userId)
    .groupBy('bucket')
    .execute()
  const total = (bucket: string) =>
    Number(rows.find((row) => row.bucket === bucket)?.total ?? 0)
  return {
    earned: total('earned'),
    pending: total('pending'),
    held: total('held'),
  }
}

/** An earned credit with what is left of it once the debits that drew on it are taken. */
export interface Lot {
  id: string
  createdAt: string
  remaining: number
}

/** The member's earned credits that still hold points, oldest first. */
export async function openLots(db: Db, userId: string): Promise<Lot[]> {
  const credits = await db
    .selectFrom('points_entries')
    .select(['id', 'points', 'created_at'])
    .where('user_id', '=', userId)
    .where('bucket', '=', 'earned')
    .where('points', '>', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const debits = await db
    .selectFrom('points_entries')
    .select(({ fn }) => [
      'lot_id',
      fn.sum<number | string>('points').as('total'),
    ])
    .where('user_id', '=', userId)
    .where('bucket', '=', 'earned')
    .where('points', '<', 0)
    .groupBy('lot_id')
    .execute()
  const drawn = new Map(debits.map((row) => [row.lot_id, Number(row.total)]))
  return credits
    .map((credit) => ({
      id: credit.id,
      createdAt: credit.created_at,
      remaining: credit.points + (drawn.get(credit.id) ?? 0),
    }))
    .filter((lot) => lot.remaining > 0)
}

/**
 * Takes `points` from the member's earned points, oldest credit first, one entry per credit drawn
 * on, so that every debit names the points it took. Returns false, writing nothing, when the
 * points are not there. Call it inside a transaction that locked the member.
 */
export async function debitOldestFirst(
  trx: Db,
  userId: string,
  points: number,
  entry: {
    reason: PointsReason
    eventKey: string
    transferId?: string
    /** The stay points pay (decision 046). */
    bookingId?: string
    /** Staff's reason for an adjustment, as the member reads it. */
    note?: string
    now: Date
  },
): Promise<boolean> {
  const lots = await openLots(trx, userId)
  if (lots.reduce((sum, lot) => sum + lot.remaining, 0) < points) return false
  let left = points
  for (const lot of lots) {
    if (left === 0) break
    const take = Math.min(left, lot.remaining)
    await record(trx, {
      user_id: userId,
      bucket: 'earned',
      points: -take,
      reason: entry.reason,
      booking_id: entry.bookingId ?? null,
      transfer_id: entry.transferId ?? null,
      lot_id: lot.id,
      event_key: `${entry.eventKey}:${lot.id}`,
      created_at: entry.now.toISOString(),
      note: entry.note ?? null,
    })
    left -= take
  }
  return true
}
