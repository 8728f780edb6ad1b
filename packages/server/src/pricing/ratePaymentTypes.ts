import type { PaymentType } from '@resort/core/api'

/**
 * How a rate's booking may be secured, its own payment type first. A rate that needs no guarantee
 * may also be guaranteed by card where the property takes card guarantees: the room is then held
 * for a late arrival. Nothing is charged either way, so the price is the same.
 */
export function ratePaymentTypes(
  property: { paymentMethods: readonly { type: PaymentType }[] },
  rate: { guarantee: PaymentType },
): PaymentType[] {
  const offered = new Set(property.paymentMethods.map((method) => method.type))
  if (rate.guarantee === 'NOGUARANTEE' && offered.has('CCARD_GUARANTEE'))
    return ['NOGUARANTEE', 'CCARD_GUARANTEE']
  return [rate.guarantee]
}
