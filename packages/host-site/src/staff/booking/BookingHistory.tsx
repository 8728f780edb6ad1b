import type { StaffBooking } from '@resort/core/staffBooking'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminPath } from '../../platform/routing/paths'
import { AuditDetails } from '../audit/AuditDetails'
import { sayIn } from '../audit/auditSay'
import { describeAuditEntry } from '../audit/auditSentence'
import { formatWhen } from '../list/formatWhen'

type Entry = StaffBooking['history'][number]

/** What happened to a booking, newest first: its changes, staff's changes, and its mails. */
export function BookingHistory({ booking }: { booking: StaffBooking }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const mailHref = (id: string) =>
    `${adminPath(language, 'outbox')}?${new URLSearchParams({ mail: id })}`

  const what = (entry: Entry) => {
    switch (entry.kind) {
      case 'created':
        return t('booking.history.created')
      case 'changed':
        return t('booking.history.changed')
      case 'cancelled':
        return t('booking.history.cancelled')
      case 'mail':
        return (
          <p>
            {t('booking.history.mail', { to: entry.to })}{' '}
            <Link to={mailHref(entry.mailId)}>{entry.subject}</Link>
          </p>
        )
      case 'admin': {
        // The audit log's sentence for the change, in the booking's currency.
        const reading = describeAuditEntry(
          { ...entry, entity: 'booking', entityId: booking.bookingId },
          sayIn(t, language, booking.currency),
        )
        return (
          <>
            <p>
              {t('booking.history.admin', {
                action: reading.sentence,
                who: entry.adminEmail,
              })}
            </p>
            <AuditDetails reading={reading} />
          </>
        )
      }
    }
  }

  return (
    <section className="admin-card" aria-labelledby="admin-booking-history">
      <h3 id="admin-booking-history">{t('booking.history.title')}</h3>
      <ol className="admin-history">
        {booking.history.map((entry, index) => (
          <li key={`${entry.kind}-${entry.at}-${index}`}>
            <p className="admin-muted">{formatWhen(entry.at, language)}</p>
            <div>{what(entry)}</div>
          </li>
        ))}
      </ol>
    </section>
  )
}
