import { MAX_STAFF_REASON } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { StaffCancelFlow } from '@resort/core/staffBooking'
import type { StaffBooking } from '@resort/core/staffBooking'
import { CheckboxField, ErrorSummary, TextField } from '@resort/widget/forms'
import { useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fieldErrorText } from '../adminProblems'
import { bookingRefusalText } from './bookingRefusal'

/**
 * Cancels a booking for the guest, with the reason the guest is mailed; the fee is the rate's,
 * unless staff waive it. Asks once more before it cancels. The check, the question and the answer
 * are core's (createStaffCancelFlow); the form keeps only what is typed.
 */
export function CancelOnBehalf({
  booking,
  flow,
}: {
  booking: StaffBooking
  flow: StaffCancelFlow
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const waiveFee = useStore(flow, (state) => state.waiveFee)
  const confirming = useStore(flow, (state) => state.confirming)
  const errors = useStore(flow, (state) => state.errors)
  const problem = useStore(flow, (state) => state.problem)
  const [reason, setReason] = useState('')
  // Each failed press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const fee = booking.cancellation.feeIfCancelledNow
  const reasonError = errors.reason
    ? fieldErrorText(t, errors.reason)
    : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { ask, busy, confirm } = flow.getState()
    if (busy) return
    const failed = () => setAttempt((count) => count + 1)
    if (!confirming) {
      if (!ask(reason)) failed()
      return
    }
    void confirm(reason).then((cancelled) => cancelled || failed())
  }

  return (
    <section className="admin-card" aria-labelledby="admin-cancel-title">
      <h3 id="admin-cancel-title">{t('booking.cancel.title')}</h3>
      <ErrorSummary
        title={t('account:form.problem')}
        message={problem ? <p>{bookingRefusalText(t, problem)}</p> : undefined}
        errors={
          reasonError
            ? [
                {
                  id: 'cancel-reason',
                  label: t('booking.cancel.reason'),
                  error: reasonError,
                },
              ]
            : []
        }
        attempt={attempt}
      />
      <form noValidate onSubmit={submit}>
        <TextField
          required="unmarked"
          id="cancel-reason"
          label={t('booking.cancel.reason')}
          hint={t('booking.reason_hint', { max: MAX_STAFF_REASON })}
          autoComplete="off"
          value={reason}
          onChange={(value) => {
            setReason(value)
            flow.getState().editReason()
          }}
          error={reasonError}
        />
        {fee > 0 ? (
          <CheckboxField
            id="cancel-waive"
            label={t('booking.cancel.waive', {
              fee: formatPrice(fee, booking.currency, language),
            })}
            checked={waiveFee}
            onChange={(waive) => flow.getState().waive(waive)}
          />
        ) : (
          <p>{t('booking.cancel.no_fee')}</p>
        )}
        {confirming ? (
          <p role="alert" className="admin-warning">
            {t('booking.cancel.confirm_text', {
              fee: formatPrice(waiveFee ? 0 : fee, booking.currency, language),
            })}
          </p>
        ) : null}
        <button type="submit" className="account-button">
          {confirming
            ? t('booking.cancel.confirm')
            : t('booking.cancel.submit')}
        </button>
      </form>
    </section>
  )
}
