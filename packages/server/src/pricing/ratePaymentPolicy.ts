import type { PaymentPolicy } from '@resort/core/api'
import type { CatalogRatePlan } from '../catalog/catalogSnapshot'

/** A rate's payment policy from its columns (issue 32). */
export const ratePaymentPolicy = (
  rate: Pick<
    CatalogRatePlan,
    | 'payment_amount'
    | 'payment_value'
    | 'payment_trigger'
    | 'payment_days'
    | 'payment_mode'
  >,
): PaymentPolicy => ({
  amount: rate.payment_amount,
  value: rate.payment_value,
  trigger: rate.payment_trigger,
  days: rate.payment_days,
  mode: rate.payment_mode,
})
