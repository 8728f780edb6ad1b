import {
  CLUB_RULES,
  pointsPayable,
  pointsPaymentCents,
  type FinalQuoteResponse,
  type PointsPaymentRefusal,
} from '@resort/core/api'
import type { Kysely, Transaction } from 'kysely'
import type { DatabaseKind } from '#db/databaseKind'
import type { Database } from '#db/schema'
import { ApiProblem, invalidParam } from '#http/errors'
import { quoteAfterPaid } from '../giftVouchers/quoteGiftVoucher'
import {
  balancesOf,
  debitOldestFirst,
  lockMembers,
  record,
} from '../loyalty/ledger'

// Club points paying a stay (issue 35, decision 046): at the published rate, held from booking,
// spent once the stay is over, returned when it is cancelled; each move a ledger entry.

// A transaction is a Kysely too: every function here runs inside one or on the pool.
type Db = Kysely<Database>

/** The entries of points paying stays: not what a stay earns (loyalty/stays.ts). */
export const POINTS_PAYMENT_REASONS = [
  'points_paid',
  'points_spent',
  'points_returned',
] as const

const REFUSAL_TEXT: Record<PointsPaymentRefusal, string> = {
  points_members_only:
    'Points pay a stay for a signed-in club member whose address is confirmed.',
  points_below_minimum: `Points pay from ${CLUB_RULES.paymentMinimum} points.`,
  points_step: `Points pay in steps of ${CLUB_RULES.paymentStep}.`,
  points_not_enough: 'You do not have so many points to spend.',
  points_above_total: 'These points would pay more than is left to pay.',
  points_changed:
    'Your points changed since the price was shown. Please look at them again and book.',
}

const pointsRefused = (reason: PointsPaymentRefusal) =>
  reason === 'points_changed'
    ? new ApiProblem(409, 'conflict', REFUSAL_TEXT[reason], { points: reason })
    : invalidParam('points', reason, REFUSAL_TEXT[reason])

/**
 * A quote paid in part by the member's points (decision 046): what is left after a voucher, at
 * most; the plan asks the card only for the rest.
 */
export async function withPoints(
  db: Db,
  quote: FinalQuoteResponse,
  points: number,
  payer: string | undefined,
): Promise<FinalQuoteResponse> {
  if (!payer) {
    if (points === 0) return quote
    throw pointsRefused('points_members_only')
  }
  const voucher = quote.giftVoucher?.applied ?? 0
  const left = quote.totalPrice - voucher
  const { earned } = await balancesOf(db, payer)
  const offered = {
    ...quote,
    pointsOffer: { balance: earned, maximum: pointsPayable(earned, left) },
  }
  if (points === 0) return offered
  if (points < CLUB_RULES.paymentMinimum)
    throw pointsRefused('points_below_minimum')
  if (points % CLUB_RULES.paymentStep !== 0) throw pointsRefused('points_step')
  const amount = pointsPaymentCents(points)
  if (amount > left) throw pointsRefused('points_above_total')
  if (earned < points) throw pointsRefused('points_not_enough')
  return {
    ...quoteAfterPaid(offered, voucher + amount),
    pointsPayment: { points, amount },
  }
}

/**
 * In the booking's transaction: the points leave the member's earned points, oldest first, and
 * are held for the booking. Points spent meanwhile are a 409, and nothing is booked.
 */
export async function holdPoints(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  hold: { memberId: string; bookingId: string; points: number; at: Date },
): Promise<void> {
  await lockMembers(trx, kind, [hold.memberId])
  const taken = await debitOldestFirst(trx, hold.memberId, hold.points, {
    reason: 'points_paid',
    eventKey: `points_paid:${hold.bookingId}`,
    bookingId: hold.bookingId,
    now: hold.at,
  })
  if (!taken) throw pointsRefused('points_changed')
  await record(trx, {
    user_id: hold.memberId,
    bucket: 'held',
    points: hold.points,
    reason: 'points_paid',
    booking_id: hold.bookingId,
    transfer_id: null,
    lot_id: null,
    event_key: `points_paid:${hold.bookingId}:held`,
    created_at: hold.at.toISOString(),
  })
}

async function heldFor(db: Db, bookingId: string) {
  const rows = await db
    .selectFrom('points_entries')
    .select(['user_id', 'points', 'reason'])
    .where('booking_id', '=', bookingId)
    .where('bucket', '=', 'held')
    .execute()
  if (rows.length === 0) return undefined
  const sum = (keep: (reason: string) => boolean) =>
    rows.filter((row) => keep(row.reason)).reduce((s, row) => s + row.points, 0)
  return {
    memberId: rows[0]!.user_id,
    // What still pays the stay (paid less returned), and what is held now (less spent).
    paying: sum((reason) => reason !== 'points_spent'),
    held: sum(() => true),
  }
}

/** The points paying a booking, for its view: as many as paid and not returned. */
export async function bookingPoints(
  db: Db,
  bookingId: string,
): Promise<{ points: number; amount: number } | undefined> {
  const held = await heldFor(db, bookingId)
  if (!held || held.paying <= 0) return undefined
  return { points: held.paying, amount: pointsPaymentCents(held.paying) }
}

/**
 * Gives held points back to the member's earned points (a cancellation, or a change the points
 * now pay more than): all held but `keep`, at most `upTo`, in whole steps, under a key naming
 * the booking and the occasion, so it is written once. Answers the points returned.
 */
export async function returnPoints(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  give: {
    bookingId: string
    occasion: string
    at: Date
    upTo?: number
    keep?: number
  },
): Promise<number> {
  const { bookingId } = give
  const held = await heldFor(trx, bookingId)
  if (!held) return 0
  const wanted = Math.min(
    held.held - (give.keep ?? 0),
    give.upTo ?? Number.POSITIVE_INFINITY,
  )
  const back =
    Math.floor(wanted / CLUB_RULES.paymentStep) * CLUB_RULES.paymentStep
  if (back <= 0) return 0
  await lockMembers(trx, kind, [held.memberId])
  const entry = {
    user_id: held.memberId,
    reason: 'points_returned' as const,
    booking_id: bookingId,
    transfer_id: null,
    lot_id: null,
    created_at: give.at.toISOString(),
  }
  await record(trx, {
    ...entry,
    bucket: 'held',
    points: -back,
    event_key: `points_returned:${bookingId}:${give.occasion}:held`,
  })
  // Earned again as a credit of its own (a new lot); the stay's own earning does not count it.
  await record(trx, {
    ...entry,
    bucket: 'earned',
    points: back,
    event_key: `points_returned:${bookingId}:${give.occasion}:earned`,
  })
  return back
}

/** Points still held for a stay that is over are spent (the club's round, loyalty/stays.ts). */
export async function spendHeldPoints(
  trx: Db,
  bookingId: string,
  at: Date,
): Promise<void> {
  const held = await heldFor(trx, bookingId)
  if (!held || held.held <= 0) return
  await record(trx, {
    user_id: held.memberId,
    bucket: 'held',
    points: -held.held,
    reason: 'points_spent',
    booking_id: bookingId,
    transfer_id: null,
    lot_id: null,
    event_key: `points_spent:${bookingId}`,
    created_at: at.toISOString(),
  })
}
