import { adminCancelBooking, MAX_STAFF_REASON } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorSummary } from '../../account/form/ErrorSummary'
import { TextField } from '../../account/form/TextField'
import { useAccountForm } from '../../account/form/useAccountForm'
import { useSiteApi } from '../../api/SiteApiContext'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { fieldErrorText, problemOf, type AdminProblem } from '../adminProblems'
import type { StaffBooking } from './BookingDetailSection'
import { bookingRefusalText } from './bookingRefusal'

/**
 * Cancels a booking for the guest, with the reason the guest is mailed; the fee is the rate's,
 * unless staff waive it. Asks once more before it cancels.
 */
export function CancelOnBehalf({
  booking,
  onCancelled,
}: {
  booking: StaffBooking
  onCancelled: (booking: StaffBooking) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const form = useAccountForm({ reason: '' })
  const [waiveFee, setWaiveFee] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<AdminProblem>()
  const busy = useRef(false)
  const fee = booking.cancellation.feeIfCancelledNow
  const reasonError = form.errors.reason
    ? fieldErrorText(t, form.errors.reason)
    : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    setProblem(undefined)
    const reason = form.values.reason.trim()
    if (!reason) return form.failed({ reason: 'required' })
    if (reason.length > MAX_STAFF_REASON)
      return form.failed({ reason: 'too_long' })
    if (!confirming) return setConfirming(true)
    busy.current = true
    try {
      onCancelled(
        await api.call(adminCancelBooking, {
          id: booking.bookingId,
          reason,
          waiveFee,
          lang: language,
        }),
      )
    } catch (error) {
      const found = problemOf(error)
      setConfirming(false)
      if (found.fields.reason) form.failed({ reason: found.fields.reason })
      else {
        setProblem(found)
        form.failed()
      }
    } finally {
      busy.current = false
    }
  }

  return (
    <section className="admin-card" aria-labelledby="admin-cancel-title">
      <h3 id="admin-cancel-title">{t('booking.cancel.title')}</h3>
      <ErrorSummary
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
        attempt={form.attempt}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="cancel-reason"
          label={t('booking.cancel.reason')}
          hint={t('booking.reason_hint', { max: MAX_STAFF_REASON })}
          autoComplete="off"
          value={form.values.reason}
          onChange={(value) => {
            setConfirming(false)
            form.change('reason')(value)
          }}
          error={reasonError}
        />
        {fee > 0 ? (
          <div className="account-check">
            <input
              id="cancel-waive"
              type="checkbox"
              checked={waiveFee}
              onChange={(event) => {
                setConfirming(false)
                setWaiveFee(event.target.checked)
              }}
            />
            <label htmlFor="cancel-waive">
              {t('booking.cancel.waive', {
                fee: formatPrice(fee, booking.currency, language),
              })}
            </label>
          </div>
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
