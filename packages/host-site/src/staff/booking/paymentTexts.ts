import type { StaffPayment } from '@resort/core/staffBooking'
import type { TFunction } from '../../platform/i18n/translation'
import { fieldErrorText } from '../adminProblems'

/** A payment's kind in words; a fee says what it was charged for. */
export const paymentKindText = (
  t: TFunction<'admin'>,
  { kind, feeFor }: Pick<StaffPayment, 'kind' | 'feeFor'>,
): string =>
  kind === 'fee' && feeFor
    ? t(`booking.payments.fees.${feeFor}`)
    : t(`booking.payments.kinds.${kind}`)

/** An amount's error code in words; more than allowed says the most, in the booking's currency. */
export const amountErrorText = (
  t: TFunction<'admin'>,
  code: string | undefined,
  most: string,
): string | undefined =>
  code === undefined
    ? undefined
    : code === 'amount_over'
      ? t('booking.money.amount_over', { most })
      : fieldErrorText(t, code, 'amount')
