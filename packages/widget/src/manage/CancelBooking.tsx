import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useEffect, useId, useRef, useState } from 'react'
import { BookingTerms } from '../confirmation/BookingTerms'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface CancelBookingProps {
  booking: ExistingBookingResponse
  /** Cancels on the server; rejects with an ApiError when it could not. */
  onConfirm: () => Promise<void>
  onKeep: () => void
}

/** Before cancelling: the cancellation terms and what cancelling now costs (SPEC 4). */
export function CancelBooking({
  booking,
  onConfirm,
  onKeep,
}: CancelBookingProps) {
  const { t, i18n } = useTranslation('manage')
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  useEffect(() => heading.current?.focus(), [])
  const fee = booking.cancellation.feeIfCancelledNow

  async function confirm() {
    setBusy(true)
    setFailure('')
    try {
      await onConfirm()
    } catch {
      setFailure(t('cancel.error'))
      setBusy(false)
    }
  }

  return (
    <section className="resort-confirmation" aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="resort-confirmation__title"
      >
        {t('cancel.title', { bookingId: booking.bookingId })}
      </h2>
      <p className="resort-manage__fee">
        <strong>
          {fee > 0
            ? t('cancel.fee', {
                fee: formatPrice(fee, booking.currency, i18n.language),
              })
            : t('cancel.free')}
        </strong>
      </p>
      <BookingTerms booking={booking} />
      <p role="alert" className="resort-field-error">
        {failure}
      </p>
      <p className="resort-manage__actions">
        <button
          type="button"
          className="resort-button resort-button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy
            ? t('cancel.cancelling')
            : t('cancel.confirm', { bookingId: booking.bookingId })}
        </button>{' '}
        <button
          type="button"
          className="resort-button resort-button--secondary"
          disabled={busy}
          onClick={onKeep}
        >
          {t('cancel.keep')}
        </button>
      </p>
    </section>
  )
}
