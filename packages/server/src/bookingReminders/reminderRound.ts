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
  const due = await db
    .selectFrom('booking_reminders')
    .selectAll()
    .where('reminded_at', 'is', null)
    .where('updated_at', '<=', ago(now, REMINDER_RULES.afterMs))
    .where('date_from', '>', today)
    .where('email', '!=', '')
    .orderBy('updated_at', 'desc')
    .execute()
  let reminded = 0
  for (const stay of due) {
    const stopped = await db
      .selectFrom('booking_reminder_opt_outs')
      .select('email_key')
      .where('email_key', '=', stay.email_key)
      .executeTakeFirst()
    const lately = await db
      .selectFrom('booking_reminders')
      .select('id')
      .where('email_key', '=', stay.email_key)
      .where('reminded_at', '>=', ago(now, REMINDER_RULES.perAddressMs))
      .executeTakeFirst()
    const booked = await db
      .selectFrom('bookings')
      .select('id')
      .where((eb) =>
        eb(eb.fn('lower', ['email']), '=', stay.email.toLowerCase()),
      )
      .where('property_id', '=', stay.property_id)
      .where('date_from', '=', stay.date_from)
      .where('created_at', '>=', stay.created_at)
      .executeTakeFirst()
    const property = catalog.propertyById.get(stay.property_id)
    // Booked since, or stopped: no reminder will ever go, and the round need not ask again.
    if (stopped || booked) {
      await db
        .deleteFrom('booking_reminders')
        .where('id', '=', stay.id)
        .where('reminded_at', 'is', null)
        .execute()
      continue
    }
    if (lately || !property) continue
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
