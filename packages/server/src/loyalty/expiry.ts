import { CLUB_RULES } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { balancesOf, debitOldestFirst, lockMembers, openLots } from './ledger'
import type { LedgerDeps } from './loyaltyDeps'

/** Points expire after this many months without activity (decision 021). */
export const INACTIVITY_MONTHS = CLUB_RULES.inactivityMonths
/** Members are reminded this many days before their points expire. */
const REMINDER_DAYS = CLUB_RULES.reminderDays

// What keeps points alive: earning for a stay, a transfer either way, an adjustment by staff.
const ACTIVITY = [
  'stay_completed',
  'transfer_in',
  'transfer_out',
  'adjustment',
] as const

const addMonths = (iso: string, months: number) => {
  const date = new Date(iso)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date
}

/**
 * When the member's earned points expire if nothing happens before: 24 months after their last
 * activity; undefined when they hold none.
 */
export async function expiryOf(
  db: Kysely<Database>,
  userId: string,
): Promise<Date | undefined> {
  const { earned } = await balancesOf(db, userId)
  if (earned <= 0) return undefined
  const last = await db
    .selectFrom('points_entries')
    .select(({ fn }) => fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('bucket', '=', 'earned')
    .where('reason', 'in', ACTIVITY)
    .executeTakeFirst()
  return last?.at ? addMonths(last.at, INACTIVITY_MONTHS) : undefined
}

/**
 * Lets the member's earned points expire when their time has come: one expiry entry per credit
 * still holding points, oldest first, each naming the credit it ends. Returns the points expired.
 */
export async function expirePoints(
  deps: LedgerDeps,
  userId: string,
): Promise<number> {
  const now = deps.now()
  return inTransaction(deps.db, async (trx) => {
    await lockMembers(trx, deps.kind, [userId])
    const expiresAt = await expiryOf(trx, userId)
    if (!expiresAt || expiresAt > now) return 0
    const lots = await openLots(trx, userId)
    const points = lots.reduce((sum, lot) => sum + lot.remaining, 0)
    await debitOldestFirst(trx, userId, points, {
      reason: 'expiry',
      eventKey: `expiry:${expiresAt.toISOString()}`,
      now,
    })
    return points
  })
}

/**
 * The reminder due now, if any: the nearest of 60, 30 and 7 days before the expiry that has come
 * and not been sent. Earlier ones missed (the server was down) are marked sent with it, so a
 * member never gets three mails at once.
 */
export async function dueReminder(
  deps: LedgerDeps,
  userId: string,
): Promise<
  { expiresAt: Date; points: number; daysBefore: number } | undefined
> {
  const now = deps.now()
  const expiresAt = await expiryOf(deps.db, userId)
  if (!expiresAt || expiresAt <= now) return undefined
  const daysLeft = (expiresAt.getTime() - now.getTime()) / 86_400_000
  const passed = REMINDER_DAYS.filter((days) => daysLeft <= days)
  const nearest = passed.at(-1)
  if (nearest === undefined) return undefined
  const row = (days: number) => ({
    user_id: userId,
    expires_at: expiresAt.toISOString(),
    days_before: days,
    sent_at: now.toISOString(),
  })
  // Whoever writes the nearest one sends it: once, also with several server processes.
  const claimed = await deps.db
    .insertInto('points_expiry_reminders')
    .values(row(nearest))
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst()
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return undefined
  await deps.db
    .insertInto('points_expiry_reminders')
    .values(passed.map(row))
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const { earned } = await balancesOf(deps.db, userId)
  return { expiresAt, points: earned, daysBefore: nearest }
}
