import type { ScheduledPayment } from '@resort/core/api'
import { formatLongDate, formatPrice } from '@resort/core/format'
import { useTranslation } from '../i18n/WidgetTranslations'

const STATE_KEYS = {
  due: () => 'schedule.due',
  done: (payment: ScheduledPayment) => `schedule.done_${payment.action}`,
  failed: () => 'schedule.failed',
} as const

/**
 * The payments a booking's rate asks for later (issue 32), each with its day, amount, whether it
 * is charged or held, and how it stands: to come, made, or declined.
 */
export function PaymentSchedule({
  schedule,
  currency,
}: {
  schedule: readonly ScheduledPayment[]
  currency: string
}) {
  const { t, i18n } = useTranslation('confirmation')
  if (schedule.length === 0) return null
  return (
    <section className="resort-confirmation__section">
      <h3>{t('schedule.title')}</h3>
      <ul className="resort-confirmation__schedule">
        {schedule.map((payment, index) => (
          <li key={index}>
            {t(`schedule.${payment.action}`, {
              amount: formatPrice(payment.amount, currency, i18n.language),
              date: formatLongDate(payment.on, i18n.language),
            })}{' '}
            <span
              className={`resort-badge${payment.state === 'failed' ? ' resort-badge--cancelled' : ''}`}
            >
              {t(STATE_KEYS[payment.state](payment))}
            </span>
          </li>
        ))}
      </ul>
      {schedule.some((payment) => payment.action === 'hold') ? (
        <p className="resort-muted">{t('schedule.hold_note')}</p>
      ) : null}
    </section>
  )
}
