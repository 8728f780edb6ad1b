import { inTransaction } from '#db/transactions'
import {
  POINTS_PAYMENT_REASONS,
  spendHeldPoints,
} from '../payments/pointsPayment'
import { pointsForStay } from './earningRule'
import { lockMembers, record } from './ledger'
import type { LedgerDeps } from './loyaltyDeps'
import { clubMemberOf } from './membership'
import { settleOfferBonuses } from './offerBonus'

/**
 * Brings the ledger in line with the member's bookings (decision 021): a stay booked as a club
 * member is pending for its points; changed, the pending points follow its price; cancelled, they
 * go; over (its last night passed, not cancelled), they move from pending to earned. Writes only
 * the differences, each under a key naming the booking's state, so running it again, or twice at
 * once, writes nothing more. Activated exclusive offers' bonuses follow the same way (decision 024).
 */
export async function settleStays(
  deps: LedgerDeps,
  userId: string,
): Promise<void> {
  const member = await clubMemberOf(deps.db, userId)
  if (!member) return
  const now = deps.now()
  const today = now.toISOString().slice(0, 10)
  await inTransaction(deps.db, async (trx) => {
    await lockMembers(trx, deps.kind, [userId])
    const bookings = await trx
      .selectFrom('bookings')
      .select(['id', 'status', 'total_price', 'date_to', 'version'])
      .where('member_id', '=', userId)
      .where('created_at', '>=', member.joined_at)
      .execute()
    if (bookings.length === 0) return
    await settleOfferBonuses(trx, userId, member.joined_at, now)
    const sums = await trx
      .selectFrom('points_entries')
      .select(({ fn }) => [
        'booking_id',
        'bucket',
        fn.sum<number | string>('points').as('total'),
      ])
      .where('user_id', '=', userId)
      .where('booking_id', 'is not', null)
      // An exclusive offer's bonus is settled on its own (offerBonus.ts), points paying a stay
      // on theirs (pointsPayment.ts).
      .where('reason', 'not in', ['offer_bonus', ...POINTS_PAYMENT_REASONS])
      .groupBy(['booking_id', 'bucket'])
      .execute()
    const sumOf = (bookingId: string, bucket: string) =>
      Number(
        sums.find(
          (row) => row.booking_id === bookingId && row.bucket === bucket,
        )?.total ?? 0,
      )
    for (const booking of bookings) {
      const points = pointsForStay(booking.total_price)
      const cancelled = booking.status === 'cancelled'
      const over = !cancelled && booking.date_to <= today
      const pending = sumOf(booking.id, 'pending')
      const earned = sumOf(booking.id, 'earned')
      const entry = {
        user_id: userId,
        booking_id: booking.id,
        transfer_id: null,
        lot_id: null,
        created_at: now.toISOString(),
      }
      const pendingTarget = cancelled || over ? 0 : points
      if (pendingTarget !== pending) {
        const reason = cancelled
          ? 'stay_cancelled'
          : over
            ? 'stay_completed'
            : pending === 0
              ? 'stay_booked'
              : 'stay_changed'
        await record(trx, {
          ...entry,
          bucket: 'pending',
          points: pendingTarget - pending,
          reason,
          event_key: `stay:${booking.id}:pending:${reason}:${booking.version}`,
        })
      }
      if (over) await spendHeldPoints(trx, booking.id, now)
      // Earned once, never taken back: a stay that is over cannot be cancelled.
      if (over && earned === 0 && points > 0)
        await record(trx, {
          ...entry,
          bucket: 'earned',
          points,
          reason: 'stay_completed',
          event_key: `stay:${booking.id}:earned`,
        })
    }
  })
}
