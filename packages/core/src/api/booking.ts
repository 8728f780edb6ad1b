import * as z from 'zod'
import { guestFormSchema } from '../validation/guestFormSchema'
import { reservationHolderSchema } from '../validation/reservationHolderSchema'
import { noCardField, refuseCardNumbers } from './cardDataRefusal'
import { refineUnitsChildAges } from './childAges'
import { scheduledPaymentSchema } from './paymentPolicy'
import {
  calendarDaySchema,
  paymentMethodSchema,
  paymentTypeSchema,
  policySchema,
} from './property'
import {
  breakdownLineSchema,
  quotedStay,
  reservationUnitsSchema,
  selectedSupplementSchema,
} from './quote'
import { REVIEW_STATES } from './reviewStates'
import { isoDateSchema, languageParam, refineStay } from './stayQuery'

const money = z.number().int('whole_number').min(0, 'too_small')

/** A gateway's intent id (Stripe's `seti_…` or `pi_…`). */
const gatewayIntentSchema = z
  .string()
  .regex(/^(seti|pi)_[A-Za-z0-9]{8,200}$/, 'payment_invalid')

/** The stay and rate a booking is for, as new-booking and card-payment name them. */
const stayBooked = {
  ...quotedStay,
  /** The total the guest was shown, in minor units: a different server price is a 409, never a silent charge. */
  expectedTotal: money,
  currency: z.string().length(3, 'currency_invalid'),
  /**
   * What the guest was shown their gift voucher pays (the quote's giftVoucher.applied): required
   * with a voucher, so a balance spent meanwhile is a 409, never a smaller payment unnoticed.
   */
  giftVoucherAmount: z.optional(money),
}

/** The origin of the page the widget is on: the only one the card page talks to. */
const parentOrigin = z
  .string()
  .max(300, 'too_long')
  .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, 'origin_invalid')

/**
 * POST /api/v1/booking/card-payment: starts the gateway's intent for the booking's card step
 * (decision 040): a guarantee saves the card, a prepayment holds the amount due now. The widget
 * opens the card page it answers; the card goes from there to the gateway only.
 */
export const cardPaymentRequestSchema = z
  .object({
    ...stayBooked,
    paymentType: z.enum(['CCARD_GUARANTEE', 'PREPAYMENT'], {
      error: 'payment_type_not_allowed',
    }),
    /**
     * The details new-booking will take, checked now, before the guest types a card: the card
     * is saved for the guest at the gateway, and a detail refused later would cost a card step.
     */
    reservationHolder: reservationHolderSchema,
    guest: guestFormSchema,
    parent: parentOrigin,
  })
  .superRefine(refineStay)
  // Checked before the card step too: the booking after it would refuse them.
  .superRefine((value, context) => refineUnitsChildAges(value, context, true))
  .superRefine((value, context) => refuseCardNumbers(value, context))
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>

export const cardPaymentResponseSchema = z.object({
  /** The gateway's intent: new-booking names it once the card page says "confirmed". */
  intent: z.string(),
  /** The card page to open (in a frame, or by a redirect). */
  cardPage: z.string(),
  /** The origin whose messages about this payment the widget believes. */
  cardOrigin: z.string(),
  /** Minor units taken or held now; 0 for a guarantee. */
  amount: money,
  currency: z.string(),
  /** The built-in test gateway: the payment step says "test mode". */
  testMode: z.boolean(),
})
export type CardPaymentResponse = z.infer<typeof cardPaymentResponseSchema>

/** POST /api/v1/booking/new-booking (honours an Idempotency-Key header). */
export const newBookingRequestSchema = z
  .object({
    ...stayBooked,
    paymentType: paymentTypeSchema,
    reservationHolder: reservationHolderSchema,
    guest: guestFormSchema,
    /**
     * The gateway's intent the card page confirmed (decision 040), as card-payment started it:
     * required for card guarantee and prepayment. The card itself never comes here.
     */
    payment: z.optional(z.object({ intent: gatewayIntentSchema })),
    ...noCardField,
    isPolicyAccepted: z.literal(true, { error: 'policy_not_accepted' }),
  })
  .superRefine(refineStay)
  // Issue 33: a booked unit with children says each child's age (SPEC 3 childAges).
  .superRefine((value, context) => refineUnitsChildAges(value, context, true))
  .superRefine((value, context) => refuseCardNumbers(value, context))
export type NewBookingRequest = z.infer<typeof newBookingRequestSchema>
export type NewBookingRequestInput = z.input<typeof newBookingRequestSchema>

/** The card as the booking keeps it: never the number or security code. */
export const storedCardSchema = z.object({
  brand: z.string(),
  providerCode: z.string().nullable(),
  last4: z.string(),
  expiry: z.string(),
})

export const bookingUnitSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** SPEC 3 childAges as booked (issue 33); absent from answers kept since before them. */
  childAges: z.optional(z.array(z.number().int())),
  initialTotal: z.number().int(),
  total: z.number().int(),
  selectedSupplements: z.array(selectedSupplementSchema),
  priceBrakedown: z.array(breakdownLineSchema),
})

/** An existing booking as the modify flow reads it (SPEC 3); wire spellings kept where the spec has them. */
/**
 * A day a booking could move to (SPEC 3 availabilityCalendar): free for its rooms, and priced for
 * its rooms and rate that night (issue 33: the change of dates shows prices); answers kept from
 * before prices have none.
 */
const bookingDaySchema = calendarDaySchema.partial({
  lowestPrice: true,
  minNights: true,
})

export const existingBookingSchema = z.object({
  bookingId: z.string(),
  /** The signed self-service link: whoever holds it manages this booking, nobody else. */
  bookingURI: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int(),
  deletable: z.boolean(),
  editable: z.boolean(),
  /** Why the booking cannot be changed, as a code the UI translates; null when it can. */
  notEditableReason: z
    .enum(['cancelled', 'started', 'non_refundable', 'prepaid'])
    .nullable(),
  hotelDetails: z.object({
    propertyId: z.string(),
    name: z.string(),
    type: z.string(),
    stars: z.number().int(),
    city: z.string(),
    checkInFrom: z.string(),
    checkOutUntil: z.string(),
  }),
  rate: z.object({
    rateId: z.string(),
    name: z.string(),
    boardName: z.string(),
  }),
  paymentMethods: z.array(paymentMethodSchema),
  paymentType: paymentTypeSchema,
  reservationDetails: z.object({
    total: z.number().int(),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
  }),
  /** Spelled as SPEC 3 spells it: the day the booking was made. */
  rezervationDate: z.string(),
  totalPrice: z.number().int(),
  prepaymentAmount: z.number().int(),
  /** What the rate's payment policy asks for later (issue 32), by day; cancelled ones left out. */
  paymentSchedule: z.array(scheduledPaymentSchema),
  currency: z.string(),
  /** The booked units; the server names them accomodationData (SPEC 3). */
  accomodationData: z.array(bookingUnitSchema),
  reservationHolder: reservationHolderSchema,
  userDetails: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    country: z.string(),
    city: z.string(),
    zipCode: z.string(),
    address: z.string(),
    telephone: z.string(),
    /** The rest of the guest form (SPEC 3), so a change of details keeps what was given. */
    arrivalDetails: z.string(),
    otherComments: z.string(),
    newsletter: z.boolean(),
    sms: z.boolean(),
  }),
  availabilityCalendar: z.array(bookingDaySchema),
  isPolicyAccepted: z.boolean(),
  creditCard: storedCardSchema.nullable(),
  /**
   * What a gift voucher paid (decision 045): the code's last four signs, and the amount it holds
   * of this booking now (less what a change or cancellation gave back to it).
   */
  giftVoucher: z.optional(
    z.object({ codeEnd: z.string(), amount: z.number().int() }),
  ),
  /** The club points paying (decision 046): held until the stay, returned if it is cancelled. */
  pointsPayment: z.optional(
    z.object({ points: z.number().int(), amount: z.number().int() }),
  ),
  loyalty: z.boolean(),
  isGuestsFormActive: z.boolean(),
  scrollToRoomTabs: z.boolean(),
  policy: policySchema,
  /** Verified reviews (issue 16): whether the guest may review the stay now, or why not. */
  review: z.enum(REVIEW_STATES),
  cancellation: z.object({
    refundable: z.boolean(),
    freeUntil: z.nullable(isoDateSchema),
    feePercent: z.number().int(),
    /** What cancelling now would cost, in minor units. */
    feeIfCancelledNow: z.number().int(),
    cancelledAt: z.string().nullable(),
    fee: z.number().int().nullable(),
  }),
})
export type ExistingBookingResponse = z.infer<typeof existingBookingSchema>

export const bookingTokenSchema = z
  .string()
  .min(10, 'token_invalid')
  .max(2000, 'token_invalid')

/** GET /api/v1/booking/view-booking */
export const viewBookingQuerySchema = z.object({
  token: bookingTokenSchema,
  lang: languageParam,
})

/** POST /api/v1/booking/cancel-booking */
export const cancelBookingRequestSchema = z.object({
  token: bookingTokenSchema,
  lang: languageParam,
})

const bookingChange = {
  token: bookingTokenSchema,
  lang: languageParam,
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  units: reservationUnitsSchema,
}

/**
 * POST /api/v1/booking/edit-booking-quote: what a change of dates, units or extras would cost,
 * priced with the booking's own nights counted as free; changes nothing. Answers a final quote.
 */
export const editBookingQuoteRequestSchema = z
  .object(bookingChange)
  .superRefine(refineStay)
export type EditBookingQuoteRequest = z.infer<
  typeof editBookingQuoteRequestSchema
>

/** POST /api/v1/booking/edit-booking: new dates, units and extras, re-priced and re-taken atomically. */
export const editBookingRequestSchema = z
  .object({
    ...bookingChange,
    /** The total the guest was shown for the change; another server price is a 409. */
    expectedTotal: money,
    ...noCardField,
  })
  .superRefine(refineStay)
  .superRefine((value, context) => refuseCardNumbers(value, context))
export type EditBookingRequest = z.infer<typeof editBookingRequestSchema>

/**
 * POST /api/v1/booking/edit-guest: the guest's contact details (SPEC 3 guest form), for a booking
 * that is not cancelled and whose stay has not ended; the price and the nights do not change.
 */
export const editGuestRequestSchema = z
  .object({
    token: bookingTokenSchema,
    lang: languageParam,
    guest: guestFormSchema,
  })
  .superRefine((value, context) => refuseCardNumbers(value, context))
export type EditGuestRequest = z.infer<typeof editGuestRequestSchema>
export type EditGuestRequestInput = z.input<typeof editGuestRequestSchema>

/**
 * POST /api/v1/booking/replace-card: the card step for another card on a booking whose policy
 * still asks for money (issue 32), e.g. after its card was declined.
 */
export const replaceCardRequestSchema = z.object({
  token: bookingTokenSchema,
  lang: languageParam,
  parent: parentOrigin,
})
export type ReplaceCardRequest = z.infer<typeof replaceCardRequestSchema>

/** POST /api/v1/booking/card-replaced: the card page confirmed the new card; payments waiting are made with it. */
export const cardReplacedRequestSchema = z.object({
  token: bookingTokenSchema,
  lang: languageParam,
  intent: gatewayIntentSchema,
})
export type CardReplacedRequest = z.infer<typeof cardReplacedRequestSchema>

/**
 * POST /api/v1/booking/find-booking: the self-service link for a booking id and the guest's
 * e-mail. Both must match; which one did not is not told.
 */
export const findBookingRequestSchema = z.object({
  bookingId: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'required')
    .max(32, 'too_long'),
  email: z.string().trim().min(1, 'required').max(255, 'too_long'),
  lang: languageParam,
})
export type FindBookingRequest = z.input<typeof findBookingRequestSchema>

export const findBookingResponseSchema = z.object({ bookingURI: z.string() })
export type FindBookingResponse = z.infer<typeof findBookingResponseSchema>

/** GET /api/v1/booking/view-booking-availability: days the booking's units could move to. */
export const bookingAvailabilityQuerySchema = z.object({
  token: bookingTokenSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  lang: languageParam,
})

export const bookingAvailabilityResponseSchema = z.object({
  days: z.array(bookingDaySchema),
})
