import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { ManageFlow } from '@resort/core/reservation'
import { useEffect, useId, useRef } from 'react'
import { useStore } from 'zustand'
import { BookingTerms } from '../confirmation/BookingTerms'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface CancelBookingProps {
  flow: ManageFlow
  booking: ExistingBookingResponse
}

/** Before cancelling: the cancellation terms and what cancelling now costs (SPEC 4). */
export function CancelBooking({ flow, booking }: CancelBookingProps) {
  const { t, i18n } = useTranslation('manage')
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { busy, problem } = useStore(flow, (state) => state.calls.cancel)
  const { cancel, go } = flow.getState()
  useEffect(() => heading.current?.focus(), [])
  const fee = booking.cancellation.feeIfCancelledNow

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
      <p role="alert" className="form-field__error">
        {problem ? t('cancel.error') : ''}
      </p>
      <p className="resort-manage__actions">
        <button
          type="button"
          className="resort-button resort-button--danger"
          disabled={busy}
          onClick={() => void cancel()}
        >
          {busy
            ? t('cancel.cancelling')
            : t('cancel.confirm', { bookingId: booking.bookingId })}
        </button>{' '}
        <button
          type="button"
          className="resort-button resort-button--secondary"
          disabled={busy}
          onClick={() => go('booking')}
        >
          {t('cancel.keep')}
        </button>
      </p>
    </section>
  )
}
