import { adminBooking } from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import { useEffect, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { useStore } from 'zustand'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminPath } from '../../platform/routing/paths'
import { formatWhen } from '../list/formatWhen'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { useAdminTitle } from '../useAdminTitle'
import { BookingHistory } from './BookingHistory'
import { BookingPayments } from './BookingPayments'
import { CancelOnBehalf } from './CancelOnBehalf'
import { ChangeOnBehalf } from './ChangeOnBehalf'
import { useStaffBookingFlows } from './useStaffBookingFlows'

/**
 * /{lang}/admin/bookings/:bookingId (issue 14): one booking as staff see it, its payments and
 * history, a cancellation or change on the guest's behalf, fees and refunds (issue 32). What the
 * last action answered (core's `answered`) replaces what is shown.
 */
export function BookingDetailSection() {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const bookingId = useParams().bookingId ?? ''
  const [version, reload] = useReload()
  const answer = useEndpoint(
    adminBooking,
    { id: bookingId, lang: language },
    { version },
  )
  const flows = useStaffBookingFlows(bookingId)
  // The booking as staff's last action answered (a fee, a refund, a change...), in any order.
  const acted = useStore(flows.answered, (state) => state.last)
  const booking =
    acted?.booking ?? (answer.state === 'done' ? answer.value : undefined)
  useAdminTitle(t('booking.title', { number: bookingId }))
  const heading = useRef<HTMLHeadingElement>(null)
  // A change or cancellation is news of the whole booking; money is told under Payments.
  useEffect(() => {
    if (acted?.outcome === 'changed' || acted?.outcome === 'cancelled')
      heading.current?.focus()
  }, [acted])

  const money = (amount: number) =>
    formatPrice(amount, booking?.currency ?? 'EUR', language)

  return (
    <section className="admin-section" aria-labelledby="admin-booking-title">
      <p>
        <Link to={adminPath(language, 'bookings')}>{t('booking.back')}</Link>
      </p>
      <h2 id="admin-booking-title" ref={heading} tabIndex={-1}>
        {t('booking.title', { number: bookingId })}
      </h2>
      {acted ? null : (
        <ListStatus answer={answer} count={undefined} onRetry={reload} />
      )}
      <p role="status" className="admin-count">
        {acted?.outcome === 'cancelled'
          ? t('booking.cancelled')
          : acted?.outcome === 'changed'
            ? t('booking.changed')
            : ''}
      </p>
      {booking ? (
        <>
          <dl className="admin-facts">
            <Fact label={t('booking.status')}>
              {t(`bookings.statuses.${booking.status}`)}
            </Fact>
            <Fact label={t('booking.guest')}>
              {`${booking.userDetails.firstName} ${booking.userDetails.lastName}`}
              <br />
              {booking.userDetails.email} · {booking.userDetails.telephone}
            </Fact>
            <Fact label={t('booking.arrival')}>
              {booking.userDetails.arrivalDetails || t('booking.none_given')}
            </Fact>
            <Fact label={t('booking.comments')}>
              {booking.userDetails.otherComments || t('booking.none_given')}
            </Fact>
            <Fact label={t('booking.property')}>
              {booking.hotelDetails.name}
            </Fact>
            <Fact label={t('booking.stay')}>
              {formatStayDates(booking.checkIn, booking.checkOut, language)} (
              {t('booking.nights', { count: booking.nights })})
            </Fact>
            <Fact label={t('booking.rate')}>
              {booking.rate.name} · {booking.rate.boardName}
            </Fact>
            <Fact label={t('booking.units')}>
              <ul className="admin-plain-list">
                {booking.accomodationData.map((unit, index) => (
                  <li key={`${unit.unitId}-${index}`}>
                    {t(
                      // Issue 33: each child's age, where the booking has them.
                      unit.childAges?.length
                        ? 'booking.unit_with_ages'
                        : 'booking.unit',
                      {
                        name: unit.unitName,
                        adults: unit.adults,
                        children: unit.children,
                        ages: (unit.childAges ?? [])
                          .map((age) =>
                            age === 0
                              ? t('booking.age_under_a_year')
                              : String(age),
                          )
                          .join(', '),
                        total: money(unit.total),
                      },
                    )}
                    {unit.selectedSupplements.length > 0 ? (
                      <ul className="admin-plain-list">
                        {unit.selectedSupplements.map((extra) => (
                          <li key={extra.serviceId}>
                            {t('booking.extra', {
                              name: extra.name,
                              quantity: extra.quantity,
                              total: money(extra.total),
                            })}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Fact>
            <Fact label={t('booking.total')}>
              {money(booking.totalPrice)}
              {booking.prepaymentAmount > 0
                ? ` · ${t('booking.prepayment', { amount: money(booking.prepaymentAmount) })}`
                : ''}
            </Fact>
            <Fact label={t('booking.payment')}>
              {t(`booking.payment_types.${booking.paymentType}`)}
              {booking.card
                ? ` · ${t('booking.card', { brand: booking.card.brand, last4: booking.card.last4 })}`
                : ''}
            </Fact>
            <Fact label={t('booking.cancellation')}>
              {booking.cancellation.cancelledAt
                ? t('booking.cancelled_fee', {
                    when: formatWhen(
                      booking.cancellation.cancelledAt,
                      language,
                    ),
                    fee: money(booking.cancellation.fee ?? 0),
                  })
                : booking.cancellation.refundable
                  ? t('booking.fee_now', {
                      fee: money(booking.cancellation.feeIfCancelledNow),
                    })
                  : t('booking.non_refundable')}
            </Fact>
            <Fact label={t('booking.made')}>
              {formatWhen(booking.createdAt, language)} ·{' '}
              {t('booking.language', { language: booking.language })}
            </Fact>
            <Fact label={t('booking.member')}>
              {booking.member
                ? [booking.member.memberNumber, booking.member.email]
                    .filter(Boolean)
                    .join(' · ') || t('booking.member_gone')
                : t('booking.no_member')}
            </Fact>
          </dl>
          {booking.status === 'confirmed' ? (
            <div className="admin-actions">
              <ChangeOnBehalf booking={booking} flow={flows.change} />
              <CancelOnBehalf booking={booking} flow={flows.cancel} />
            </div>
          ) : null}
          <BookingPayments booking={booking} flows={flows} />
          <BookingHistory booking={booking} />
        </>
      ) : null}
    </section>
  )
}

function Fact({
  label,
  children,
}: {
  label: string
  children: React.ReactNode
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
