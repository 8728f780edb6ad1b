import { formatPrice } from '@resort/core/format'
import {
  suggestedAmount,
  type StaffBooking,
  type StaffBookingFlows,
  type StaffFee,
} from '@resort/core/staffBooking'
import { ErrorSummary, RadioGroup } from '@resort/widget/forms'
import { useMemo } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fieldErrorText } from '../adminProblems'
import { moneyRefusalText } from './bookingRefusal'
import { MoneyConfirmation } from './MoneyConfirmation'
import { MoneyFields } from './MoneyFields'
import { amountErrorText } from './paymentTexts'
import { useMoneyAction } from './useMoneyAction'

/**
 * Charges a no-show or late-cancellation fee to the card the booking keeps, with the reason the
 * guest is mailed: only the fees that may be charged now, beginning at the rate's amount, and
 * only once staff confirm what it charges (issue 32). The fees, the check, the confirmation and
 * the answer are core's (createStaffFeeCharge); this only renders them.
 */
export function ChargeFee({
  booking,
  card,
  flows,
}: {
  booking: StaffBooking
  /** The card on file, in words. */
  card: string
  flows: StaffBookingFlows
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  // A fresh charge for each booking shown: its fees and amounts are that booking's.
  const fees = useMemo(() => flows.fees(booking), [flows, booking])
  const charge = useMemo(() => flows.feeCharge(booking), [flows, booking])
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
  } = useMoneyAction(charge)
  const chosen = fees.find((fee) => fee.fee === draft.fee)
  const most = formatPrice(chosen?.most ?? 0, booking.currency, language)

  const choose = (fee: StaffFee) => {
    const next = fees.find((each) => each.fee === fee)
    if (next)
      charge
        .getState()
        .change({ fee, amount: suggestedAmount(next, booking.currency) }, 'fee')
  }

  const labels = {
    fee: t('booking.fee.kind'),
    amount: t('booking.fee.amount'),
    reason: t('booking.fee.reason'),
  }
  const errorTexts = {
    fee: errors.fee ? fieldErrorText(t, errors.fee) : undefined,
    amount: amountErrorText(t, errors.amount, most),
    reason: errors.reason ? fieldErrorText(t, errors.reason) : undefined,
  }
  const ids = {
    fee: `fee-kind-${fees[0]?.fee ?? ''}`,
    amount: 'fee-amount',
    reason: 'fee-reason',
  }

  return (
    <details className="admin-disclosure">
      <summary>{t('booking.fee.title')}</summary>
      {fees.length === 0 ? (
        <p>{t('booking.fee.none_now')}</p>
      ) : (
        <>
          <ErrorSummary
            title={t('account:form.problem')}
            message={
              problem ? <p>{moneyRefusalText(t, problem)}</p> : undefined
            }
            errors={(['fee', 'amount', 'reason'] as const).flatMap((field) => {
              const error = errorTexts[field]
              return error
                ? [{ id: ids[field], label: labels[field], error }]
                : []
            })}
            attempt={attempt}
          />
          <p>{t('booking.fee.card_note', { card })}</p>
          {step.phase === 'confirming' ? (
            <MoneyConfirmation
              id="fee-confirm"
              title={t('booking.fee.confirm_title')}
              question={t(`booking.fee.confirm_text.${step.request.fee}`, {
                amount: formatPrice(
                  step.request.amount,
                  booking.currency,
                  language,
                ),
                card,
                number: step.request.id,
              })}
              reason={step.request.reason}
              busy={busy}
              onConfirm={confirm}
              onRevise={revise}
            />
          ) : (
            <form noValidate onSubmit={review}>
              <RadioGroup
                id="fee-kind"
                name="fee-kind"
                focusRef={firstField}
                legend={labels.fee}
                options={fees.map(({ fee }) => ({
                  value: fee,
                  label: t(`booking.fee.kinds.${fee}`),
                }))}
                value={draft.fee || undefined}
                onChange={choose}
                error={errorTexts.fee}
              />
              <MoneyFields
                ids={ids}
                labels={labels}
                currency={booking.currency}
                most={most}
                draft={draft}
                errors={errorTexts}
                onChange={(change, field) =>
                  charge.getState().change(change, field)
                }
              />
              <button type="submit" className="account-button">
                {t('booking.fee.submit')}
              </button>
            </form>
          )}
        </>
      )}
    </details>
  )
}
