import { formatLongDate, formatPrice } from '@resort/core/format'
import type { StaffBooking } from '@resort/core/staffBooking'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { TableRegion } from '../list/TableRegion'

type Scheduled = StaffBooking['paymentSchedule'][number]

/** A scheduled payment's state in words: to come, charged or held, or declined and still owed. */
const stateKey = ({ state, action }: Scheduled) =>
  state === 'done'
    ? `booking.schedule.states.done_${action}`
    : `booking.schedule.states.${state}`

/**
 * Each payment a declined card left owed on the booking, as a task that stands out: the guest
 * was mailed to give another card (issue 32).
 */
export function DeclinedPayments({ booking }: { booking: StaffBooking }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const declined = booking.paymentSchedule.filter(
    (payment) => payment.state === 'failed',
  )
  if (declined.length === 0) return null
  return (
    <ul className="admin-tasks">
      {declined.map((payment) => (
        <li key={`${payment.on}-${payment.action}`} className="admin-task">
          {t(`booking.schedule.declined_${payment.action}`, {
            day: formatLongDate(payment.on, language),
            amount: formatPrice(payment.amount, booking.currency, language),
          })}
        </li>
      ))}
    </ul>
  )
}

/**
 * What the rate's payment policy asks for later (issue 32), by day: amount, charge or hold, and
 * whether it is still to come, made, or declined and owed.
 */
export function PaymentSchedule({ booking }: { booking: StaffBooking }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const schedule = [...booking.paymentSchedule].sort((a, b) =>
    a.on.localeCompare(b.on),
  )
  return (
    <section className="admin-schedule" aria-labelledby="admin-schedule-title">
      <h4 id="admin-schedule-title">{t('booking.schedule.title')}</h4>
      {schedule.length === 0 ? (
        <p>{t('booking.schedule.none')}</p>
      ) : (
        <TableRegion
          titleId="admin-schedule-caption"
          title={t('booking.schedule.caption', { number: booking.bookingId })}
        >
          <table
            className="admin-table admin-schedule__table"
            aria-labelledby="admin-schedule-caption"
          >
            <thead>
              <tr>
                <th scope="col">{t('booking.schedule.columns.day')}</th>
                <th scope="col" className="admin-number">
                  {t('booking.schedule.columns.amount')}
                </th>
                <th scope="col">{t('booking.schedule.columns.action')}</th>
                <th scope="col">{t('booking.schedule.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.map((payment) => (
                <tr key={`${payment.on}-${payment.action}`}>
                  <th scope="row">{formatLongDate(payment.on, language)}</th>
                  <td className="admin-number">
                    {formatPrice(payment.amount, booking.currency, language)}
                  </td>
                  <td>{t(`booking.schedule.actions.${payment.action}`)}</td>
                  <td
                    className={
                      payment.state === 'failed' ? 'admin-error' : undefined
                    }
                  >
                    {t(stateKey(payment))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  )
}
