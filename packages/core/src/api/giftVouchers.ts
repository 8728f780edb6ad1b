// Gift vouchers (issue 35, decision 045): bought with the card page, spent in part or whole on
// bookings, checked by code; staff void and refund them. Request schemas in zod mini (decision
// 014: the voucher page and the admin pages run them); the answers' are in giftVoucherResponses.ts.
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import { MAX_TEXT_LENGTH, requiredText } from '../validation/schemaParts'
import { GIFT_VOUCHER_CODE_PATTERN } from './giftVoucherCode'

/** The amounts a voucher may be bought for, in minor units (10 to 2,000 in the currency). */
export const GIFT_VOUCHER_MIN_AMOUNT = 1_000
export const GIFT_VOUCHER_MAX_AMOUNT = 200_000
/** The amounts the voucher page offers first; any whole amount between the limits may be typed. */
export const GIFT_VOUCHER_AMOUNTS = [5_000, 10_000, 20_000, 50_000] as const
/** Vouchers are sold in the group's currency; properties in it take them. */
export const GIFT_VOUCHER_CURRENCY = 'EUR'
/** How long a voucher is valid from the day it was bought. */
export const GIFT_VOUCHER_VALID_YEARS = 3
export const GIFT_VOUCHER_MESSAGE_LENGTH = 300

export const GIFT_VOUCHER_STATES = [
  'active',
  'spent',
  'void',
  'refunded',
  'expired',
] as const
export type GiftVoucherState = (typeof GIFT_VOUCHER_STATES)[number]

/** Why the server did not take a voucher, on the `giftVoucher` field (decision 045). */
export const GIFT_VOUCHER_REFUSALS = [
  'gift_voucher_invalid',
  'gift_voucher_unknown',
  'gift_voucher_spent',
  'gift_voucher_void',
  'gift_voucher_expired',
  'gift_voucher_currency',
  'gift_voucher_balance_changed',
] as const
export type GiftVoucherRefusal = (typeof GIFT_VOUCHER_REFUSALS)[number]

/** How a voucher's value moved: bought, spent on a booking, given back by one, refunded, voided. */
export const GIFT_VOUCHER_MOVES = [
  'bought',
  'spent',
  'returned',
  'refunded',
  'voided',
] as const
export type GiftVoucherMoveKind = (typeof GIFT_VOUCHER_MOVES)[number]

export const giftVoucherCodeSchema = zm
  .string({ error: 'required' })
  .check(
    zm.minLength(1, 'required'),
    zm.regex(GIFT_VOUCHER_CODE_PATTERN, 'gift_voucher_invalid'),
  )

const email = requiredText(MAX_TEXT_LENGTH, [
  (value) => zm.regexes.email.test(value),
  'email_invalid',
])

const optionalEmail = zm.optional(
  zm.string({ error: 'invalid_type' }).check(
    zm.trim(),
    zm.maxLength(MAX_TEXT_LENGTH, 'too_long'),
    zm.refine(
      (value) => value === '' || zm.regexes.email.test(value),
      'email_invalid',
    ),
  ),
)

/**
 * POST /api/v1/gift-vouchers/card-payment: the voucher as the buyer fills it in, checked before
 * the card step; the card page then takes the amount.
 */
export const giftVoucherOrderSchema = zm.object({
  lang: zm._default(zm.enum(LANGUAGES), 'en'),
  amount: zm
    .number({ error: 'required' })
    .check(
      zm.int('whole_number'),
      zm.minimum(GIFT_VOUCHER_MIN_AMOUNT, 'too_small'),
      zm.maximum(GIFT_VOUCHER_MAX_AMOUNT, 'too_large'),
    ),
  buyerName: requiredText(),
  buyerEmail: email,
  /** Who the voucher is for: its name is printed on it. */
  recipientName: requiredText(),
  /** Where it is mailed; none: to the buyer, to print and give. */
  recipientEmail: optionalEmail,
  message: zm.optional(
    zm
      .string({ error: 'invalid_type' })
      .check(zm.trim(), zm.maxLength(GIFT_VOUCHER_MESSAGE_LENGTH, 'too_long')),
  ),
  /** The origin of the page the card page talks to. */
  parent: zm
    .string()
    .check(
      zm.maxLength(300, 'too_long'),
      zm.regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, 'origin_invalid'),
    ),
})
export type GiftVoucherOrder = zm.infer<typeof giftVoucherOrderSchema>
export type GiftVoucherOrderInput = zm.input<typeof giftVoucherOrderSchema>

/** POST /api/v1/gift-vouchers/purchase: the card page confirmed the intent; the voucher is made. */
export const giftVoucherPurchaseSchema = zm.object({
  intent: zm
    .string()
    .check(zm.regex(/^pi_[A-Za-z0-9]{8,200}$/, 'payment_invalid')),
})

/** POST /api/v1/gift-vouchers/balance: the code in the body, so it is in no address or log. */
export const giftVoucherBalanceRequestSchema = zm.object({
  code: giftVoucherCodeSchema,
})

const voucherId = zm
  .string()
  .check(zm.minLength(1, 'required'), zm.maxLength(40, 'too_long'))

/** POST /api/v1/admin/gift-vouchers/void and /refund: one voucher, by its id (staff never see codes). */
export const giftVoucherActionSchema = zm.object({ voucherId })
