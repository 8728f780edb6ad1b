import type { PaymentPolicy } from '@resort/core/api'
import { addDaysIso } from '@resort/core/stay'
import { daysFromToday, testCards, type TestCard } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, post, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
  typeCard,
} from '../testing/bookingFixtures'
import {
  auditOf as auditOfBooking,
  paymentsOf as paymentsOfBooking,
} from '../testing/bookingMoney'
import { mailsTo } from '../testing/outbox'
import {
  startTestServer,
  TEST_GATEWAY_KEYS,
  TEST_WEBHOOK_SECRET,
  type TestServer,
} from '../testing/testServer'
import { createStripeGateway } from './stripeGateway'

// Issue 32: payment policies per rate plan. What a rate's policy asks for later waits in the
// booking's schedule; the server's job charges or holds it on its day, takes a hold on the
// arrival day, and turns a declined card into a task for staff and a mail asking for another.

let clock = new Date()
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, duePaymentsMs: 50 })
})
afterAll(async () => {
  await server.close()
})

/** Moves the server's clock to noon (UTC) of a day. */
const setToday = (day: string) => {
  clock = new Date(`${day}T12:00:00Z`)
}

const deposit = (policy: PaymentPolicy) =>
  policy.mode === 'charge' && policy.trigger === 'before_arrival'
const heldNight = (policy: PaymentPolicy) => policy.mode === 'hold'
const nightAtBooking = (policy: PaymentPolicy) =>
  policy.amount === 'one_night' && policy.trigger === 'booking'

let serial = 0
async function booked(
  payment: (policy: PaymentPolicy) => boolean,
  startInDays: number,
  card: TestCard = testCards.visa,
) {
  setToday(daysFromToday(0))
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'CCARD_GUARANTEE',
    startInDays,
    nights: 3,
    payment,
  })
  const email = `due-${++serial}@example.com`
  const answer = await book(
    server.baseUrl,
    bookingBody(offer, {
      guest: { ...bookingBody(offer).guest, email },
    }),
    undefined,
    card,
  )
  expect(answer.status).toBe(201)
  return {
    email,
    offer,
    booking: answer.body,
    id: answer.body.bookingId as string,
  }
}

const db = () => server.database.db
const scheduleOf = (bookingId: string) =>
  db()
    .selectFrom('payment_schedule')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .execute()
const paymentsOf = (bookingId: string) => paymentsOfBooking(db(), bookingId)
const auditOf = async (bookingId: string) =>
  (await auditOfBooking(db(), bookingId)).map(({ action, admin_email }) => ({
    action,
    admin_email,
  }))

// Waits are generous: the job runs beside the whole suite on two shared cores (a decline
// once took over 5 s there).

/** Waits for the latest mail to an address to be the one whose subject matches. */
const lastMailTo = (email: string, subject: RegExp) =>
  vi.waitFor(
    async () => {
      const mail = (await mailsTo(db(), email)).at(-1)
      expect(mail?.subject).toMatch(subject)
      return mail!
    },
    { timeout: 15_000, interval: 50 },
  )

/** Waits for the job to move a booking's schedule out of `due` and `running`. */
const settled = (bookingId: string) =>
  vi.waitFor(
    async () => {
      const rows = await scheduleOf(bookingId)
      expect(rows.some((row) => ['due', 'running'].includes(row.state))).toBe(
        false,
      )
      return rows
    },
    { timeout: 15_000, interval: 50 },
  )

describe('a deposit charged some days before arrival (issue 32: payment policies per rate plan)', () => {
  it('keeps the card at booking, waits for the day, then charges the share and tells the guest', async () => {
    const { id, offer, booking, email } = await booked(deposit, 60)
    expect(await paymentsOf(id)).toMatchObject([
      { kind: 'guarantee', state: 'saved', amount: 0 },
    ])
    const deposit30 = Math.round(booking.totalPrice * 0.3)
    const due = addDaysIso(offer.dateFrom, -30)
    expect(await scheduleOf(id)).toMatchObject([
      { due_on: due, action: 'charge', amount: deposit30, state: 'due' },
    ])

    // The day before, nothing moves.
    setToday(addDaysIso(due, -1))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await scheduleOf(id)).toMatchObject([{ state: 'due' }])

    setToday(due)
    const [row] = await settled(id)
    expect(row).toMatchObject({ state: 'done', failure: null })
    const payments = await paymentsOf(id)
    expect(payments[1]).toMatchObject({
      id: row!.payment_id,
      kind: 'prepayment',
      state: 'taken',
      amount: deposit30,
      taken: deposit30,
    })
    expect(await auditOf(id)).toContainEqual({
      action: 'scheduled_payment_made',
      admin_email: 'server',
    })
    // Written down for the day's reconciliation.
    expect(
      await db()
        .selectFrom('payment_movements')
        .select(['kind', 'amount'])
        .where('payment_id', '=', row!.payment_id!)
        .execute(),
    ).toEqual([{ kind: 'taken', amount: deposit30 }])
    // The guest's mail is written once the payment's row is.
    const mail = await lastMailTo(email, /^Payment received for your booking/)
    expect(mail.text).toContain('Amount: €')
  })

  it('is charged in the card step when the booking is made inside the window', async () => {
    const { id, booking } = await booked(deposit, 10)
    expect(await scheduleOf(id)).toEqual([])
    const share = Math.round(booking.totalPrice * 0.3)
    expect(booking.prepaymentAmount).toBe(share)
    expect(await paymentsOf(id)).toMatchObject([
      { kind: 'prepayment', state: 'taken', amount: share, taken: share },
    ])
  })

  it('asks for nothing more once the booking is cancelled', async () => {
    const { id, offer, booking } = await booked(deposit, 60)
    const cancelled = await post(
      server.baseUrl,
      '/api/v1/booking/cancel-booking',
      { token: tokenOf(booking.bookingURI), lang: 'en' },
    )
    expect(cancelled.status).toBe(200)
    expect(await scheduleOf(id)).toMatchObject([{ state: 'cancelled' }])
    setToday(addDaysIso(offer.dateFrom, -30))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await paymentsOf(id)).toMatchObject([{ kind: 'guarantee' }])
  })

  it('plans the deposit again from the sold policy when the stay changes', async () => {
    const { offer, booking, id } = await booked(deposit, 60)
    const change = {
      token: tokenOf(booking.bookingURI),
      lang: 'en',
      dateFrom: addDaysIso(offer.dateFrom, 7),
      dateTo: addDaysIso(offer.dateTo, 8),
      units: [{ unitId: offer.unitId, adults: 2, supplements: [] }],
    }
    const quoted = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      change,
    )
    expect(quoted.status).toBe(200)
    const edited = await post(server.baseUrl, '/api/v1/booking/edit-booking', {
      ...change,
      expectedTotal: quoted.body.totalPrice,
    })
    expect(edited.status).toBe(200)
    const rows = await scheduleOf(id)
    expect(rows.map((row) => row.state).sort()).toEqual(['cancelled', 'due'])
    expect(rows.find((row) => row.state === 'due')).toMatchObject({
      due_on: addDaysIso(change.dateFrom, -30),
      amount: Math.round(quoted.body.totalPrice * 0.3),
    })
  })
})

describe('a change that moves the price (issue 32: the difference charged or refunded)', () => {
  it('charges the deposit on the added night, then refunds it when the night goes again', async () => {
    const { id, offer, booking } = await booked(deposit, 10)
    const paidAtBooking = booking.prepaymentAmount as number
    const token = tokenOf(booking.bookingURI)
    const change = async (dateTo: string) => {
      const body = {
        token,
        lang: 'en',
        dateFrom: offer.dateFrom,
        dateTo,
        units: [{ unitId: offer.unitId, adults: 2, supplements: [] }],
      }
      const quoted = await post(
        server.baseUrl,
        '/api/v1/booking/edit-booking-quote',
        body,
      )
      expect(quoted.status).toBe(200)
      const edited = await post(
        server.baseUrl,
        '/api/v1/booking/edit-booking',
        {
          ...body,
          expectedTotal: quoted.body.totalPrice,
        },
      )
      expect(edited.status).toBe(200)
      return edited.body.totalPrice as number
    }

    const longer = await change(addDaysIso(offer.dateTo, 1))
    const more = Math.round(longer * 0.3) - paidAtBooking
    expect(more).toBeGreaterThan(0)
    const [row] = await settled(id)
    expect(row).toMatchObject({ state: 'done', amount: more, action: 'charge' })
    const payments = await paymentsOf(id)
    expect(payments).toHaveLength(2)
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'taken', taken: paidAtBooking }),
        expect.objectContaining({ state: 'taken', taken: more }),
      ]),
    )

    const back = await change(offer.dateTo)
    const refund = paidAtBooking + more - Math.round(back * 0.3)
    expect(refund).toBe(more)
    const refunded = (await paymentsOf(id)).reduce(
      (sum, payment) => sum + payment.refunded,
      0,
    )
    expect(refunded).toBe(more)
    expect(await auditOf(id)).toContainEqual({
      action: 'payment_refunded',
      admin_email: 'server',
    })
  })
})

describe('a card that fails later (issue 32: never a lost booking)', () => {
  it('keeps the booking, records the decline for staff and mails the guest for another card', async () => {
    const { id, offer, email, booking } = await booked(
      deposit,
      60,
      testCards.declinesLater,
    )
    setToday(addDaysIso(offer.dateFrom, -30))
    const [row] = await settled(id)
    expect(row).toMatchObject({
      state: 'failed',
      failure: 'generic_decline',
      attempts: 1,
    })
    expect(await paymentsOf(id)).toMatchObject([
      { kind: 'guarantee', state: 'saved' },
      { kind: 'prepayment', state: 'failed', taken: 0 },
    ])
    const stored = await db()
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('confirmed')
    expect(await auditOf(id)).toContainEqual({
      action: 'scheduled_payment_failed',
      admin_email: 'server',
    })
    const mail = await lastMailTo(
      email,
      /^Action needed: your card for booking/,
    )
    // The mail's link is signed when the mail is written (a later iat): it opens the same booking.
    const mailed = /\/en\/booking\/modify\?token=[^\s"<]+/.exec(mail.text)
    expect(mailed).not.toBeNull()
    const opened = await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token: tokenOf(mailed![0]), lang: 'en' })}`,
    )
    expect(opened.body.bookingId).toBe(booking.bookingId)

    // The booking's page shows the payment owed; the guest gives another card there.
    const token = tokenOf(booking.bookingURI)
    const viewed = await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token, lang: 'en' })}`,
    )
    expect(viewed.body.paymentSchedule).toEqual([
      {
        on: addDaysIso(offer.dateFrom, -30),
        amount: row!.amount,
        action: 'charge',
        state: 'failed',
      },
    ])
    const declinedAgain = await replaceCard(token, testCards.declinesLater)
    expect(declinedAgain.status).toBe(402)
    expect(declinedAgain.body.error.fields).toEqual({ card: 'card_declined' })
    expect(await scheduleOf(id)).toMatchObject([
      { state: 'failed', attempts: 2 },
    ])

    const replaced = await replaceCard(token, testCards.mastercard)
    expect(replaced.status).toBe(200)
    expect(replaced.body.creditCard.last4).toBe(
      testCards.mastercard.cardNumber.slice(-4),
    )
    expect(replaced.body.paymentSchedule).toMatchObject([{ state: 'done' }])
    const made = (await paymentsOf(id)).filter(
      (payment) => payment.kind === 'prepayment' && payment.state === 'taken',
    )
    expect(made).toMatchObject([{ amount: row!.amount, taken: row!.amount }])
    expect((await mailsTo(db(), email)).at(-1)?.subject).toMatch(
      /^Payment received/,
    )
  })

  it('is refused for a booking paid at the property, and for one cancelled', async () => {
    setToday(daysFromToday(0))
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 40,
    })
    const atProperty = await book(server.baseUrl, bookingBody(offer))
    const refused = await post(server.baseUrl, '/api/v1/booking/replace-card', {
      token: tokenOf(atProperty.body.bookingURI),
      lang: 'en',
      parent: 'http://127.0.0.1:8080',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.fields).toEqual({ token: 'no_card_needed' })

    const { booking } = await booked(deposit, 60)
    const token = tokenOf(booking.bookingURI)
    await post(server.baseUrl, '/api/v1/booking/cancel-booking', {
      token,
      lang: 'en',
    })
    const cancelled = await post(
      server.baseUrl,
      '/api/v1/booking/replace-card',
      { token, lang: 'en', parent: 'http://127.0.0.1:8080' },
    )
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.error.kind).toBe('cancelled')
  })
})

/** The guest's card step for another card, typed on the card page, then kept. */
async function replaceCard(token: string, card: TestCard) {
  const step = await post(server.baseUrl, '/api/v1/booking/replace-card', {
    token,
    lang: 'en',
    parent: 'http://127.0.0.1:8080',
  })
  expect(step.status).toBe(200)
  expect(step.body.amount).toBe(0)
  await typeCard(step.body.cardPage, card)
  return post(server.baseUrl, '/api/v1/booking/card-replaced', {
    token,
    lang: 'en',
    intent: step.body.intent,
  })
}

describe('a night held before arrival (issue 32: hold mode)', () => {
  it('holds a night on its day and takes it on the arrival day', async () => {
    const { id, offer, booking } = await booked(heldNight, 40)
    const [planned] = await scheduleOf(id)
    expect(planned).toMatchObject({
      action: 'hold',
      due_on: addDaysIso(offer.dateFrom, -3),
    })
    expect(planned!.amount).toBeLessThan(booking.totalPrice)

    setToday(addDaysIso(offer.dateFrom, -3))
    await settled(id)
    expect((await paymentsOf(id))[1]).toMatchObject({
      kind: 'prepayment',
      state: 'held',
      amount: planned!.amount,
      taken: 0,
    })

    setToday(offer.dateFrom)
    await vi.waitFor(
      async () =>
        expect((await paymentsOf(id))[1]).toMatchObject({
          state: 'taken',
          taken: planned!.amount,
        }),
      { timeout: 5000, interval: 50 },
    )
    expect(await auditOf(id)).toContainEqual({
      action: 'hold_taken',
      admin_email: 'server',
    })
  })
})

describe('a night charged at booking (issue 32: amount rule one night)', () => {
  it("takes a night's price of the stay in the card step and plans nothing later", async () => {
    const { id, booking } = await booked(nightAtBooking, 50)
    const night = booking.prepaymentAmount
    expect(night).toBeGreaterThan(0)
    expect(night).toBeLessThan(booking.totalPrice / 2)
    expect(await paymentsOf(id)).toMatchObject([
      { kind: 'prepayment', state: 'taken', amount: night, taken: night },
    ])
    expect(await scheduleOf(id)).toEqual([])
  })
})

describe('the job runs a payment once (DESIGN: scheduled jobs run once across processes)', () => {
  it('runs again a payment whose process died at the gateway, with the same key, so the card is charged once', async () => {
    const { id, offer } = await booked(deposit, 60)
    const [row] = await scheduleOf(id)
    // Another process claimed the row and charged the card, then died before it wrote a word.
    const card = await db()
      .selectFrom('payments')
      .select(['payment_method', 'customer'])
      .where('booking_id', '=', id)
      .executeTakeFirstOrThrow()
    const address = server.gateway.app.server.address()
    if (!address || typeof address === 'string') throw new Error('no gateway')
    const gateway = createStripeGateway({
      secretKey: TEST_GATEWAY_KEYS.secretKey,
      webhookSecret: TEST_WEBHOOK_SECRET,
      apiBase: new URL(`http://127.0.0.1:${address.port}`),
    })
    const first = await gateway.chargeCardOnFile({
      card: { paymentMethod: card.payment_method!, customer: card.customer },
      amount: row!.amount,
      currency: row!.currency,
      reference: 'died',
      idempotencyKey: `schedule:${row!.id}:0`,
    })
    setToday(addDaysIso(offer.dateFrom, -30))
    await db()
      .updateTable('payment_schedule')
      .set({
        state: 'running',
        updated_at: new Date(clock.getTime() - 60_000).toISOString(),
      })
      .where('id', '=', row!.id)
      .execute()
    // Claimed a minute ago: still another process's.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await scheduleOf(id)).toMatchObject([{ state: 'running' }])

    await db()
      .updateTable('payment_schedule')
      .set({
        updated_at: new Date(clock.getTime() - 11 * 60_000).toISOString(),
      })
      .where('id', '=', row!.id)
      .execute()
    const [done] = await settled(id)
    expect(done!.state).toBe('done')
    const made = await paymentsOf(id)
    expect(made).toHaveLength(2)
    expect(first).toMatchObject({ status: 'taken' })
    expect(made[1]!.intent).toBe(first.status === 'failed' ? '' : first.intent)
  })
})
