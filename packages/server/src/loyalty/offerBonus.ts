import { nightsBetween } from '@resort/core/stay'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MemberOfferTable } from '#db/schema'
import { pointsForStay } from './earningRule'
import { record } from './ledger'

type Db = Kysely<Database>

/** What the bonus rule reads of a booking. */
export interface BonusBooking {
  id: string
  status: string
  property_id: string
  region_id: string
  date_from: string
  date_to: string
  total_price: number
  created_at: string
  version: number
}

/**
 * The bonus points an activated offer gives a booking (decision 024): none unless it was booked
 * after the activation, arrives in the offer's stay window, at a property the offer covers, for
 * at least its minimum nights. A multiplier adds that many times the stay's points.
 */
export function offerBonusFor(
  offer: Selectable<MemberOfferTable>,
  activatedAt: string,
  booking: BonusBooking,
): number {
  const regions = JSON.parse(offer.region_ids) as string[]
  const properties = JSON.parse(offer.property_ids) as string[]
  const covered =
    (regions.length === 0 && properties.length === 0) ||
    regions.includes(booking.region_id) ||
    properties.includes(booking.property_id)
  const qualifies =
    covered &&
    booking.created_at >= activatedAt &&
    booking.date_from >= offer.stay_from &&
    booking.date_from <= offer.stay_to &&
    nightsBetween(booking.date_from, booking.date_to) >= offer.min_nights
  if (!qualifies) return 0
  return offer.bonus_kind === 'multiplier'
    ? pointsForStay(booking.total_price) * offer.bonus_value
    : offer.bonus_value
}

/**
 * Brings the member's offer bonuses in line with their bookings, as settleStays does for a stay's
 * own points: pending while a qualifying stay is to come, earned once it is over, gone when it is
 * cancelled or no longer qualifies. Writes only differences, under keys naming the booking's
 * version and the target, so settling again writes nothing more. Runs inside settleStays'
 * transaction, after the member is locked.
 */
export async function settleOfferBonuses(
  trx: Db,
  userId: string,
  joinedAt: string,
  now: Date,
): Promise<void> {
  const activations = await trx
    .selectFrom('member_offer_activations')
    .innerJoin('member_offers', 'member_offers.id', 'offer_id')
    .selectAll('member_offers')
    .select('member_offer_activations.activated_at')
    .where('user_id', '=', userId)
    .execute()
  if (activations.length === 0) return
  const today = now.toISOString().slice(0, 10)
  const bookings = await trx
    .selectFrom('bookings')
    .innerJoin('properties', 'properties.id', 'bookings.property_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.property_id',
      'properties.region_id',
      'bookings.date_from',
      'bookings.date_to',
      'bookings.total_price',
      'bookings.created_at',
      'bookings.version',
    ])
    .where('bookings.member_id', '=', userId)
    .where('bookings.created_at', '>=', joinedAt)
    .execute()
  const sums = await trx
    .selectFrom('points_entries')
    .select(({ fn }) => [
      'booking_id',
      'offer_id',
      'bucket',
      fn.sum<number | string>('points').as('total'),
    ])
    .where('user_id', '=', userId)
    .where('reason', '=', 'offer_bonus')
    .groupBy(['booking_id', 'offer_id', 'bucket'])
    .execute()
  const sumOf = (bookingId: string, offerId: string, bucket: string) =>
    Number(
      sums.find(
        (row) =>
          row.booking_id === bookingId &&
          row.offer_id === offerId &&
          row.bucket === bucket,
      )?.total ?? 0,
    )
  for (const { activated_at: activatedAt, ...offer } of activations)
    for (const booking of bookings) {
      const bonus = offerBonusFor(offer, activatedAt, booking)
      const cancelled = booking.status === 'cancelled'
      const over = !cancelled && booking.date_to <= today
      const pending = sumOf(booking.id, offer.id, 'pending')
      const earned = sumOf(booking.id, offer.id, 'earned')
      const entry = {
        user_id: userId,
        booking_id: booking.id,
        offer_id: offer.id,
        transfer_id: null,
        lot_id: null,
        reason: 'offer_bonus' as const,
        created_at: now.toISOString(),
      }
      const key = `offer:${offer.id}:${booking.id}`
      const pendingTarget = cancelled || over ? 0 : bonus
      if (pendingTarget !== pending)
        await record(trx, {
          ...entry,
          bucket: 'pending',
          points: pendingTarget - pending,
          event_key: `${key}:pending:${booking.version}:${pendingTarget}`,
        })
      // Earned once, as a stay's own points: a stay that is over cannot be cancelled.
      if (over && earned === 0 && bonus > 0)
        await record(trx, {
          ...entry,
          bucket: 'earned',
          points: bonus,
          event_key: `${key}:earned`,
        })
    }
}
