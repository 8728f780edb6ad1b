// The gift voucher calls (issue 35, decision 045), rows of the endpoint table in a module of their
// own (see endpoints.ts).
import type * as z from 'zod'
import type { cardPaymentResponseSchema } from './booking'
import { publicEndpoint, staffEndpoint, type WireInput } from './endpoint'
import type {
  adminGiftVoucherSchema,
  adminGiftVouchersResponseSchema,
  giftVoucherBalanceSchema,
  giftVoucherBoughtSchema,
} from './giftVoucherResponses'
import type {
  giftVoucherActionSchema,
  giftVoucherBalanceRequestSchema,
  giftVoucherOrderSchema,
  giftVoucherPurchaseSchema,
} from './giftVouchers'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const giftVoucherCardPayment = /* @__PURE__ */ publicEndpoint<
  In<typeof giftVoucherOrderSchema>,
  Out<typeof cardPaymentResponseSchema>
>('giftVoucherCardPayment', 'POST', '/api/v1/gift-vouchers/card-payment', [
  'payment_unavailable',
])
export const purchaseGiftVoucher = /* @__PURE__ */ publicEndpoint<
  In<typeof giftVoucherPurchaseSchema>,
  Out<typeof giftVoucherBoughtSchema>
>('purchaseGiftVoucher', 'POST', '/api/v1/gift-vouchers/purchase', [
  'not_found',
  'payment_incomplete',
])
export const giftVoucherBalance = /* @__PURE__ */ publicEndpoint<
  In<typeof giftVoucherBalanceRequestSchema>,
  Out<typeof giftVoucherBalanceSchema>
>('giftVoucherBalance', 'POST', '/api/v1/gift-vouchers/balance', ['not_found'])
export const adminGiftVouchers = /* @__PURE__ */ staffEndpoint<
  undefined,
  Out<typeof adminGiftVouchersResponseSchema>
>('adminGiftVouchers', 'GET', '/api/v1/admin/gift-vouchers')
export const voidGiftVoucher = /* @__PURE__ */ staffEndpoint<
  In<typeof giftVoucherActionSchema>,
  Out<typeof adminGiftVoucherSchema>
>('voidGiftVoucher', 'POST', '/api/v1/admin/gift-vouchers/void', [
  'not_found',
  'conflict',
])
export const refundGiftVoucher = /* @__PURE__ */ staffEndpoint<
  In<typeof giftVoucherActionSchema>,
  Out<typeof adminGiftVoucherSchema>
>('refundGiftVoucher', 'POST', '/api/v1/admin/gift-vouchers/refund', [
  'not_found',
  'conflict',
  'payment_unavailable',
])
