// Promo codes (issue 35, decision 044): staff create and void them; the guest's code travels with
// the quote and the booking (quote.ts). Request schemas in zod mini (decision 014: the admin pages
// run them); the answers' are in promoCodeResponses.ts.
import * as zm from 'zod/mini'
import { PROMO_CODE_PATTERN } from './promoCodePattern'
import { catalogIdSchema, isoDateSchema } from './stayQuery'

export const PROMO_CODE_KINDS = ['percent', 'amount'] as const
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number]

/** Why the server did not apply a code, on the `promoCode` field (decision 044). */
export const PROMO_CODE_REFUSALS = [
  'promo_code_unknown',
  'promo_code_not_yet',
  'promo_code_expired',
  'promo_code_stay_dates',
  'promo_code_min_nights',
  'promo_code_not_here',
  'promo_code_used_up',
  'promo_code_guest_limit',
  'promo_code_not_combinable',
] as const
export type PromoCodeRefusal = (typeof PROMO_CODE_REFUSALS)[number]

const wholeNumber = (min: number, max: number) =>
  zm
    .number({ error: 'required' })
    .check(
      zm.int('invalid'),
      zm.minimum(min, 'too_small'),
      zm.maximum(max, 'too_large'),
    )

const inOrder = (from: string | undefined, to: string | undefined) =>
  from === undefined || to === undefined || from <= to

/** POST /api/v1/admin/promo-codes: a new code; the code itself is unique without regard to case. */
export const createPromoCodeRequestSchema = zm
  .object({
    code: zm
      .string()
      .check(
        zm.trim(),
        zm.minLength(1, 'required'),
        zm.regex(PROMO_CODE_PATTERN, 'promo_code_invalid'),
      ),
    kind: zm.enum(PROMO_CODE_KINDS, 'required'),
    /** A whole percentage (1-100), or an amount in the currency's minor units. */
    value: wholeNumber(1, 100_000_000),
    /** The currency of an amount; a percentage has none. */
    currency: zm.optional(zm.string().check(zm.regex(/^[A-Z]{3}$/, 'invalid'))),
    /** The properties it applies to; none: every property. */
    propertyIds: zm._default(
      zm.array(catalogIdSchema).check(zm.maxLength(100, 'too_many')),
      [],
    ),
    /** The rates it applies to; none: every rate of those properties. */
    ratePlanIds: zm._default(
      zm.array(catalogIdSchema).check(zm.maxLength(200, 'too_many')),
      [],
    ),
    /** Every night of the stay between these, both included. */
    stayFrom: zm.optional(isoDateSchema),
    stayTo: zm.optional(isoDateSchema),
    /** The day of booking between these, both included. */
    bookFrom: zm.optional(isoDateSchema),
    bookTo: zm.optional(isoDateSchema),
    minNights: zm._default(wholeNumber(1, 365), 1),
    /** Uses in all; none: no limit. */
    maxUses: zm.optional(wholeNumber(1, 1_000_000)),
    /** Uses by one guest (their e-mail address); none: no limit. */
    maxUsesPerGuest: zm.optional(wholeNumber(1, 1000)),
    /** Whether it applies together with the member price. */
    combinable: zm._default(zm.boolean(), false),
  })
  .check(
    zm.superRefine((code, context) => {
      const at = (path: string, message: string) =>
        context.issues.push({
          code: 'custom',
          path: [path],
          message,
          input: code,
        })
      if (code.kind === 'percent' && code.value > 100) at('value', 'too_large')
      if (code.kind === 'amount' && !code.currency) at('currency', 'required')
      if (code.kind === 'percent' && code.currency) at('currency', 'invalid')
      if (!inOrder(code.stayFrom, code.stayTo)) at('stayTo', 'before_start')
      if (!inOrder(code.bookFrom, code.bookTo)) at('bookTo', 'before_start')
    }),
  )

/** POST /api/v1/admin/promo-codes/void: a code no longer applies; its bookings keep it. */
export const voidPromoCodeRequestSchema = zm.object({
  codeId: zm
    .string()
    .check(zm.minLength(1, 'required'), zm.maxLength(40, 'too_long')),
})
