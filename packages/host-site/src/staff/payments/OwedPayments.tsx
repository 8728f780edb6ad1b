import { formatLongDate, formatPrice } from '@resort/core/format'
import type { DayPaymentsAnswer } from '@resort/core/staff'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminBookingPath } from '../../platform/routing/paths'
import { TableRegion } from '../list/TableRegion'
import { declineText } from './paymentWords'

/**
 * Every payment a declined card left owed, whatever the day (issue 32): staff's follow-up. The
 * guest was mailed to give another card; the payment is made once they do.
 */
export function OwedPayments({ owed }: { owed: DayPaymentsAnswer['owed'] }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  return (
    <section className="admin-owed" aria-labelledby="admin-owed-title">
      <h3 id="admin-owed-title">{t('payments.owed.title')}</h3>
      {owed.length === 0 ? (
        <p>{t('payments.owed.none')}</p>
      ) : (
        <>
          <p className="admin-hint">{t('payments.owed.intro')}</p>
          <TableRegion
            titleId="admin-owed-caption"
            title={t('payments.owed.caption')}
          >
            <table
              className="admin-table admin-owed__table"
              aria-labelledby="admin-owed-caption"
            >
              <thead>
                <tr>
                  <th scope="col">{t('payments.columns.booking')}</th>
                  <th scope="col">{t('payments.columns.guest')}</th>
                  <th scope="col">{t('payments.columns.property')}</th>
                  <th scope="col">{t('payments.owed.due')}</th>
                  <th scope="col">{t('payments.owed.arrival')}</th>
                  <th scope="col" className="admin-number">
                    {t('payments.columns.amount')}
                  </th>
                  <th scope="col">{t('payments.owed.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {owed.map((payment, index) => (
                  <tr key={`${payment.bookingId}-${payment.dueOn}-${index}`}>
                    <td>
                      <Link to={adminBookingPath(language, payment.bookingId)}>
                        {payment.bookingId}
                      </Link>
                    </td>
                    <td>{payment.guestName}</td>
                    <td>{payment.propertyName}</td>
                    <td>{formatLongDate(payment.dueOn, language)}</td>
                    <td>{formatLongDate(payment.checkIn, language)}</td>
                    <td className="admin-number">
                      {formatPrice(payment.amount, payment.currency, language)}
                      <br />
                      <span className="admin-muted">
                        {t(`payments.owed.actions.${payment.action}`)}
                      </span>
                    </td>
                    <td>{declineText(t, payment.failure)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </>
      )}
    </section>
  )
}
