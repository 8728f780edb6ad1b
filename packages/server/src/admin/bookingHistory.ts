import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { BookingRow } from '../booking/bookingView'
import { likeContains } from './likeContains'

/**
 * What happened to a booking, newest first (issue 14): made, last changed and cancelled as the
 * booking itself records them, each change staff made (the audit log), and each mail about it.
 * The booking keeps only its last change's time, and a cancellation is that last change: the
 * guest's earlier changes of a cancelled booking show by their mails.
 */
export async function bookingHistory(
  db: Kysely<Database>,
  booking: BookingRow,
) {
  const [audits, mails] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'booking')
      .where('entity_id', '=', booking.id)
      .execute(),
    // Every booking mail names the booking's number in its subject (bookingMails.ts), whichever
    // address it went to (the guest may have changed it since).
    db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'error'])
      .where('subject', 'like', likeContains(booking.id))
      .execute(),
  ])
  const entries = [
    { kind: 'created' as const, at: booking.created_at },
    ...(booking.status === 'confirmed' && booking.version > 1
      ? [{ kind: 'changed' as const, at: booking.updated_at }]
      : []),
    ...(booking.cancelled_at
      ? [
          {
            kind: 'cancelled' as const,
            at: booking.cancelled_at,
            fee: booking.cancellation_fee,
          },
        ]
      : []),
    ...audits.map((row) => ({
      kind: 'admin' as const,
      at: row.at,
      auditId: row.id,
      action: row.action,
      adminEmail: row.admin_email,
      before: row.before === null ? null : (JSON.parse(row.before) as unknown),
      after: row.after === null ? null : (JSON.parse(row.after) as unknown),
      note: row.note,
    })),
    ...mails.map((row) => ({
      kind: 'mail' as const,
      at: row.created_at,
      mailId: row.id,
      to: row.to_address,
      subject: row.subject,
      sentAt: row.sent_at,
      error: row.error,
    })),
  ]
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
}
