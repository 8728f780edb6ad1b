import {
  refundLeft,
  type StaffBooking,
  type StaffBookingFlows,
} from '@resort/core/staffBooking'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { ChargeFee } from './ChargeFee'
import { DeclinedPayments, PaymentSchedule } from './PaymentSchedule'
import { PaymentsTable } from './PaymentsTable'
import { RefundPayment } from './RefundPayment'

// The outcomes told here, each with its sentence.
const MONEY_NEWS = {
  fee_charged: 'booking.payments.fee_charged',
  refunded: 'booking.payments.refunded',
  fee_declined: 'booking.payments.declined',
} as const
const isMoneyNews = (outcome: string): outcome is keyof typeof MONEY_NEWS =>
  outcome in MONEY_NEWS

/**
 * The booking's payments (issue 32), those its rate's policy asks for later (a declined one
 * first, as a task), a refund of each that has something left to refund, and a
 * fee to charge where the booking keeps a card. After a fee or a refund, its heading takes the
 * focus and what happened is said here.
 */
export function BookingPayments({
  booking,
  flows,
}: {
  booking: StaffBooking
  flows: StaffBookingFlows
}) {
  const { t } = useTranslation('admin')
  const last = useStore(flows.answered, (state) => state.last)
  const news = last && isMoneyNews(last.outcome) ? last.outcome : undefined
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (last && isMoneyNews(last.outcome)) heading.current?.focus()
  }, [last])
  const refundable = booking.payments.filter(
    (payment) => refundLeft(payment) > 0,
  )

  return (
    <section className="admin-card" aria-labelledby="admin-payments-title">
      <h3 id="admin-payments-title" ref={heading} tabIndex={-1}>
        {t('booking.payments.title')}
      </h3>
      <p role="status" className="admin-count">
        {news && news !== 'fee_declined' ? t(MONEY_NEWS[news]) : ''}
      </p>
      <div role="alert" className="admin-problem">
        {news === 'fee_declined' ? <p>{t(MONEY_NEWS[news])}</p> : null}
      </div>
      <DeclinedPayments booking={booking} />
      {booking.payments.length > 0 ? (
        <PaymentsTable booking={booking} />
      ) : (
        <p>{t('booking.payments.none')}</p>
      )}
      <PaymentSchedule booking={booking} />
      {refundable.map((payment) => (
        <RefundPayment
          key={payment.paymentId}
          booking={booking}
          payment={payment}
          flows={flows}
        />
      ))}
      {booking.card ? (
        <ChargeFee
          booking={booking}
          card={t('booking.card', {
            brand: booking.card.brand,
            last4: booking.card.last4,
          })}
          flows={flows}
        />
      ) : null}
    </section>
  )
}
