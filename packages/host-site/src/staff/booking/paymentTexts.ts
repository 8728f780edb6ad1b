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

/**
 * What a refund of `payment` will do, as the question staff confirm (issue 32): how much, of
 * which payment of which day, of which booking.
 */
export const refundQuestionText = (
  t: TFunction<'admin'>,
  { kind, feeFor }: Pick<StaffPayment, 'kind' | 'feeFor'>,
  values: { amount: string; day: string; number: string },
): string =>
  t(
    `booking.refund.confirm_text.${kind === 'fee' && feeFor ? feeFor : kind}`,
    values,
  )

/** The day of a moment (ISO date-time) in the page's language, as the payments table's time shows it. */
export const formatDay = (isoDateTime: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    new Date(isoDateTime),
  )
