import { formatPrice } from '@resort/core/format'
import type { StaffBooking } from '@resort/core/staffBooking'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { paymentKindText } from './paymentTexts'

/** The booking's payments, oldest first, as staff reconcile them with the gateway's dashboard. */
export function PaymentsTable({ booking }: { booking: StaffBooking }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-payments">
        <caption>
          {t('booking.payments.caption', { number: booking.bookingId })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('booking.payments.columns.kind')}</th>
            <th scope="col">{t('booking.payments.columns.state')}</th>
            <th scope="col" className="admin-number">
              {t('booking.payments.columns.amount')}
            </th>
            <th scope="col" className="admin-number">
              {t('booking.payments.columns.taken')}
            </th>
            <th scope="col" className="admin-number">
              {t('booking.payments.columns.refunded')}
            </th>
            <th scope="col">{t('booking.payments.columns.reference')}</th>
            <th scope="col">{t('booking.payments.columns.when')}</th>
          </tr>
        </thead>
        <tbody>
          {booking.payments.map((payment) => {
            const money = (amount: number) =>
              formatPrice(amount, payment.currency, language)
            return (
              <tr key={payment.paymentId}>
                <th scope="row">{paymentKindText(t, payment)}</th>
                <td>{t(`booking.payments.states.${payment.state}`)}</td>
                <td className="admin-number">{money(payment.amount)}</td>
                <td className="admin-number">{money(payment.taken)}</td>
                <td className="admin-number">{money(payment.refunded)}</td>
                <td className="admin-payments__reference">
                  {payment.gatewayReference}
                </td>
                <td>
                  {formatWhen(payment.createdAt, language)}
                  {payment.updatedAt !== payment.createdAt ? (
                    <span className="admin-muted">
                      <br />
                      {t('booking.payments.updated', {
                        when: formatWhen(payment.updatedAt, language),
                      })}
                    </span>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
