import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import {
  balancesOf,
  debitOldestFirst,
  lockMembers,
  record,
} from '../loyalty/ledger'
import type { LedgerDeps } from '../loyalty/loyaltyDeps'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'

export interface PointsAdjustment {
  userId: string
  /** Earned points to add (above zero) or take (below zero). */
  points: number
  /** Why, as the member reads it in the points history. */
  note: string
  /** The page's id of this adjustment: sent again after a lost answer, it changes nothing more. */
  requestId: string
}

/**
 * Staff add or take a member's earned points with a reason (issue 14): one ledger entry (or, for
 * a debit, one per credit drawn on, oldest first, never below zero) and its audit entry, in one
 * transaction. The member's balances after it.
 */
export async function adjustPoints(
  deps: LedgerDeps,
  admin: AdminVisit,
  adjustment: PointsAdjustment,
) {
  const { userId, points, note, requestId } = adjustment
  const now = deps.now()
  const eventKey = `adjustment:${userId}:${requestId}`
  await inTransaction(deps.db, async (trx) => {
    const member = await trx
      .selectFrom('loyalty_members')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!member) throw notFound('club member', userId, 'userId')
    await lockMembers(trx, deps.kind, [userId])
    // A request sent again finds its entries written: nothing more to do.
    const done = await trx
      .selectFrom('points_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('event_key', 'like', `${eventKey}%`)
      .executeTakeFirst()
    if (done) return
    const before = await balancesOf(trx, userId)
    if (points > 0) {
      await record(trx, {
        user_id: userId,
        bucket: 'earned',
        points,
        reason: 'adjustment',
        booking_id: null,
        transfer_id: null,
        lot_id: null,
        offer_id: null,
        event_key: eventKey,
        created_at: now.toISOString(),
        note,
      })
    } else {
      const taken = await debitOldestFirst(trx, userId, -points, {
        reason: 'adjustment',
        eventKey,
        note,
        now,
      })
      if (!taken)
        throw new ApiProblem(
          400,
          'missing_params',
          `The member has ${before.earned} earned points; no more can be taken.`,
          { points: 'insufficient_points' },
        )
    }
    await recordAudit(
      trx,
      admin,
      {
        action: 'points_adjusted',
        entity: 'member',
        entityId: userId,
        before: { earned: before.earned },
        after: { earned: before.earned + points },
        note,
      },
      now,
    )
  })
  return balancesOf(deps.db, userId)
}
