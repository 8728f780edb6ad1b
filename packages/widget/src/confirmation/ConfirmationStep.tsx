import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'
import { bookingCalendar } from './bookingCalendar'
import { BookingTerms } from './BookingTerms'
import { CalendarLink } from './CalendarLink'
import { UnitSummary } from './UnitSummary'

export interface ConfirmationStepProps {
  /** The booking as new-booking returns it. */
  booking: ExistingBookingResponse
  /** Where the guest views, changes or cancels the booking (the signed self-service link). */
  manageUrl: string
}

// Card brands as the card validator detects them (SPEC 3), as their owners write them.
const CARD_BRANDS: Readonly<Record<string, string>> = {
  'american-express': 'American Express',
  mastercard: 'Mastercard',
  visa: 'Visa',
  'diners-club': 'Diners Club',
  vielectron: 'Visa Electron',
  maestro: 'Maestro',
  discover: 'Discover',
  jcb: 'JCB',
}

/** The last step of the booking flow: what was booked, what it costs, its terms and what to do next. */
export function ConfirmationStep({
  booking,
  manageUrl,
}: ConfirmationStepProps) {
  const { t, i18n } = useTranslation('confirmation')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const price = (amount: number) =>
    formatPrice(amount, booking.currency, i18n.language)
  const hotel = booking.hotelDetails
  const card = booking.creditCard

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

      <section className="resort-confirmation__section">
        <h3>{t('stay_title')}</h3>
        <p className="resort-confirmation__property">
          <strong>{hotel.name}</strong>{' '}
          <span className="resort-result__stars">
            <span aria-hidden="true">{'★'.repeat(hotel.stars)}</span>
            <span className="resort-visually-hidden">
              {t('stars', { count: hotel.stars })}
            </span>
          </span>
        </p>
        <p className="resort-result__muted">{hotel.city}</p>
        <p className="resort-confirmation__dates">
          {formatStayDates(booking.checkIn, booking.checkOut, i18n.language)}
        </p>
        <p className="resort-result__muted">
          {t('check_in_out', {
            from: hotel.checkInFrom,
            until: hotel.checkOutUntil,
          })}
        </p>
        <p>
          {t('rate', {
            rate: booking.rate.name,
            board: booking.rate.boardName,
          })}
        </p>
      </section>

      {booking.accomodationData.map((unit, index) => (
        <UnitSummary
          key={`${unit.unitId}-${index}`}
          unit={unit}
          currency={booking.currency}
        />
      ))}

      <dl className="resort-confirmation__totals">
        <div>
          <dt>{t('total')}</dt>
          <dd>{price(booking.totalPrice)}</dd>
        </div>
        {booking.prepaymentAmount > 0 ? (
          <>
            <div>
              <dt>{t('paid_now')}</dt>
              <dd>{price(booking.prepaymentAmount)}</dd>
            </div>
            {booking.totalPrice > booking.prepaymentAmount ? (
              <div>
                <dt>{t('due_at_property')}</dt>
                <dd>{price(booking.totalPrice - booking.prepaymentAmount)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
      {card ? (
        <p className="resort-result__muted">
          {t('card', {
            brand: CARD_BRANDS[card.brand] ?? card.brand,
            last4: card.last4,
          })}
        </p>
      ) : null}

      <BookingTerms booking={booking} />

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
