import { resolveLanguage } from '@resort/core'
import type { Kysely } from 'kysely'
import { scheduleJob, type ScheduledJob } from '#db/scheduledJobs'
import type { Database } from '#db/schema'
import type { CatalogCache } from '../catalog/catalogSnapshot'
import { inLanguage } from '../catalog/catalogSnapshot'
import type { Mailer } from '../mail/mailer'
import { randomToken, tokenHash } from '../newsletter/unsubscribeTokens'
import { reminderMail } from './reminderMail'

/**
 * Booking recovery's rules (decision 047): a stay is reminded of once it has been left this
 * long, at most one reminder goes to an address in a week, and what a reminder needed is
 * forgotten a month after it was kept (the address's hash stays for the unsubscription).
 */
export const REMINDER_RULES = {
  afterMs: 2 * 3_600_000,
  perAddressMs: 7 * 24 * 3_600_000,
  keptMs: 30 * 24 * 3_600_000,
  forgottenMs: 365 * 24 * 3_600_000,
} as const

export interface ReminderDeps {
  db: Kysely<Database>
  catalog: CatalogCache
  mailer: Mailer
  publicBaseUrl: string
  now: () => Date
}

// Two rounds, or two processes, never remind of one stay twice: the reminder is written with
// the mail only if it was not written meanwhile.
class RemindedMeanwhile extends Error {}

const ago = (now: Date, ms: number) =>
  new Date(now.getTime() - ms).toISOString()

/**
 * One round: every stay left for REMINDER_RULES.afterMs and not booked since (by its address,
 * property and arrival), whose address has not stopped reminders nor had one this week, gets its
 * one reminder; then what is past its time is forgotten. Answers how many were reminded.
 */
export async function remindLeftStays(deps: ReminderDeps): Promise<number> {
  const { db, mailer } = deps
  const now = deps.now()
  const today = now.toISOString().slice(0, 10)
  const catalog = await deps.catalog.get()
  // Booked since (the address in any case, property, arrival), or the address stopped them:
  // no reminder will ever go, and no round need ask again.
  await db
    .deleteFrom('booking_reminders')
    .where('reminded_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('booking_reminder_opt_outs as stopped')
            .select('stopped.email_key')
            .whereRef('stopped.email_key', '=', 'booking_reminders.email_key'),
        ),
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef(
              'bookings.property_id',
              '=',
              'booking_reminders.property_id',
            )
            .whereRef('bookings.date_from', '=', 'booking_reminders.date_from')
            .whereRef(
              'bookings.created_at',
              '>=',
              'booking_reminders.created_at',
            )
            .where((inner) =>
              inner(
                inner.fn('lower', ['bookings.email']),
                '=',
                inner.fn('lower', ['booking_reminders.email']),
              ),
            ),
        ),
      ]),
    )
    .execute()
  // Left long enough, arrival ahead, and no reminder to the address this week.
  const due = await db
    .selectFrom('booking_reminders')
    .selectAll()
    .where('reminded_at', 'is', null)
    .where('updated_at', '<=', ago(now, REMINDER_RULES.afterMs))
    .where('date_from', '>', today)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('booking_reminders as lately')
            .select('lately.id')
            .whereRef('lately.email_key', '=', 'booking_reminders.email_key')
            .where(
              'lately.reminded_at',
              '>=',
              ago(now, REMINDER_RULES.perAddressMs),
            ),
        ),
      ),
    )
    .orderBy('updated_at', 'desc')
    .execute()
  // An address with several stays left gets one reminder: of the stay it left last.
  const addressed = new Set<string>()
  let reminded = 0
  for (const stay of due) {
    const property = catalog.propertyById.get(stay.property_id)
    if (addressed.has(stay.email_key) || !property) continue
    addressed.add(stay.email_key)
    const token = randomToken()
    const mail = reminderMail(
      stay,
      inLanguage(property.texts, resolveLanguage(stay.language)).name,
      deps.publicBaseUrl.replace(/\/+$/, ''),
      token,
    )
    try {
      await mailer.sendWith(
        async (trx) => {
          const { numUpdatedRows } = await trx
            .updateTable('booking_reminders')
            .set({
              reminded_at: now.toISOString(),
              unsubscribe_token_hash: tokenHash(token),
            })
            .where('id', '=', stay.id)
            .where('reminded_at', 'is', null)
            .executeTakeFirst()
          if (Number(numUpdatedRows) !== 1) throw new RemindedMeanwhile()
        },
        [mail],
      )
      reminded++
    } catch (error) {
      if (!(error instanceof RemindedMeanwhile)) throw error
    }
  }
  await forgetPastStays(db, now, today)
  return reminded
}

/** Stays past their time lose what a reminder needed; after a year, the row goes. */
async function forgetPastStays(db: Kysely<Database>, now: Date, today: string) {
  await db
    .deleteFrom('booking_reminders')
    .where('reminded_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('date_from', '<=', today),
        eb('updated_at', '<', ago(now, REMINDER_RULES.keptMs)),
      ]),
    )
    .execute()
  await db
    .updateTable('booking_reminders')
    .set({ email: '', units: '[]' })
    .where('reminded_at', '<', ago(now, REMINDER_RULES.keptMs))
    .where('email', '!=', '')
    .execute()
  await db
    .deleteFrom('booking_reminders')
    .where('reminded_at', '<', ago(now, REMINDER_RULES.forgottenMs))
    .execute()
}

/** Reminds every `everyMs` in one server process of all on the database (issue 34). */
export function scheduleBookingReminders(
  deps: ReminderDeps,
  everyMs: number,
  logError: (error: unknown) => void,
  ran?: ScheduledJob['ran'],
): () => Promise<void> {
  return scheduleJob(deps.db, {
    name: 'booking_reminders',
    everyMs,
    run: () => remindLeftStays(deps),
    logError,
    ...(ran ? { ran } : {}),
  })
}
