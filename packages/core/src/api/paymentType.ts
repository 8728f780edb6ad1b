/** How a booking is secured (SPEC 3 paymentType); a new booking starts without a guarantee (SPEC 4). */
export const PAYMENT_TYPES = [
  'NOGUARANTEE',
  'CCARD_GUARANTEE',
  'PREPAYMENT',
] as const

export type PaymentType = (typeof PAYMENT_TYPES)[number]
