import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CARD_BRAND_NAMES } from '../payment/cardBrandNames'
import { BookingTerms } from './BookingTerms'
import { PaymentSchedule } from './PaymentSchedule'
import { UnitSummary } from './UnitSummary'

/** A booking's stay, units, totals, card and terms: the confirmation and the manage view share it. */
export function BookingSummary({
  booking,
}: {
  booking: ExistingBookingResponse
}) {
  const { t, i18n } = useTranslation('confirmation')
  const price = (amount: number) =>
    formatPrice(amount, booking.currency, i18n.language)
  const hotel = booking.hotelDetails
  const card = booking.creditCard
  // What a gift voucher paid of the booking (decision 045): neither the card's nor the property's.
  const voucher = booking.giftVoucher
  const paidByVoucher = voucher?.amount ?? 0
  // What club points paid (decision 046), held until the stay.
  const points = booking.pointsPayment
  const paidBefore = paidByVoucher + (points?.amount ?? 0)
  const later = booking.paymentSchedule.reduce(
    (sum, payment) => sum + payment.amount,
    0,
  )
  // What the card does not pay, now or later under the rate's policy (issue 32).
  const atProperty =
    booking.totalPrice - paidBefore - booking.prepaymentAmount - later
  return (
    <>
      <section className="resort-confirmation__section">
        <h3>{t('stay_title')}</h3>
        <p className="resort-confirmation__property">
          <strong>{hotel.name}</strong>{' '}
          <span className="resort-stars">
            <span aria-hidden="true">{'★'.repeat(hotel.stars)}</span>
            <span className="resort-visually-hidden">
              {t('stars', { count: hotel.stars })}
            </span>
          </span>
        </p>
        <p className="resort-muted">{hotel.city}</p>
        <p className="resort-confirmation__dates">
          {formatStayDates(booking.checkIn, booking.checkOut, i18n.language)}
        </p>
        <p className="resort-muted">
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
        {voucher ? (
          <div>
            <dt>{t('gift_voucher', { codeEnd: voucher.codeEnd })}</dt>
            <dd>{price(voucher.amount)}</dd>
          </div>
        ) : null}
        {points ? (
          <div>
            <dt>
              {t('points', {
                points: points.points.toLocaleString(i18n.language),
              })}
            </dt>
            <dd>{price(points.amount)}</dd>
          </div>
        ) : null}
        {booking.prepaymentAmount > 0 ? (
          <div>
            <dt>{t('paid_now')}</dt>
            <dd>{price(booking.prepaymentAmount)}</dd>
          </div>
        ) : null}
        {(booking.prepaymentAmount > 0 || later > 0 || paidBefore > 0) &&
        atProperty > 0 ? (
          <div>
            <dt>{t('due_at_property')}</dt>
            <dd>{price(atProperty)}</dd>
          </div>
        ) : null}
      </dl>
      <PaymentSchedule
        schedule={booking.paymentSchedule}
        currency={booking.currency}
      />
      {card ? (
        <p className="resort-muted">
          {t('card', {
            brand: CARD_BRAND_NAMES[card.brand] ?? card.brand,
            last4: card.last4,
          })}
        </p>
      ) : null}

      <BookingTerms booking={booking} />
    </>
  )
}
