import { formatPrice } from '@resort/core/format'
import {
  refundLeft,
  type StaffBooking,
  type StaffBookingFlows,
  type StaffPayment,
} from '@resort/core/staffBooking'
import { ErrorSummary } from '@resort/widget/forms'
import { useMemo } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fieldErrorText } from '../adminProblems'
import { moneyRefusalText } from './bookingRefusal'
import { MoneyConfirmation } from './MoneyConfirmation'
import { MoneyFields } from './MoneyFields'
import {
  amountErrorText,
  formatDay,
  paymentKindText,
  refundQuestionText,
} from './paymentTexts'
import { useMoneyAction } from './useMoneyAction'

/**
 * Refunds part or all of one payment to the guest's card, with the reason the guest is mailed;
 * it begins at what is left to refund, and refunds only once staff confirm what it refunds
 * (issue 32). The check, the confirmation and the answer are core's (createStaffRefund).
 */
export function RefundPayment({
  booking,
  payment,
  flows,
}: {
  booking: StaffBooking
  payment: StaffPayment
  flows: StaffBookingFlows
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const refund = useMemo(
    () => flows.refund(booking, payment),
    [flows, booking, payment],
  )
  const {
    step,
    draft,
    errors,
    problem,
    busy,
    attempt,
    firstField,
    review,
    confirm,
    revise,
  } = useMoneyAction(refund)
  const most = formatPrice(refundLeft(payment), payment.currency, language)
  const id = `refund-${payment.paymentId}`

  const labels = {
    amount: t('booking.refund.amount'),
    reason: t('booking.refund.reason'),
  }
  const errorTexts = {
    amount: amountErrorText(t, errors.amount, most),
    reason: errors.reason ? fieldErrorText(t, errors.reason) : undefined,
  }

  return (
    <details className="admin-disclosure">
      <summary>
        {t('booking.refund.title', {
          payment: paymentKindText(t, payment),
          reference: payment.gatewayReference,
          most,
        })}
      </summary>
      <ErrorSummary
        title={t('account:form.problem')}
        message={problem ? <p>{moneyRefusalText(t, problem)}</p> : undefined}
        errors={(['amount', 'reason'] as const).flatMap((field) => {
          const error = errorTexts[field]
          return error
            ? [{ id: `${id}-${field}`, label: labels[field], error }]
            : []
        })}
        attempt={attempt}
      />
      {step.phase === 'confirming' ? (
        <MoneyConfirmation
          id={`${id}-confirm`}
          title={t('booking.refund.confirm_title')}
          question={refundQuestionText(t, payment, {
            amount: formatPrice(
              step.request.amount,
              payment.currency,
              language,
            ),
            day: formatDay(payment.createdAt, language),
            number: step.request.id,
          })}
          reason={step.request.reason}
          busy={busy}
          onConfirm={confirm}
          onRevise={revise}
        />
      ) : (
        <form noValidate onSubmit={review}>
          <MoneyFields
            ids={{ amount: `${id}-amount`, reason: `${id}-reason` }}
            labels={labels}
            currency={payment.currency}
            most={most}
            draft={draft}
            errors={errorTexts}
            onChange={(change, field) =>
              refund.getState().change(change, field)
            }
            amountRef={firstField}
          />
          <button type="submit" className="account-button">
            {t('booking.refund.submit')}
          </button>
        </form>
      )}
    </details>
  )
}
