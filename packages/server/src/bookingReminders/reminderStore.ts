import { createHash, randomUUID } from 'node:crypto'
import type { keepBookingReminderRequestSchema } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type * as z from 'zod'
import type { Database } from '#db/schema'
import { linkInvalid } from '../accounts/accountLinks'
import { ipPrefix } from '../newsletter/ipPrefix'
import { randomToken, tokenHash } from '../newsletter/unsubscribeTokens'

// Booking recovery (issue 35, decision 047): stays kept with the guest's consent for one
// reminder, replaced as the guest changes them, forgotten when they take consent back, and the
// addresses that stopped reminders.

type KeepRequest = z.output<typeof keepBookingReminderRequestSchema>

/** An address as opt-outs and the once-per-address rule know it: the hash of it in lower case. */
const emailKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/**
 * Keeps the stay for one reminder (the guest's consent is the request's): a stay kept before by
 * this browser (`reminder`) is replaced, unless its reminder went already; answers the token
 * that names it.
 */
export async function keepReminder(
  db: Kysely<Database>,
  request: KeepRequest,
  at: Date,
  ip: string | undefined,
): Promise<{ reminder: string }> {
  const now = at.toISOString()
  const stay = {
    email: request.email,
    email_key: emailKey(request.email),
    language: request.lang,
    property_id: request.propertyId,
    rate_id: request.rateId,
    date_from: request.dateFrom,
    date_to: request.dateTo,
    units: JSON.stringify(
      request.units.map(({ unitId, adults, children }) => ({
        unitId,
        adults,
        children,
      })),
    ),
    consented_at: now,
    consent_ip: ipPrefix(ip),
    updated_at: now,
  }
  if (request.reminder) {
    const replaced = await db
      .updateTable('booking_reminders')
      .set(stay)
      .where('token_hash', '=', tokenHash(request.reminder))
      .where('reminded_at', 'is', null)
      .executeTakeFirst()
    if (Number(replaced.numUpdatedRows) === 1)
      return { reminder: request.reminder }
  }
  const reminder = randomToken()
  await db
    .insertInto('booking_reminders')
    .values({
      id: randomUUID(),
      token_hash: tokenHash(reminder),
      created_at: now,
      reminded_at: null,
      unsubscribe_token_hash: null,
      ...stay,
    })
    .execute()
  return { reminder }
}

/** Forgets a kept stay not reminded yet (consent taken back); an unknown token changes nothing. */
export async function withdrawReminder(
  db: Kysely<Database>,
  reminder: string,
): Promise<{ withdrawn: true }> {
  await db
    .deleteFrom('booking_reminders')
    .where('token_hash', '=', tokenHash(reminder))
    .where('reminded_at', 'is', null)
    .execute()
  return { withdrawn: true }
}

/**
 * Stops every reminder to the address a reminder went to, by its mail's token: the address's
 * hash joins the opt-outs and its kept stays are forgotten. Again, it answers alike.
 */
export async function stopReminders(
  db: Kysely<Database>,
  token: string,
  at: Date,
): Promise<{ status: 'unsubscribed' }> {
  const row = await db
    .selectFrom('booking_reminders')
    .select('email_key')
    .where('unsubscribe_token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  if (!row) throw linkInvalid()
  await db
    .insertInto('booking_reminder_opt_outs')
    .values({ email_key: row.email_key, created_at: at.toISOString() })
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .execute()
  await db
    .deleteFrom('booking_reminders')
    .where('email_key', '=', row.email_key)
    .where('reminded_at', 'is', null)
    .execute()
  return { status: 'unsubscribed' }
}

/** The language of the reminder a mail's token names, for its page; undefined if none. */
export const languageOfReminderToken = async (
  db: Kysely<Database>,
  token: string,
): Promise<string | undefined> =>
  (
    await db
      .selectFrom('booking_reminders')
      .select('language')
      .where('unsubscribe_token_hash', '=', tokenHash(token))
      .executeTakeFirst()
  )?.language
