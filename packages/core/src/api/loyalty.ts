// The loyalty club's calls (issue 13, SPEC 7 /api/v1/crm/; decision 021): joining, the member's
// points and their history, and transfers between members. Request schemas in zod mini (decision
// 014); the answers' classic schemas are in loyaltyResponses.ts.
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import { requiredText } from '../validation/schemaParts'
import { languageParam } from './stayQuery'

/**
 * The club's rules (decision 021), one source for the server that applies them and the pages
 * that explain them: points per whole euro of a stay, expiry after months without a stay or a
 * transfer (with reminders so many days before), and the limits of a transfer.
 */
export const CLUB_RULES = {
  pointsPerEuro: 10,
  inactivityMonths: 24,
  reminderDays: [60, 30, 7],
  transferMinimum: 500,
  transferYearlyMaximum: 50_000,
  /**
   * Points as payment (issue 35, decision 046): the published rate, 200 points for 1 euro (half
   * a cent a point), spent in steps of 100 from 1,000.
   */
  paymentPointsPerEuro: 200,
  paymentStep: 100,
  paymentMinimum: 1_000,
} as const

/** What `points` pay at the published rate, in cents. */
export const pointsPaymentCents = (points: number): number =>
  Math.floor((points * 100) / CLUB_RULES.paymentPointsPerEuro)

/** The points worth at least `cents`, in whole steps (what a cancellation fee keeps of them). */
export const pointsCovering = (cents: number): number =>
  Math.ceil(
    (cents * CLUB_RULES.paymentPointsPerEuro) / 100 / CLUB_RULES.paymentStep,
  ) * CLUB_RULES.paymentStep

/** The points worth at most `cents`, in whole steps (what a cheaper change gives back). */
export const pointsWithin = (cents: number): number =>
  Math.floor(
    (cents * CLUB_RULES.paymentPointsPerEuro) / 100 / CLUB_RULES.paymentStep,
  ) * CLUB_RULES.paymentStep

/**
 * The most of `balance` points that may pay `left` cents of a stay (decision 046): whole steps,
 * never more than is left; 0 when that is below the minimum.
 */
export function pointsPayable(balance: number, left: number): number {
  const most = Math.min(
    balance - (balance % CLUB_RULES.paymentStep),
    pointsWithin(Math.max(left, 0)),
  )
  return most >= CLUB_RULES.paymentMinimum ? most : 0
}

/** Why points cannot pay a stay, on the `points` field (decision 046). */
export const POINTS_PAYMENT_REFUSALS = [
  // Only a signed-in club member with a confirmed address pays with points.
  'points_members_only',
  'points_below_minimum',
  'points_step',
  'points_not_enough',
  'points_above_total',
  // Spent meanwhile (another booking, a transfer) since the quote.
  'points_changed',
] as const
export type PointsPaymentRefusal = (typeof POINTS_PAYMENT_REFUSALS)[number]

/** Why the club refused a call, as a field code the site translates. */
export const LOYALTY_ERROR_CODES = [
  // Only club members hold and move points.
  'not_a_member',
  // No member has this number and last name (one answer for both).
  'recipient_unknown',
  'recipient_self',
  'below_minimum',
  'yearly_limit',
  'insufficient_points',
] as const
export type LoyaltyErrorCode = (typeof LOYALTY_ERROR_CODES)[number]

/** Why a ledger entry was written, as the points history shows it. */
export const POINTS_REASONS = [
  'stay_booked',
  'stay_changed',
  'stay_cancelled',
  'stay_completed',
  'transfer_in',
  'transfer_out',
  'adjustment',
  'expiry',
  // Bonus points of an exclusive offer the member activated (decision 024).
  'offer_bonus',
  // Points paying a stay (decision 046): held at booking, spent at the stay, returned on cancellation.
  'points_paid',
  'points_spent',
  'points_returned',
] as const
export type PointsReason = (typeof POINTS_REASONS)[number]

/** GET /api/v1/crm/points-history: offers' titles in a language (the member's own when not given). */
export const pointsHistoryQuerySchema = zm.object({
  lang: zm.optional(zm.enum(LANGUAGES)),
})

/** POST /api/v1/crm/transfer-points: points to another member, named by number and last name. */
export const transferPointsRequestSchema = zm.object({
  /** The client's id of this transfer (a UUID): sent again after a lost answer, it moves nothing more. */
  requestId: zm.string().check(zm.uuid('invalid')),
  memberNumber: zm
    .string({ error: 'required' })
    .check(
      zm.trim(),
      zm.minLength(1, 'required'),
      zm.regex(/^\d[\d ]{8,14}$/, 'invalid'),
    ),
  lastName: requiredText(100),
  points: zm
    .number({ error: 'required' })
    .check(
      zm.int('invalid'),
      zm.positive('invalid'),
      zm.lte(1_000_000, 'invalid'),
    ),
})

/** GET /api/v1/crm/user-reservations-data: the member's bookings, in a language. */
export const memberReservationsQuerySchema = zm.object({ lang: languageParam })

/** POST /api/v1/crm/claim-reservation: a guest booking made with the member's address. */
export const claimReservationRequestSchema = zm.object({
  bookingId: requiredText(32),
  /** The language of the list it answers with; the member's own when not given. */
  lang: zm.optional(zm.enum(LANGUAGES)),
})
