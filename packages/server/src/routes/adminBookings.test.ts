import { endpoints, type EndpointName } from '@resort/core/api'
import { addDaysIso } from '@resort/core/stay'
import { guest } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { call, post, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
  type Offer,
} from '../testing/bookingFixtures'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'desk.admin@example.com'
let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

const asStaff = (name: EndpointName, input: Record<string, unknown>) =>
  adminCall(server, name, staff, input)

let serial = 0
/** A guest booking in a language, with an address of its own (its mails are counted). */
async function booked(
  offerOf: { guarantee: string; startInDays: number },
  lang: string,
) {
  const offer = await findOffer(server.baseUrl, offerOf)
  const email = `guest-${++serial}-${lang}@example.com`
  const answer = await book(
    server.baseUrl,
    bookingBody(offer, { lang, guest: { ...guest, email } }),
  )
  expect(answer.status).toBe(201)
  return { offer, email, booking: answer.body }
}

const sold = async (unitTypeId: string, night: string) =>
  server.database.db
    .selectFrom('inventory')
    .select(['sold', 'total'])
    .where('unit_type_id', '=', unitTypeId)
    .where('night', '=', night)
    .executeTakeFirstOrThrow()

/** Whether a search for the offer's stay offers its unit (free, with rates to book). */
async function offered(offer: Offer) {
  const found = await call(
    server.baseUrl,
    `/api/v1/search/property?${qs({
      propertyId: offer.propertyId,
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      adults: 2,
    })}`,
  )
  return (found.body.units ?? []).some(
    (unit: { unitId: string; availableCount: number; rates: unknown[] }) =>
      unit.unitId === offer.unitId &&
      unit.availableCount > 0 &&
      unit.rates.length > 0,
  )
}

describe('a booking as staff see it, and cancelled on the guest’s behalf (issue 14)', () => {
  it('cancels with a reason mailed in the guest’s language, gives the night back to search, writes the audit log; the detail lists the guest’s change, the cancellation and every mail, newest first', async () => {
    const { offer, email, booking } = await booked(
      { guarantee: 'NOGUARANTEE', startInDays: 140 },
      'de',
    )
    const id = booking.bookingId as string
    // The guest changes it themselves first: one adult instead of two.
    const change = {
      token: tokenOf(booking.bookingURI),
      lang: 'de',
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: [{ unitId: offer.unitId, adults: 1 }],
    }
    const quote = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      change,
    )
    const edited = await post(server.baseUrl, '/api/v1/booking/edit-booking', {
      ...change,
      expectedTotal: quote.body.totalPrice,
    })
    expect(edited.status).toBe(200)
    // The booking holds the last unit of its type on its first night.
    const { total } = await sold(offer.unitId, offer.dateFrom)
    await server.database.db
      .updateTable('inventory')
      .set({ sold: total })
      .where('unit_type_id', '=', offer.unitId)
      .where('night', '=', offer.dateFrom)
      .execute()
    expect(await offered(offer)).toBe(false)

    const cancelled = await asStaff('adminCancelBooking', {
      id: id.toLowerCase(),
      reason: 'Guest phoned: flight cancelled',
      lang: 'en',
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      bookingId: id,
      status: 'cancelled',
      language: 'de',
      cancellation: { fee: 0 },
    })
    expect((await sold(offer.unitId, offer.dateFrom)).sold).toBe(total - 1)
    expect(await offered(offer)).toBe(true)

    const mails = await mailsTo(server.database.db, email)
    const mail = mails.at(-1)!
    expect(mail.subject).toMatch(
      new RegExp(`^Ihre Buchung ${id} im .+ wurde storniert$`),
    )
    expect(mail.text).toContain(
      'unser Reservierungsteam hat Ihre Buchung storniert.',
    )
    expect(mail.text).toContain(
      'Begründung unseres Reservierungsteams: Guest phoned: flight cancelled',
    )

    const log = await asStaff('auditLog', { entityId: id })
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'booking_cancelled',
        adminEmail: ADMIN,
        entity: 'booking',
        before: { status: 'confirmed', feeIfCancelledNow: 0 },
        after: { status: 'cancelled', fee: 0, feeWaived: false },
        note: 'Guest phoned: flight cancelled',
      }),
    ])

    const detail = await asStaff('adminBooking', { id, lang: 'en' })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      bookingId: id,
      status: 'cancelled',
      language: 'de',
      soldTermsKept: true,
      member: null,
      paymentType: 'NOGUARANTEE',
      userDetails: { email },
      accomodationData: [{ unitId: offer.unitId, adults: 1, children: 0 }],
    })
    // Staff never get the guest's link or card data.
    expect(detail.body).not.toHaveProperty('bookingURI')
    expect(detail.body).not.toHaveProperty('creditCard')
    const history = detail.body.history as Array<Record<string, any>>
    const ats = history.map((entry) => entry.at as string)
    expect(ats).toEqual([...ats].sort().reverse())
    const mailEntries = history.filter((entry) => entry.kind === 'mail')
    expect(mailEntries.map((entry) => entry.subject)).toEqual(
      [...mails].reverse().map((sent) => sent.subject),
    )
    expect(mailEntries.every((entry) => entry.to === email)).toBe(true)
    expect(history.map((entry) => entry.kind).sort()).toEqual(
      ['admin', 'cancelled', 'created', 'mail', 'mail', 'mail'].sort(),
    )
    expect(history.at(-1)).toEqual({ kind: 'created', at: expect.any(String) })
    // A mail of the history opens with the outbox's own call.
    const opened = await asStaff('adminOutboxMail', {
      id: mailEntries[0]!.mailId,
    })
    expect(opened.body.text).toContain('Guest phoned: flight cancelled')
  })

  it('refuses to cancel twice, with the kind the guest’s own cancel answers', async () => {
    const { booking } = await booked(
      { guarantee: 'NOGUARANTEE', startInDays: 150 },
      'en',
    )
    const first = await asStaff('adminCancelBooking', {
      id: booking.bookingId,
      reason: 'Duplicate booking',
    })
    expect(first.status).toBe(200)
    const again = await asStaff('adminCancelBooking', {
      id: booking.bookingId,
      reason: 'Duplicate booking',
    })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({
      kind: 'cancelled',
      fields: { id: 'cancelled' },
    })
  })

  it('waives the fee the terms would charge only when staff say so, and the prepayment goes back (issue 32); the audit log keeps both', async () => {
    const { booking } = await booked(
      { guarantee: 'PREPAYMENT', startInDays: 160 },
      'it',
    )
    const feeNow = booking.cancellation.feeIfCancelledNow as number
    expect(feeNow).toBeGreaterThan(0)
    // Of the card, staff read its brand and last four digits only.
    const detail = await asStaff('adminBooking', {
      id: booking.bookingId,
      lang: 'en',
    })
    expect(detail.body.card).toEqual({
      brand: expect.any(String),
      last4: expect.stringMatching(/^\d{4}$/),
    })
    const cancelled = await asStaff('adminCancelBooking', {
      id: booking.bookingId,
      reason: 'Hotel overbooked',
      waiveFee: true,
    })
    expect(cancelled.body.cancellation.fee).toBe(0)
    expect(cancelled.body.payments).toMatchObject([
      {
        kind: 'prepayment',
        taken: booking.prepaymentAmount,
        refunded: booking.prepaymentAmount,
      },
    ])
    const log = await asStaff('auditLog', { entityId: booking.bookingId })
    // Newest first: the server's refund after staff's cancellation.
    expect(log.body.items).toMatchObject([
      { action: 'payment_refunded', adminEmail: 'server' },
      {
        before: { status: 'confirmed', feeIfCancelledNow: feeNow },
        after: { status: 'cancelled', fee: 0, feeWaived: true },
      },
    ])
  })

  it('refuses bad input at its field: no reason, a reason too long, an unknown number', async () => {
    const missing = await asStaff('adminCancelBooking', {
      id: 'AA22222222',
      reason: '   ',
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ reason: 'required' })
    const long = await asStaff('adminCancelBooking', {
      id: 'AA22222222',
      reason: 'x'.repeat(501),
    })
    expect(long.body.error.fields).toEqual({ reason: 'too_long' })
    const unknown = await asStaff('adminCancelBooking', {
      id: 'AA22222222',
      reason: 'Guest phoned',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.fields).toEqual({ id: 'not_found' })
    const unseen = await asStaff('adminBooking', { id: 'AA22222222' })
    expect(unseen.status).toBe(404)
    expect(unseen.body.error.fields).toEqual({ id: 'not_found' })
  })
})

describe('a booking changed on the guest’s behalf (issue 14)', () => {
  it('quotes, then saves at the quoted total: the guest is mailed in their language with the reason, the audit log keeps dates, units and total before and after', async () => {
    const { offer, email, booking } = await booked(
      { guarantee: 'NOGUARANTEE', startInDays: 170 },
      'hr',
    )
    const id = booking.bookingId as string
    const nightsBefore = await sold(offer.unitId, addDaysIso(offer.dateTo, -1))
    const change = {
      id,
      lang: 'en',
      dateFrom: offer.dateFrom,
      dateTo: addDaysIso(offer.dateTo, -1),
      units: [{ unitId: offer.unitId, adults: 2 }],
    }
    const quote = await asStaff('adminChangeQuote', change)
    expect(quote.status).toBe(200)
    expect(quote.body.totalPrice).toBeLessThan(booking.totalPrice)
    // A quote changes nothing.
    expect(await sold(offer.unitId, addDaysIso(offer.dateTo, -1))).toEqual(
      nightsBefore,
    )

    const stale = await asStaff('adminChangeBooking', {
      ...change,
      expectedTotal: quote.body.totalPrice + 100,
      reason: 'Guest leaves a day early',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.kind).toBe('price_changed')

    const saved = await asStaff('adminChangeBooking', {
      ...change,
      expectedTotal: quote.body.totalPrice,
      reason: 'Guest leaves a day early',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      status: 'confirmed',
      checkOut: change.dateTo,
      totalPrice: quote.body.totalPrice,
    })
    expect((await sold(offer.unitId, addDaysIso(offer.dateTo, -1))).sold).toBe(
      nightsBefore.sold - 1,
    )

    const mail = (await mailsTo(server.database.db, email)).at(-1)!
    expect(mail.subject).toMatch(
      new RegExp(`^Vaša rezervacija ${id} – .+ je izmijenjena$`),
    )
    expect(mail.text).toContain(
      'naš je rezervacijski odjel izmijenio Vašu rezervaciju.',
    )
    expect(mail.text).toContain(
      'Razlog koji je naveo naš rezervacijski odjel: Guest leaves a day early',
    )

    const log = await asStaff('auditLog', { entityId: id })
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'booking_changed',
        adminEmail: ADMIN,
        before: {
          dateFrom: offer.dateFrom,
          dateTo: offer.dateTo,
          units: [
            { unitId: offer.unitId, adults: 2, children: 0, supplements: [] },
          ],
          total: booking.totalPrice,
        },
        after: {
          dateFrom: offer.dateFrom,
          dateTo: change.dateTo,
          units: [
            { unitId: offer.unitId, adults: 2, children: 0, supplements: [] },
          ],
          total: quote.body.totalPrice,
        },
        note: 'Guest leaves a day early',
      }),
    ])
    const kinds = saved.body.history.map((entry: any) => entry.kind)
    expect(kinds.sort()).toEqual(
      ['admin', 'changed', 'created', 'mail', 'mail'].sort(),
    )
  })

  it('keeps the guest’s rules: a booking the guest may not change is refused alike, at the id', async () => {
    const { offer, booking } = await booked(
      { guarantee: 'PREPAYMENT', startInDays: 180 },
      'en',
    )
    const refused = await asStaff('adminChangeQuote', {
      id: booking.bookingId,
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: [{ unitId: offer.unitId, adults: 1 }],
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      kind: 'not_editable',
      fields: { id: 'non_refundable' },
    })
  })

  it('refuses a change without a reason, and for an unknown number', async () => {
    const change = {
      dateFrom: addDaysIso(new Date().toISOString().slice(0, 10), 30),
      dateTo: addDaysIso(new Date().toISOString().slice(0, 10), 32),
      units: [{ unitId: 'any-unit', adults: 2 }],
      expectedTotal: 10_000,
    }
    const missing = await asStaff('adminChangeBooking', {
      id: 'AA22222222',
      ...change,
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ reason: 'required' })
    const unknown = await asStaff('adminChangeBooking', {
      id: 'AA22222222',
      ...change,
      reason: 'Guest phoned',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.fields).toEqual({ id: 'not_found' })
  })
})

describe('a club member’s booking, as staff see and change it (issue 14)', () => {
  it('names the member, prices a change as the member’s own quote does, and the member’s pending points go with a cancellation as with the guest’s own', async () => {
    const email = 'club.guest@example.com'
    const tokens = await signedInMember(server, { email })
    expect((await withTokens(server, endpoints.joinClub, tokens)).status).toBe(
      200,
    )
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 190,
    })
    const made = await callAs(
      server,
      endpoints.newBooking,
      bookingBody(offer, {
        expectedTotal: offer.memberTotal ?? offer.total,
        guest: { ...guest, email },
      }),
      tokens,
    )
    expect(made.status).toBe(201)
    const booking = (await made.json()) as Record<string, any>
    await server.afterAnswer.settled()
    const pendingOf = async () =>
      (
        (await (
          await withTokens(server, endpoints.memberLoyalty, tokens)
        ).json()) as { loyalty: { points: { pending: number } } }
      ).loyalty.points.pending
    expect(await pendingOf()).toBeGreaterThan(0)

    const detail = await asStaff('adminBooking', { id: booking.bookingId })
    expect(detail.body.member).toEqual({
      userId: expect.any(String),
      email,
      memberNumber: expect.stringMatching(/^\d{10}$/),
    })
    const change = {
      dateFrom: offer.dateFrom,
      dateTo: addDaysIso(offer.dateTo, -1),
      units: [{ unitId: offer.unitId, adults: 2 }],
    }
    const own = await callAs(
      server,
      endpoints.editBookingQuote,
      { ...change, token: tokenOf(booking.bookingURI) },
      tokens,
    )
    const staffQuote = await asStaff('adminChangeQuote', {
      ...change,
      id: booking.bookingId,
    })
    expect(staffQuote.body.totalPrice).toBe(
      ((await own.json()) as { totalPrice: number }).totalPrice,
    )

    const cancelled = await asStaff('adminCancelBooking', {
      id: booking.bookingId,
      reason: 'Member asked by phone',
    })
    expect(cancelled.status).toBe(200)
    // The cancellation settles the member's points once it has answered.
    await server.afterAnswer.settled()
    expect(await pendingOf()).toBe(0)
  })
})
