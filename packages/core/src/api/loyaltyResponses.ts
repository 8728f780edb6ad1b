// The loyalty club's answers (decision 021), in classic zod: only the server and the API document
// run them, so the site's loyalty code bundles zod mini only (decision 014).
import * as z from 'zod'
import { POINTS_REASONS } from './loyalty'

/** The member's club membership and points, as the profile shows them. */
export const loyaltySummarySchema = z.object({
  /** Ten digits: what another member types to send points. */
  memberNumber: z.string(),
  joinedAt: z.iso.datetime(),
  points: z.object({
    /** Spendable. */
    earned: z.number().int(),
    /** For stays still to come: earned once the stay is over. */
    pending: z.number().int(),
    /** Paying stays still to come (decision 046): spent at the stay, returned if it is cancelled. */
    held: z.number().int().optional(),
    /** When the earned points expire if the member neither stays nor transfers before. */
    expiresAt: z.iso.datetime().nullable(),
  }),
  rules: z.object({
    pointsPerEuro: z.number().int(),
    inactivityMonths: z.number().int(),
    transferMinimum: z.number().int(),
    transferYearlyMaximum: z.number().int(),
    /** Points sent in this calendar year. */
    transferredThisYear: z.number().int(),
  }),
})

export type LoyaltySummary = z.infer<typeof loyaltySummarySchema>

/** GET /api/v1/crm/loyalty: the summary, or null for a member who has not joined. */
export const loyaltyResponseSchema = z.object({
  loyalty: loyaltySummarySchema.nullable(),
})

/** One ledger entry, as the points history lists it (newest first). */
export const pointsEntrySchema = z.object({
  id: z.string(),
  bucket: z.enum(['pending', 'earned', 'held']),
  points: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  /** The booking it is for (stays). */
  bookingId: z.string().nullable(),
  /** The exclusive offer whose bonus it is (offer_bonus), titled in the asked language. */
  offer: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Staff's reason for an adjustment (issue 14). */
  note: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
})

export type PointsEntry = z.infer<typeof pointsEntrySchema>

/** GET /api/v1/crm/points-history. */
export const pointsHistoryResponseSchema = z.object({
  entries: z.array(pointsEntrySchema),
})

/** The answer to a transfer: what moved, and the sender's points after. */
export const pointsTransferredResponseSchema = z.object({
  transferId: z.string(),
  points: z.number().int(),
  loyalty: loyaltySummarySchema,
})

/** One of the member's bookings, as my-bookings lists it. */
export const memberReservationSchema = z.object({
  bookingId: z.string(),
  /** Opens the booking in the manage flow: a fresh signed link for its member. */
  bookingURI: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  checkIn: z.string(),
  checkOut: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  totalPrice: z.number().int(),
  currency: z.string(),
  /** Whether the stay earns points, and how many it holds now in which bucket. */
  earnsPoints: z.boolean(),
  points: z.number().int(),
  pointsState: z.enum(['pending', 'earned', 'none']),
})

/** A guest booking made with the member's address, which the member may add to their own. */
export const claimableReservationSchema = z.object({
  bookingId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  propertyName: z.string(),
})

/** GET /api/v1/crm/user-reservations-data (and the answer to a claim). */
export const memberReservationsResponseSchema = z.object({
  reservations: z.array(memberReservationSchema),
  claimable: z.array(claimableReservationSchema),
})

export type MemberReservation = z.infer<typeof memberReservationSchema>
export type ClaimableReservation = z.infer<typeof claimableReservationSchema>
export type MemberReservations = z.infer<
  typeof memberReservationsResponseSchema
>
