// The answers of the gift voucher calls (issue 35, decision 045); the requests are in giftVouchers.ts.
import * as z from 'zod'
import { GIFT_VOUCHER_MOVES, GIFT_VOUCHER_STATES } from './giftVouchers'

const money = z.number().int()

/** A voucher as its holder sees it: by its code, which only they (and the mail) know. */
export const giftVoucherSchema = z.object({
  code: z.string(),
  amount: money,
  balance: money,
  currency: z.string(),
  state: z.enum(GIFT_VOUCHER_STATES),
  /** The last day it can be spent on a booking. */
  validUntil: z.string(),
  recipientName: z.string(),
})
export type GiftVoucher = z.infer<typeof giftVoucherSchema>

/** What the buyer's page shows once bought: the voucher, and where it was mailed. */
export const giftVoucherBoughtSchema = giftVoucherSchema.extend({
  mailedTo: z.string(),
})
export type GiftVoucherBought = z.infer<typeof giftVoucherBoughtSchema>

/** POST /api/v1/gift-vouchers/balance: what is left, never who bought it. */
export const giftVoucherBalanceSchema = giftVoucherSchema.omit({
  recipientName: true,
})
export type GiftVoucherBalance = z.infer<typeof giftVoucherBalanceSchema>

export const giftVoucherMoveSchema = z.object({
  kind: z.enum(GIFT_VOUCHER_MOVES),
  /** Minor units: positive adds to the balance, negative takes from it. */
  amount: money,
  bookingId: z.string().nullable(),
  at: z.string(),
})

/** A voucher as staff see it: its code's last four signs only (decision 045). */
export const adminGiftVoucherSchema = z.object({
  voucherId: z.string(),
  codeEnd: z.string(),
  amount: money,
  balance: money,
  currency: z.string(),
  state: z.enum(GIFT_VOUCHER_STATES),
  buyerName: z.string(),
  buyerEmail: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  createdAt: z.string(),
  validUntil: z.string(),
  moves: z.array(giftVoucherMoveSchema),
})
export type AdminGiftVoucher = z.infer<typeof adminGiftVoucherSchema>

export const adminGiftVouchersResponseSchema = z.object({
  vouchers: z.array(adminGiftVoucherSchema),
})
export type AdminGiftVouchersResponse = z.infer<
  typeof adminGiftVouchersResponseSchema
>
