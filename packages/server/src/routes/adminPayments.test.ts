import type { EndpointName } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { guest, testCards, type TestCard } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { post } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import {
  auditOf as auditOfBooking,
  paymentsOf as paymentsOfBooking,
} from '../testing/bookingMoney'
import type { SessionTokens } from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

// Money follows the terms (issue 32): a cancellation refunds, keeps or releases what the booking
// holds; staff charge a no-show or late-cancellation fee to the card on file and refund part of
// a payment; each move is in the audit log and the guest is mailed.

const ADMIN = 'money.admin@example.com'
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
async function booked(
  guarantee: string,
  startInDays: number,
  card: TestCard = testCards.visa,
) {
  const offer = await findOffer(server.baseUrl, { guarantee, startInDays })
  const email = `payer-${++serial}@example.com`
  const answer = await book(
    server.baseUrl,
    bookingBody(offer, { guest: { ...guest, email } }),
    undefined,
    card,
  )
  expect(answer.status).toBe(201)
  return { email, booking: answer.body, id: answer.body.bookingId as string }
}

const paymentsOf = (bookingId: string) =>
  paymentsOfBooking(server.database.db, bookingId)
const auditOf = (bookingId: string) =>
  auditOfBooking(server.database.db, bookingId)

const cancel = (bookingURI: string) =>
  post(server.baseUrl, '/api/v1/booking/cancel-booking', {
    token: tokenOf(bookingURI),
    lang: 'en',
  })

describe('a cancellation settles the booking’s money (issue 32)', () => {
  it('gives up the card of a guarantee cancelled free: it can never be charged, and staff see it released', async () => {
    const { booking, id } = await booked('CCARD_GUARANTEE', 90)
    expect((await cancel(booking.bookingURI)).status).toBe(200)
    expect(await paymentsOf(id)).toMatchObject([
      { kind: 'guarantee', state: 'released' },
    ])
    expect(await auditOf(id)).toMatchObject([
      { action: 'card_released', admin_email: 'server' },
    ])
    const fee = await asStaff('adminChargeFee', {
      id,
      fee: 'late_cancellation',
      amount: 100,
      reason: 'Late',
      lang: 'en',
    })
    expect(fee.status).toBe(400)
    expect(fee.body.error.fields).toEqual({ fee: 'no_cancellation_fee' })
  })

  it('keeps all of a non-refundable prepayment when it is cancelled: nothing goes back', async () => {
    const { booking, id } = await booked('PREPAYMENT', 92)
    expect((await cancel(booking.bookingURI)).status).toBe(200)
    expect(await paymentsOf(id)).toMatchObject([
      {
        kind: 'prepayment',
        state: 'taken',
        taken: booking.prepaymentAmount,
        refunded: 0,
      },
    ])
  })
})

describe('staff’s money actions on a booking (issue 32)', () => {
  it('show the payments, and refund part of a prepayment, at most what is left; the guest is mailed and the audit log has it', async () => {
    const { email, booking, id } = await booked('PREPAYMENT', 94)
    const seen = await asStaff('adminBooking', { id, lang: 'en' })
    expect(seen.body.payments).toMatchObject([
      {
        kind: 'prepayment',
        state: 'taken',
        amount: booking.prepaymentAmount,
        taken: booking.prepaymentAmount,
        refunded: 0,
        gatewayReference: expect.stringMatching(/^pi_/),
      },
    ])
    const paymentId = seen.body.payments[0].paymentId
    const refund = {
      id,
      paymentId,
      amount: 5000,
      reason: 'Pool closed for two days',
      lang: 'en',
    }
    const refunded = await asStaff('adminRefundPayment', refund)
    expect(refunded.status).toBe(200)
    expect(refunded.body.payments[0]).toMatchObject({ refunded: 5000 })
    const tooMuch = await asStaff('adminRefundPayment', {
      ...refund,
      amount: booking.prepaymentAmount,
    })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.error.fields).toEqual({ amount: 'refund_too_large' })
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'payment_refunded',
        admin_email: ADMIN,
        note: 'Pool closed for two days',
      },
    ])
    const mails = await mailsTo(server.database.db, email)
    const mail = mails.find((m) => m.subject.startsWith('A payment on'))
    expect(mail?.text).toContain('We have refunded money to the card')
    expect(mail?.text).toContain('€50.00')
    expect(mail?.text).toContain('Pool closed for two days')
  })

  it('charge a late-cancellation fee once, up to the fee the cancellation set, to the card on file', async () => {
    // Inside the rate's paid cancellation window: cancelling costs a fee.
    const { email, booking, id } = await booked('CCARD_GUARANTEE', 2)
    const cancelled = await cancel(booking.bookingURI)
    expect(cancelled.status).toBe(200)
    const fee = cancelled.body.cancellation.fee as number
    expect(fee).toBeGreaterThan(0)
    // The card is kept: the fee may still be charged.
    expect(await paymentsOf(id)).toMatchObject([{ state: 'saved' }])
    const charge = {
      id,
      fee: 'late_cancellation',
      amount: fee,
      reason: 'Cancelled two days before arrival',
      lang: 'en',
    }
    const charged = await asStaff('adminChargeFee', charge)
    expect(charged.status).toBe(200)
    expect(charged.body.payments).toMatchObject([
      { kind: 'guarantee', state: 'saved' },
      {
        kind: 'fee',
        feeFor: 'late_cancellation',
        state: 'taken',
        amount: fee,
        taken: fee,
      },
    ])
    const again = await asStaff('adminChargeFee', charge)
    expect(again.status).toBe(400)
    expect(again.body.error.fields).toEqual({ amount: 'fee_too_large' })
    const mails = await mailsTo(server.database.db, email)
    expect(
      mails.some((m) => m.text.includes('after the free cancellation period')),
    ).toBe(true)
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'fee_charged',
        admin_email: ADMIN,
        note: 'Cancelled two days before arrival',
      },
    ])
  })

  it('charge a no-show fee once the arrival day has come; a card that needs its bank is a decline, kept as a failed payment', async () => {
    const { id } = await booked('CCARD_GUARANTEE', 3, testCards.authentication)
    const noShow = {
      id,
      fee: 'no_show',
      amount: 9000,
      reason: 'Did not arrive',
      lang: 'en',
    }
    const early = await asStaff('adminChargeFee', noShow)
    expect(early.status).toBe(400)
    expect(early.body.error.fields).toEqual({ fee: 'not_a_no_show' })
    // The arrival day comes.
    await server.database.db
      .updateTable('bookings')
      .set({ date_from: todayIso() })
      .where('id', '=', id)
      .execute()
    const declined = await asStaff('adminChargeFee', noShow)
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({
      kind: 'payment_declined',
      fields: { amount: 'card_declined' },
    })
    expect(await paymentsOf(id)).toMatchObject([
      { kind: 'guarantee', state: 'saved' },
      { kind: 'fee', fee_for: 'no_show', state: 'failed', taken: 0 },
    ])
  })

  it("show the day's payments to reconcile: what was taken and refunded, by whom for, with the gateway's references and totals; and the payments a declined card left owed", async () => {
    const { booking, id } = await booked('PREPAYMENT', 97)
    const paymentId = (await paymentsOf(id))[0]!.id
    const refunded = await asStaff('adminRefundPayment', {
      id,
      paymentId,
      amount: 3000,
      reason: 'Late check-in',
      lang: 'en',
    })
    expect(refunded.status).toBe(200)
    // A later payment the job could not make (payments/duePayments.test.ts runs the job itself).
    const { id: owedId } = await booked('CCARD_GUARANTEE', 98)
    const stamp = new Date().toISOString()
    await server.database.db
      .insertInto('payment_schedule')
      .values({
        id: `owed-${owedId}`,
        booking_id: owedId,
        due_on: todayIso(),
        action: 'charge',
        amount: 12_000,
        currency: 'EUR',
        state: 'failed',
        attempts: 1,
        payment_id: null,
        failure: 'insufficient_funds',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()

    const day = await asStaff('adminDayPayments', {
      day: todayIso(),
      lang: 'en',
    })
    expect(day.status).toBe(200)
    const ours = day.body.movements.filter(
      (move: { bookingId: string }) => move.bookingId === id,
    )
    expect(ours).toMatchObject([
      {
        kind: 'taken',
        paymentKind: 'prepayment',
        amount: booking.prepaymentAmount,
        currency: 'EUR',
        reference: expect.stringMatching(/^pi_/),
        guestName: `${booking.reservationHolder.firstName} ${booking.reservationHolder.lastName}`,
        propertyName: booking.hotelDetails.name,
      },
      {
        kind: 'refunded',
        amount: 3000,
        reference: expect.stringMatching(/^re_/),
      },
    ])
    const eur = day.body.totals.find(
      (total: { currency: string }) => total.currency === 'EUR',
    )
    const sum = (kind: string) =>
      day.body.movements
        .filter((move: { kind: string }) => move.kind === kind)
        .reduce((all: number, move: { amount: number }) => all + move.amount, 0)
    expect(eur).toEqual({
      currency: 'EUR',
      taken: sum('taken'),
      refunded: sum('refunded'),
      net: sum('taken') - sum('refunded'),
      declined: day.body.movements.filter(
        (move: { kind: string }) => move.kind === 'declined',
      ).length,
    })
    expect(day.body.owed).toContainEqual(
      expect.objectContaining({
        bookingId: owedId,
        amount: 12_000,
        failure: 'insufficient_funds',
        dueOn: todayIso(),
      }),
    )
    const yesterday = await asStaff('adminDayPayments', {
      day: addDaysIso(todayIso(), -1),
      lang: 'en',
    })
    expect(yesterday.body.movements).toEqual([])
  })

  it('ASVS 8.2.1: are refused to a signed-in member who is not an admin', async () => {
    const { id } = await booked('PREPAYMENT', 96)
    const refused = await adminCall(
      server,
      'adminRefundPayment',
      {},
      {
        id,
        paymentId: 'x',
        amount: 100,
        reason: 'x',
        lang: 'en',
      },
    )
    expect([401, 403]).toContain(refused.status)
  })
})
