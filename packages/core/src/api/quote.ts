import * as z from 'zod'
import { childAgesSchema, refineChildAges } from './childAges'
import { giftVoucherCodeSchema } from './giftVouchers'
import { paymentDueSchema } from './paymentPolicy'
import { PROMO_CODE_PATTERN } from './promoCodePattern'
import {
  paymentMethodSchema,
  paymentTypeSchema,
  policySchema,
  boardSchema,
} from './property'
import { MAX_ROOMS } from './stayLimits'
import {
  adultsParam,
  catalogIdSchema,
  childrenParam,
  isoDateSchema,
  languageParam,
  refineStay,
} from './stayQuery'

const quantity = z
  .number()
  .int('whole_number')
  .min(0, 'too_small')
  .max(99, 'too_large')

export const supplementChoiceSchema = z.object({
  serviceId: catalogIdSchema,
  quantity,
})

/** The client's name for a line of its reservation: the quote answers each unit under it. */
const lineIdSchema = z.string().min(1).max(40)

const quoteUnitShape = {
  lineId: z.optional(lineIdSchema),
  unitId: catalogIdSchema,
  adults: adultsParam,
  children: childrenParam,
  /** SPEC 3 childAges; a quote may leave them out, a booking gives one per child (issue 33). */
  childAges: z.optional(childAgesSchema),
  supplements: z.array(supplementChoiceSchema).max(30, 'too_many').default([]),
}

export const quoteUnitRequestSchema = z
  .object(quoteUnitShape)
  .superRefine((unit, context) => refineChildAges(unit, context, [], false))

/** The reservation's units: at least one, at most MAX_ROOMS. */
export const reservationUnitsSchema = z
  .array(quoteUnitRequestSchema)
  .min(1, 'required')
  .max(MAX_ROOMS, 'too_many')

/** A promo code as the guest types it (issue 35); matched without regard to case. */
export const promoCodeSchema = z
  .string()
  .trim()
  .regex(PROMO_CODE_PATTERN, 'promo_code_invalid')

/** POST /api/v1/search/final-price-quote: the whole reservation, priced by the server. */
/** The stay and rate a quote is for; a booking and its card step name the same. */
export const quotedStay = {
  lang: languageParam,
  propertyId: catalogIdSchema,
  rateId: catalogIdSchema,
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  units: reservationUnitsSchema,
  /** Priced by the server from its own table (decision 044); refusals name this field. */
  promoCode: z.optional(promoCodeSchema),
  /** A gift voucher to pay with (decision 045): what it covers is paid at booking. */
  giftVoucher: z.optional(giftVoucherCodeSchema),
  /**
   * Club points to pay with (decision 046), for a signed-in club member: at the published rate,
   * after the voucher, never more than the rest of the total.
   */
  points: z.optional(z.number().int('whole_number').min(0, 'too_small')),
}

export const finalQuoteRequestSchema = z
  .object(quotedStay)
  .superRefine(refineStay)
export type FinalQuoteRequest = z.infer<typeof finalQuoteRequestSchema>

/** POST /api/v1/search/unit-price-quote: one unit, priced by the server. */
export const unitQuoteRequestSchema = z
  .object({
    lang: languageParam,
    propertyId: catalogIdSchema,
    rateId: catalogIdSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
  })
  .extend(quoteUnitShape)
  .superRefine(refineStay)
  .superRefine((unit, context) => refineChildAges(unit, context, [], false))
export type UnitQuoteRequest = z.infer<typeof unitQuoteRequestSchema>

/**
 * One line of a price breakdown, in minor units. Lines add up to the unit's total to the cent:
 * a night at its price, the rate's adjustment of the nights, extra guests, board, a promo code's
 * discount, each extra.
 */
export const breakdownLineSchema = z.object({
  kind: z.enum([
    'night',
    'rate_adjustment',
    'extra_adults',
    'extra_children',
    'board',
    'supplement',
    'promo_code',
  ]),
  /** The night's date for 'night' lines. */
  date: z.optional(isoDateSchema),
  serviceId: z.string().optional(),
  /** The server's name for the line where it has one (rate, board, extra); UIs name the rest by kind. */
  label: z.string().optional(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
})
export type BreakdownLine = z.infer<typeof breakdownLineSchema>

export const selectedSupplementSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Price of one for the whole stay (its price type applied), in minor units. */
  price: z.number().int(),
  total: z.number().int(),
})

export const quotedUnitSchema = z.object({
  /** The request's line id, when it named its lines: a client matches units by it, never by position. */
  lineId: z.optional(z.string()),
  unitId: z.string(),
  unitName: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Nights, extra guests and board: the unit before extras. */
  initialTotal: z.number().int(),
  selectedSupplements: z.array(selectedSupplementSchema),
  total: z.number().int(),
  /** Spelled as the wire field of SPEC 3. */
  priceBrakedown: z.array(breakdownLineSchema),
})
export type QuotedUnit = z.infer<typeof quotedUnitSchema>

/**
 * A quote's member price (issue 13), only for a rate with one. The server alone decides whether
 * it applies: for a verified signed-in club member, never on the client's word (SPEC 3 isLoyalty).
 */
export const memberRateSchema = z.object({
  discountPercent: z.number().int(),
  /** The total at the public price, in minor units. */
  publicTotal: z.number().int(),
  /** The total at the member price, in minor units. */
  memberTotal: z.number().int(),
  /** Whether this quote is priced at the member price (its totalPrice is memberTotal). */
  applied: z.boolean(),
})
export type MemberRate = z.infer<typeof memberRateSchema>

export const finalQuoteResponseSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  rateId: z.string(),
  rateName: z.string(),
  board: boardSchema,
  boardName: z.string(),
  boardPrepaymentMessage: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  nights: z.number().int(),
  currency: z.string(),
  units: z.array(quotedUnitSchema),
  totalPrice: z.number().int(),
  /** Charged at booking under the rate's payment policy, in minor units. */
  prepaymentAmount: z.number().int(),
  /** What the rate's payment policy asks of this stay: at booking, or later on a day. */
  paymentPlan: z.array(paymentDueSchema),
  refundable: z.boolean(),
  freeCancellationUntil: z.nullable(isoDateSchema),
  cancellationFeePercent: z.number().int(),
  guarantee: paymentTypeSchema,
  policy: policySchema,
  paymentMethods: z.array(paymentMethodSchema),
  memberRate: z.optional(memberRateSchema),
  /** The promo code applied (decision 044): its code in upper case and what it takes off in all. */
  promoCode: z.optional(
    z.object({ code: z.string(), discount: z.number().int() }),
  ),
  /**
   * The gift voucher paying (decision 045): what it pays of the total at booking, and what it
   * keeps after. The payment plan is what is left to pay by card.
   */
  giftVoucher: z.optional(
    z.object({
      code: z.string(),
      applied: z.number().int(),
      balanceAfter: z.number().int(),
    }),
  ),
  /** The member's points paying (decision 046): how many, and what they pay in minor units. */
  pointsPayment: z.optional(
    z.object({ points: z.number().int(), amount: z.number().int() }),
  ),
  /**
   * To a signed-in club member only (decision 046): their points, and the most of them that may
   * pay this stay after a voucher (0: none), so the payment step offers what the server takes.
   */
  pointsOffer: z.optional(
    z.object({ balance: z.number().int(), maximum: z.number().int() }),
  ),
})
export type FinalQuoteResponse = z.infer<typeof finalQuoteResponseSchema>

export const unitQuoteResponseSchema = z.object({
  currency: z.string(),
  unit: quotedUnitSchema,
  memberRate: z.optional(memberRateSchema),
})
export type UnitQuoteResponse = z.infer<typeof unitQuoteResponseSchema>
