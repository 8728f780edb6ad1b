import type { MemberReservation } from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import { nightsBetween } from '@resort/core/stay'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

/** What the stay holds in points, and when pending points become the member's. */
function PointsOf({ booking }: { booking: MemberReservation }) {
  const { t } = useTranslation('memberBookings')
  const language = usePageLanguage()
  const count = booking.points
  const points = new Intl.NumberFormat(language).format(count)
  if (booking.pointsState === 'pending')
    return (
      <>
        {t('booking.points_pending', { count, points })}{' '}
        <span className="member-bookings__hint">
          ({t('booking.points_pending_hint')})
        </span>
      </>
    )
  if (booking.pointsState === 'earned')
    return <>{t('booking.points_earned', { count, points })}</>
  return (
    <>
      {booking.status === 'cancelled'
        ? t('booking.points_cancelled')
        : t('booking.points_none')}
    </>
  )
}

/** One of the member's stays; its link opens it in the manage flow, no mailed link needed. */
export function MemberBookingItem({ booking }: { booking: MemberReservation }) {
  const { t } = useTranslation('memberBookings')
  const language = usePageLanguage()
  const { bookingId, propertyName, checkIn, checkOut } = booking
  const dates = formatStayDates(checkIn, checkOut, language)
  const titleId = `member-booking-${bookingId}`
  return (
    <li>
      <article className="member-bookings__item" aria-labelledby={titleId}>
        <h3 id={titleId}>{propertyName}</h3>
        <dl className="member-bookings__facts">
          <div>
            <dt>{t('booking.dates')}</dt>
            <dd>{`${dates} · ${t('booking.nights', { count: nightsBetween(checkIn, checkOut) })}`}</dd>
          </div>
          <div>
            <dt>{t('booking.status')}</dt>
            <dd>{t(`booking.status_${booking.status}`)}</dd>
          </div>
          <div>
            <dt>{t('booking.total')}</dt>
            <dd>
              {formatPrice(booking.totalPrice, booking.currency, language)}
            </dd>
          </div>
          <div>
            <dt>{t('booking.points')}</dt>
            <dd>
              <PointsOf booking={booking} />
            </dd>
          </div>
        </dl>
        <Link
          className="member-bookings__open"
          to={booking.bookingURI}
          aria-label={t('booking.open_label', { name: propertyName, dates })}
        >
          {t('booking.open')}
        </Link>
      </article>
    </li>
  )
}
