import type { ExistingBookingResponse } from '@resort/core/api'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'
import { bookingCalendar } from './bookingCalendar'
import { BookingSummary } from './BookingSummary'
import { CalendarLink } from './CalendarLink'

export interface ConfirmationStepProps {
  /** The booking as new-booking returns it. */
  booking: ExistingBookingResponse
  /** Where the guest views, changes or cancels the booking (the signed self-service link). */
  manageUrl: string
}

/** The last step of the booking flow: what was booked, what it costs, its terms and what to do next. */
export function ConfirmationStep({
  booking,
  manageUrl,
}: ConfirmationStepProps) {
  const { t } = useTranslation('confirmation')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const hotel = booking.hotelDetails

  const ics = useMemo(
    () =>
      bookingCalendar({
        bookingId: booking.bookingId,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        summary: t('calendar.summary', { name: hotel.name }),
        location: hotel.city,
        description: [
          t('calendar.booking', { bookingId: booking.bookingId }),
          t('calendar.manage', { url: manageUrl }),
        ].join('\n'),
      }),
    [booking, hotel, manageUrl, t],
  )

  return (
    <section className="resort-confirmation">
      <h2 ref={heading} tabIndex={-1} className="resort-confirmation__title">
        {t('title', { bookingId: booking.bookingId })}
      </h2>
      <p>{t('email_sent', { email: booking.userDetails.email })}</p>

      <BookingSummary booking={booking} />

      <p className="resort-confirmation__actions">
        <a className="resort-button" href={manageUrl}>
          {t('manage')}
        </a>{' '}
        <CalendarLink ics={ics} fileName={`booking-${booking.bookingId}.ics`}>
          {t('calendar.add')}
        </CalendarLink>
      </p>
    </section>
  )
}
