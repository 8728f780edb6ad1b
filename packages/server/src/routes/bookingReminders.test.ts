import { BOOKING_REMINDER_ONE_CLICK_PATH, endpoints } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  remindLeftStays,
  REMINDER_RULES,
} from '../bookingReminders/reminderRound'
import { createCatalogCache } from '../catalog/catalogSnapshot'
import { createMailer } from '../mail/mailer'
import { tokenHash } from '../newsletter/unsubscribeTokens'
import { call, post } from '../testing/api'
import { bookingBody, roomyOffer } from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 35, decision 047: booking recovery. A guest who gave an address and consent on the
// payment step and left before booking gets one reminder with their stay, at most once, sent
// by a scheduled round; one click stops reminders.

let server: TestServer
let serial = 0

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

type Offer = Awaited<ReturnType<typeof roomyOffer>>

const addressOf = (label: string) => `${label}.${++serial}@example.com`

/** The payment step's stay, kept for a reminder to `email` with consent. */
const keep = (
  offer: Offer,
  email: string,
  more: Record<string, unknown> = {},
) => {
  const { lang, propertyId, rateId, dateFrom, dateTo, units } =
    bookingBody(offer)
  return post(server.baseUrl, endpoints.keepBookingReminder.path, {
    lang,
    propertyId,
    rateId,
    dateFrom,
    dateTo,
    units,
    email,
    consent: true,
    ...more,
  })
}

/** A round of the job at `hoursLater` from now. */
const roundAt = (hoursLater: number) =>
  remindLeftStays({
    db: server.database.db,
    catalog: createCatalogCache(server.database.db, 0),
    mailer: createMailer(server.database.db, {}),
    publicBaseUrl: 'https://www.adria-alpe.example',
    now: () => new Date(Date.now() + hoursLater * 3_600_000),
  })

const afterTheWait = REMINDER_RULES.afterMs / 3_600_000 + 0.1

const remindersTo = (email: string) =>
  server.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'headers', 'purpose'])
    .where('to_address', '=', email)
    .where('purpose', '=', 'booking_reminder')
    .execute()

const tokenIn = (mail: { headers: string | null }) =>
  new URL(
    (JSON.parse(mail.headers!) as Record<string, string>)[
      'List-Unsubscribe'
    ]!.slice(1, -1),
  ).searchParams.get('token')!

describe('booking recovery (issue 35, decision 047)', () => {
  it('keeps a stay only with the guest’s consent and an address, and says why not', async () => {
    const offer = await roomyOffer(server, 150)
    const none = await keep(offer, addressOf('nope'), { consent: false })
    expect(none.status).toBe(400)
    expect(none.body.error.fields).toEqual({ consent: 'consent_required' })
    const bad = await keep(offer, 'not an address')
    expect(bad.body.error.fields).toEqual({ email: 'email_invalid' })
    const kept = await keep(offer, addressOf('yes'))
    expect(kept.status).toBe(200)
    expect(kept.body.reminder).toMatch(/^[\w-]{40,}$/)
  })

  it('reminds once of a stay left on the payment step, after the wait, with the stay, its booking page and one-click unsubscribe; never twice', async () => {
    const offer = await roomyOffer(server, 152)
    const email = addressOf('left')
    await keep(offer, email)
    await roundAt(0.5)
    expect(await remindersTo(email)).toEqual([])
    expect(await roundAt(afterTheWait)).toBeGreaterThanOrEqual(1)
    await roundAt(afterTheWait + 1)
    const mails = await remindersTo(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toMatch(/^Your stay at .+ is still waiting$/)
    const link = /Finish your booking: (\S+)/.exec(mail!.text_body)![1]!
    const url = new URL(link)
    expect(url.pathname).toBe('/en/booking')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      propertyId: offer.propertyId,
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      adults: '2',
      children: '0',
      unitId: offer.unitId,
      rateId: offer.rateId,
    })
    expect(JSON.parse(mail!.headers!)).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(
          `^<https://www\\.adria-alpe\\.example${BOOKING_REMINDER_ONE_CLICK_PATH}\\?token=[\\w-]+>$`,
        ),
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail!.html_body).toContain(url.search.replace(/&/g, '&amp;'))
  })

  it('sends no reminder of a stay booked since, of one taken back, or of one the guest changed until the wait after the change', async () => {
    const booked = await roomyOffer(server, 154)
    const email = addressOf('booked')
    await keep(booked, email)
    const made = await post(
      server.baseUrl,
      endpoints.newBooking.path,
      bookingBody(booked, {
        guest: { ...bookingBody(booked).guest, email: email.toUpperCase() },
      }),
    )
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const taken = await roomyOffer(server, 156)
    const other = addressOf('taken-back')
    const { body } = await keep(taken, other)
    const withdrawn = await post(
      server.baseUrl,
      endpoints.withdrawBookingReminder.path,
      { reminder: body.reminder },
    )
    expect(withdrawn.body).toEqual({ withdrawn: true })
    await roundAt(afterTheWait)
    expect(await remindersTo(email)).toEqual([])
    expect(await remindersTo(other)).toEqual([])
    // The booked stay is forgotten at once: the round does not ask about it again.
    const left = await server.database.db
      .selectFrom('booking_reminders')
      .select('id')
      .where('email', '=', email)
      .execute()
    expect(left).toEqual([])
  })

  it('replaces the stay this browser kept, so the reminder is of the stay as the guest left it', async () => {
    const first = await roomyOffer(server, 158)
    const second = await roomyOffer(server, 160)
    const email = addressOf('changed')
    const { body } = await keep(first, email)
    const again = await keep(second, email, { reminder: body.reminder })
    expect(again.body.reminder).toBe(body.reminder)
    await roundAt(afterTheWait)
    const [mail, more] = await remindersTo(email)
    expect(more).toBeUndefined()
    expect(mail!.text_body).toContain(`dateFrom=${second.dateFrom}`)
  })

  it('sends an address at most one reminder a week, however many stays it left', async () => {
    const email = addressOf('twice')
    await keep(await roomyOffer(server, 162), email)
    await keep(await roomyOffer(server, 164), email)
    await roundAt(afterTheWait)
    await roundAt(afterTheWait + 24)
    expect(await remindersTo(email)).toHaveLength(1)
  })

  it('two rounds at once remind of a stay once (race)', async () => {
    const email = addressOf('race')
    await keep(await roomyOffer(server, 166), email)
    await Promise.all([roundAt(afterTheWait), roundAt(afterTheWait)])
    expect(await remindersTo(email)).toHaveLength(1)
  })

  it('RFC 8058: one click in the mail client stops every reminder to the address; a GET only opens the page', async () => {
    const email = addressOf('stop')
    await keep(await roomyOffer(server, 168), email)
    await roundAt(afterTheWait)
    const token = tokenIn((await remindersTo(email))[0]!)
    const path = `${BOOKING_REMINDER_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`
    const opened = await fetch(`${server.baseUrl}${path}`, {
      redirect: 'manual',
    })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(
      `/en/booking-reminders#token=${encodeURIComponent(token)}`,
    )
    const clicked = await call(server.baseUrl, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked).toEqual({ status: 200, body: { status: 'unsubscribed' } })
    // The page's button answers alike; a stay the address keeps later is never reminded of.
    const button = await post(
      server.baseUrl,
      endpoints.stopBookingReminders.path,
      { token },
    )
    expect(button.body).toEqual({ status: 'unsubscribed' })
    await keep(await roomyOffer(server, 170), email.toUpperCase())
    await roundAt(afterTheWait + 24 * 8)
    expect(await remindersTo(email)).toHaveLength(1)
    expect(await remindersTo(email.toUpperCase())).toEqual([])
  })

  it('answers an unknown token link_invalid', async () => {
    const stopped = await post(
      server.baseUrl,
      endpoints.stopBookingReminders.path,
      { token: 'x'.repeat(43) },
    )
    expect(stopped.status).toBe(410)
    expect(stopped.body.error.kind).toBe('link_invalid')
  })

  it('forgets stays past their time: one never reminded of goes once its arrival passes, a reminded one keeps only the hashes its unsubscription needs', async () => {
    const email = addressOf('forget')
    const never = addressOf('never')
    await keep(await roomyOffer(server, 172), email)
    await roundAt(afterTheWait)
    const token = tokenIn((await remindersTo(email))[0]!)
    // Kept, then left only once the round has gone: its arrival passes before it is due.
    await keep(await roomyOffer(server, 174), never)
    await roundAt(24 * 200)
    expect(await remindersTo(never)).toEqual([])
    expect(
      await server.database.db
        .selectFrom('booking_reminders')
        .select('id')
        .where('email', 'in', [email, never])
        .execute(),
    ).toEqual([])
    const reminded = await server.database.db
      .selectFrom('booking_reminders')
      .select(['email', 'units', 'email_key'])
      .where('unsubscribe_token_hash', '=', tokenHash(token))
      .execute()
    expect(reminded).toEqual([
      {
        email: '',
        units: '[]',
        email_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
    // What is kept still stops reminders to the address.
    const stopped = await post(
      server.baseUrl,
      endpoints.stopBookingReminders.path,
      { token },
    )
    expect(stopped.body).toEqual({ status: 'unsubscribed' })
  })
})
