import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useEffect, useRef } from 'react'
import { BookingError } from '../confirmation/BookingError'
import { BookingSummary } from '../confirmation/BookingSummary'
import { useTranslation } from '../i18n/WidgetTranslations'

interface ManageResultProps {
  booking: ExistingBookingResponse
  onBack: () => void
}

/** After a change: the booking as it is now, and what the change did to the total. */
export function BookingChanged({
  booking,
  previousTotal,
  onBack,
}: ManageResultProps & { previousTotal: number | undefined }) {
  const { t, i18n } = useTranslation('manage')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const money = (amount: number) =>
    formatPrice(amount, booking.currency, i18n.language)
  const difference =
    previousTotal === undefined ? 0 : booking.totalPrice - previousTotal
  return (
    <section className="resort-confirmation resort-manage">
      <h2 ref={heading} tabIndex={-1} className="resort-confirmation__title">
        {t('changed.title', { bookingId: booking.bookingId })}
      </h2>
      <p>{t('changed.email_sent', { email: booking.userDetails.email })}</p>
      {previousTotal !== undefined ? (
        <p className="resort-manage__fee">
          <strong>
            {t('changed.totals', {
              before: money(previousTotal),
              after: money(booking.totalPrice),
            })}
          </strong>{' '}
          {/* Said once the change is made: against the price before it. */}
          {difference > 0
            ? t('changed.difference_more', { amount: money(difference) })
            : difference < 0
              ? t('changed.difference_less', { amount: money(-difference) })
              : t('changed.difference_none')}
        </p>
      ) : null}
      <BookingSummary booking={booking} />
      <p className="resort-manage__actions">
        <button type="button" className="resort-button" onClick={onBack}>
          {t('changed.back')}
        </button>
      </p>
    </section>
  )
}

/** After cancelling: SPEC 8's cancelled texts, the fee charged, and the booking as it was. */
export function BookingCancelled({
  booking,
}: Omit<ManageResultProps, 'onBack'>) {
  const { t, i18n } = useTranslation('manage')
  // The cancel button is gone: the guest lands on the outcome.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const fee = booking.cancellation.fee ?? 0
  return (
    <section className="resort-confirmation resort-manage">
      <BookingError kind="cancelled" />
      <h3 ref={heading} tabIndex={-1}>
        {t('cancelled.title', { bookingId: booking.bookingId })}
      </h3>
      <p>
        {fee > 0
          ? t('cancelled.fee', {
              fee: formatPrice(fee, booking.currency, i18n.language),
            })
          : t('cancelled.no_fee')}
      </p>
      <p>{t('cancelled.email_sent', { email: booking.userDetails.email })}</p>
      <BookingSummary booking={booking} />
    </section>
  )
}
