import { endpointSchemas } from '@resort/core/api/schemas'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { post } from '../testing/api'
import {
  bookingBody,
  findOffer,
  roomyOffer,
  tokenOf,
  typeCard,
  withCardStep,
  postBooking,
  quoteWithCode,
} from '../testing/bookingFixtures'
import {
  balanceOf,
  buyVoucher,
  cancelBooking,
  quoteWithVoucher,
  voucherOrder,
} from '../testing/giftVoucherFixtures'
import type { SessionTokens } from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 35, decision 045: gift vouchers bought with the card page, spent on bookings in part or
// whole, given back by cancellations once, voided and refunded by staff.

const ADMIN = 'gift.vouchers@example.com'
let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

let serial = 0
const buyer = () => `buyer${++serial}@example.com`

/** Books the offer paying with the voucher, at the total the server quoted. */
async function bookWithVoucher(
  offer: Awaited<ReturnType<typeof roomyOffer>>,
  code: string,
) {
  const quoted = await quoteWithVoucher(server, offer, code)
  return postBooking(
    server.baseUrl,
    bookingBody(offer, {
      giftVoucher: code,
      giftVoucherAmount: quoted.body.giftVoucher?.applied ?? 0,
    }),
  )
}

const movesOf = (code: string) =>
  server.database.db
    .selectFrom('gift_voucher_moves as move')
    .innerJoin('gift_vouchers as voucher', 'voucher.id', 'move.voucher_id')
    .select(['move.kind', 'move.amount', 'move.booking_id', 'move.returned'])
    .where('voucher.code', '=', code)
    .orderBy('move.created_at')
    .execute()

describe('buying a gift voucher (issue 35, decision 045)', () => {
  it('is paid on the card page, then made once with a code and mailed to its recipient, with a receipt to the buyer', async () => {
    const buyerEmail = buyer()
    const { code, intent, bought } = await buyVoucher(server, {
      buyerEmail,
      recipientEmail: `for-${buyerEmail}`,
      amount: 7_500,
    })
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(bought.body).toMatchObject({
      amount: 7_500,
      balance: 7_500,
      currency: 'EUR',
      state: 'active',
      recipientName: 'Ivo Kovač',
      mailedTo: `for-${buyerEmail}`,
    })
    // A retry (a lost answer, a second tab) answers the same voucher, never a second one.
    const again = await post(server.baseUrl, '/api/v1/gift-vouchers/purchase', {
      intent,
    })
    expect(again.body.code).toBe(code)
    const [gift] = await mailsTo(server.database.db, `for-${buyerEmail}`)
    expect(gift!.subject).toBe('A gift voucher for you from Ana Horvat')
    expect(gift!.text).toContain(code)
    expect(gift!.text).toContain('Happy birthday!')
    const [receipt] = await mailsTo(server.database.db, buyerEmail)
    expect(receipt!.text).not.toContain(code)
    expect(receipt!.text).toContain(`for-${buyerEmail}`)
    expect(await movesOf(code)).toEqual([
      { kind: 'bought', amount: 7_500, booking_id: null, returned: 0 },
    ])
  })

  it('mails the voucher to the buyer to print when no recipient address is given', async () => {
    const buyerEmail = buyer()
    const { code, bought } = await buyVoucher(server, {
      buyerEmail,
      recipientEmail: '',
    })
    expect(bought.body.mailedTo).toBe(buyerEmail)
    const mails = await mailsTo(server.database.db, buyerEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(code)
  })

  it('makes no voucher for a card step the card page has not confirmed, nor for an intent it did not start', async () => {
    const step = await post(
      server.baseUrl,
      '/api/v1/gift-vouchers/card-payment',
      voucherOrder({ buyerEmail: buyer() }),
    )
    expect(step.status).toBe(200)
    expect(step.body).toMatchObject({ amount: 10_000, currency: 'EUR' })
    const early = await post(server.baseUrl, '/api/v1/gift-vouchers/purchase', {
      intent: step.body.intent,
    })
    expect(early.status).toBe(409)
    expect(early.body.error.kind).toBe('payment_incomplete')
    const unknown = await post(
      server.baseUrl,
      '/api/v1/gift-vouchers/purchase',
      { intent: 'pi_notstartedhere1234' },
    )
    expect(unknown.status).toBe(404)
    // The card typed afterwards: the same intent now makes the voucher.
    expect((await typeCard(step.body.cardPage)).status).toBe(200)
    const made = await post(server.baseUrl, '/api/v1/gift-vouchers/purchase', {
      intent: step.body.intent,
    })
    expect(made.status).toBe(200)
  })

  it('refuses an order it cannot sell, naming each field', async () => {
    const answer = await post(
      server.baseUrl,
      '/api/v1/gift-vouchers/card-payment',
      voucherOrder({
        amount: 500,
        buyerEmail: 'not-an-address',
        recipientName: ' ',
        message: 'x'.repeat(301),
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error.fields).toEqual({
      amount: 'too_small',
      buyerEmail: 'email_invalid',
      recipientName: 'required',
      message: 'too_long',
    })
  })
})

describe('checking a voucher by its code (issue 35)', () => {
  it('answers what is left however the code is typed, and nothing about who bought it', async () => {
    const { code } = await buyVoucher(server, { buyerEmail: buyer() })
    const typed = code.toLowerCase().replace(/-/g, ' ')
    const answer = await post(server.baseUrl, '/api/v1/gift-vouchers/balance', {
      code: typed,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      code,
      amount: 10_000,
      balance: 10_000,
      currency: 'EUR',
      state: 'active',
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
  })

  it('refuses an unknown code (404) and a malformed one (400) on the code field', async () => {
    const unknown = await post(
      server.baseUrl,
      '/api/v1/gift-vouchers/balance',
      { code: 'ZZZZ-ZZZZ-ZZZZ' },
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.fields).toEqual({ code: 'gift_voucher_unknown' })
    const malformed = await post(
      server.baseUrl,
      '/api/v1/gift-vouchers/balance',
      { code: 'ABC' },
    )
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.fields).toEqual({
      code: 'gift_voucher_invalid',
    })
  })
})

describe('paying a booking with a voucher (issue 35, decision 045)', () => {
  it('pays part of a stay and then the rest of another: two bookings, the balance spent to the cent', async () => {
    const offer = await roomyOffer(server, 70)
    const amount = offer.total + Math.round(offer.total / 2)
    const { code } = await buyVoucher(server, { buyerEmail: buyer(), amount })
    const quoted = await quoteWithVoucher(server, offer, code)
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    // A voucher is money, not a discount: the total stays; the voucher pays all of it.
    expect(quoted.body.totalPrice).toBe(offer.total)
    expect(quoted.body.giftVoucher).toEqual({
      code,
      applied: offer.total,
      balanceAfter: amount - offer.total,
    })
    // Sent past the serializer's check (issue 34): exactly what its schema allows.
    expect(endpointSchemas.finalPriceQuote.response.parse(quoted.body)).toEqual(
      quoted.body,
    )
    const first = await bookWithVoucher(offer, code)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.giftVoucher).toEqual({
      codeEnd: code.slice(-4),
      amount: offer.total,
    })
    expect(await balanceOf(server, code)).toBe(amount - offer.total)
    // The second stay costs more than is left: the voucher pays what it has.
    const second = await bookWithVoucher(offer, code)
    expect(second.status).toBe(201)
    expect(second.body.giftVoucher.amount).toBe(amount - offer.total)
    expect(await balanceOf(server, code)).toBe(0)
    const spent = await post(server.baseUrl, '/api/v1/gift-vouchers/balance', {
      code,
    })
    expect(spent.body.state).toBe('spent')
    const refused = await quoteWithVoucher(server, offer, code)
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({
      giftVoucher: 'gift_voucher_spent',
    })
  })

  it('asks the card only for what the voucher does not pay of a prepaid stay', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'PREPAYMENT',
      startInDays: 75,
    })
    const { code } = await buyVoucher(server, {
      buyerEmail: buyer(),
      amount: 2_000,
    })
    const plain = await quoteWithVoucher(server, offer, code)
    expect(plain.status).toBe(200)
    // Without the voucher, the card would be asked for 20 euros more.
    const withoutVoucher = await quoteWithCode(server.baseUrl, offer)
    expect(withoutVoucher.body.prepaymentAmount).toBeGreaterThan(2_000)
    const body = bookingBody(offer, {
      giftVoucher: code,
      giftVoucherAmount: 2_000,
    })
    const withCard = await withCardStep(server.baseUrl, body)
    const payment = await server.database.db
      .selectFrom('payments')
      .select('amount')
      .where('intent', '=', withCard.payment!.intent)
      .executeTakeFirstOrThrow()
    expect(payment.amount).toBe(plain.body.prepaymentAmount)
    expect(plain.body.prepaymentAmount).toBe(
      withoutVoucher.body.prepaymentAmount - 2_000,
    )
    const booked = await postBooking(server.baseUrl, withCard)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.body.prepaymentAmount).toBe(payment.amount)
    expect(booked.body.giftVoucher.amount).toBe(2_000)
  })

  it('gives a cancelled booking’s voucher value back exactly once', async () => {
    const offer = await roomyOffer(server, 78)
    const { code } = await buyVoucher(server, {
      buyerEmail: buyer(),
      amount: offer.total,
    })
    const booked = await bookWithVoucher(offer, code)
    expect(booked.status).toBe(201)
    expect(await balanceOf(server, code)).toBe(0)
    expect(booked.body.cancellation.feeIfCancelledNow).toBe(0)
    const [first, second] = await Promise.all([
      cancelBooking(server, booked.body.bookingURI),
      cancelBooking(server, booked.body.bookingURI),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect(await balanceOf(server, code)).toBe(offer.total)
    const moves = await movesOf(code)
    expect(moves.map((move) => move.kind)).toEqual([
      'bought',
      'spent',
      'returned',
    ])
  })

  it('keeps the fee of a non-refundable stay from the voucher’s part the card did not pay', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'PREPAYMENT',
      startInDays: 82,
    })
    const { code } = await buyVoucher(server, {
      buyerEmail: buyer(),
      amount: 3_000,
    })
    const booked = await postBooking(
      server.baseUrl,
      await withCardStep(
        server.baseUrl,
        bookingBody(offer, { giftVoucher: code, giftVoucherAmount: 3_000 }),
      ),
    )
    expect(booked.status).toBe(201)
    const fee = booked.body.cancellation.feeIfCancelledNow as number
    const byCard = booked.body.prepaymentAmount as number
    expect((await cancelBooking(server, booked.body.bookingURI)).status).toBe(
      200,
    )
    const kept = Math.min(3_000, Math.max(0, fee - byCard))
    expect(await balanceOf(server, code)).toBe(3_000 - kept)
  })

  it('lets one of several bookings racing for the same balance have it, and refuses the others with a conflict', async () => {
    const offer = await roomyOffer(server, 86)
    const { code } = await buyVoucher(server, {
      buyerEmail: buyer(),
      amount: offer.total,
    })
    // Every guest was shown the whole balance paying their stay.
    const body = bookingBody(offer, {
      giftVoucher: code,
      giftVoucherAmount: offer.total,
    })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postBooking(server.baseUrl, body)),
    )
    const made = answers.filter((answer) => answer.status === 201)
    expect(made).toHaveLength(1)
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.error.fields).toEqual({
        giftVoucher: 'gift_voucher_balance_changed',
      })
    }
    expect(await balanceOf(server, code)).toBe(0)
    expect(
      (await movesOf(code)).filter((move) => move.kind === 'spent'),
    ).toHaveLength(1)
  })

  it('gives back what a cheaper change no longer costs, and keeps paying the rest', async () => {
    const offer = await roomyOffer(server, 90)
    const { code } = await buyVoucher(server, {
      buyerEmail: buyer(),
      amount: offer.total * 2,
    })
    const booked = await bookWithVoucher(offer, code)
    expect(booked.status).toBe(201)
    const shorter = {
      token: tokenOf(booked.body.bookingURI),
      lang: 'en',
      dateFrom: offer.dateFrom,
      dateTo:
        offer.dateTo.slice(0, 8) +
        String(Number(offer.dateTo.slice(8)) - 1).padStart(2, '0'),
      units: bookingBody(offer).units,
    }
    const quote = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      shorter,
    )
    expect(quote.status, JSON.stringify(quote.body)).toBe(200)
    const changed = await post(server.baseUrl, '/api/v1/booking/edit-booking', {
      ...shorter,
      expectedTotal: quote.body.totalPrice,
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.giftVoucher.amount).toBe(quote.body.totalPrice)
    expect(await balanceOf(server, code)).toBe(
      offer.total * 2 - quote.body.totalPrice,
    )
  })
})

describe('a voucher’s value over any sequence (issue 35, decision 045)', () => {
  it('no sequence of bookings, cancellations and refunds makes a balance negative or pays a value twice (fast-check)', async () => {
    const offer = await roomyOffer(server, 102)
    const amount = Math.round(offer.total * 2.5)
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constant({ book: true as const }),
            fc.record({ cancel: fc.nat({ max: 5 }) }),
            fc.constant({ refund: true as const }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          const buyerEmail = buyer()
          const { code } = await buyVoucher(server, { buyerEmail, amount })
          const row = () =>
            server.database.db
              .selectFrom('gift_vouchers')
              .select(['id', 'balance', 'refunded', 'state'])
              .where('code', '=', code)
              .executeTakeFirstOrThrow()
          const { id: voucherId } = await row()
          // The model: the balance, what went to the card, and what each live booking holds.
          let balance = amount
          let refunded = 0
          let state: 'active' | 'refunded' = 'active'
          const held: { bookingURI: string; amount: number }[] = []
          for (const step of steps) {
            if ('book' in step) {
              const answer = await bookWithVoucher(offer, code)
              if (balance > 0 && state === 'active') {
                expect(answer.status).toBe(201)
                const paid = Math.min(balance, offer.total)
                expect(answer.body.giftVoucher.amount).toBe(paid)
                balance -= paid
                held.push({ bookingURI: answer.body.bookingURI, amount: paid })
              } else {
                expect(answer.status).toBe(400)
              }
            } else if ('cancel' in step) {
              if (held.length === 0) continue
              const [gone] = held.splice(step.cancel % held.length, 1)
              expect(
                (await cancelBooking(server, gone!.bookingURI)).status,
              ).toBe(200)
              balance += gone!.amount
              state = 'active'
            } else {
              const answer = await adminCall(
                server,
                'refundGiftVoucher',
                staff,
                {
                  voucherId,
                },
              )
              if (balance > 0 && state === 'active') {
                expect(answer.status).toBe(200)
                refunded += balance
                balance = 0
                state = 'refunded'
              } else {
                expect(answer.status).toBe(409)
              }
            }
            const stored = await row()
            expect(stored).toMatchObject({ balance, refunded, state })
            expect(stored.balance).toBeGreaterThanOrEqual(0)
            // Every cent is in one place: on the voucher, back on the card, or paying a stay.
            const inStays = held.reduce((sum, one) => sum + one.amount, 0)
            expect(stored.balance + stored.refunded + inStays).toBe(amount)
            // And the moves explain the balance.
            const moves = await movesOf(code)
            expect(moves.reduce((sum, move) => sum + move.amount, 0)).toBe(
              stored.balance,
            )
          }
        },
      ),
      { numRuns: 8 },
    )
  })
})

describe('staff and vouchers (issue 35, decision 045)', () => {
  const asStaff = (
    name: 'adminGiftVouchers' | 'voidGiftVoucher' | 'refundGiftVoucher',
    input?: Record<string, unknown>,
  ) => adminCall(server, name, staff, input)

  async function listed(code: string, buyerEmail: string) {
    const list = await asStaff('adminGiftVouchers')
    expect(list.status).toBe(200)
    // ASVS 14.2.6 (level 2): staff see a code's last four signs, never the code that spends it.
    expect(JSON.stringify(list.body)).not.toContain(code)
    return list.body.vouchers.find(
      (voucher: { codeEnd: string; buyerEmail: string }) =>
        voucher.codeEnd === code.slice(-4) && voucher.buyerEmail === buyerEmail,
    )
  }

  it('ASVS 14.2.6: list vouchers with their moves and a code’s last four signs only, and void one so no booking can spend it', async () => {
    const offer = await roomyOffer(server, 94)
    const buyerEmail = buyer()
    const { code } = await buyVoucher(server, { buyerEmail })
    const voucher = await listed(code, buyerEmail)
    expect(voucher).toMatchObject({
      amount: 10_000,
      balance: 10_000,
      state: 'active',
    })
    expect(voucher.moves).toEqual([
      expect.objectContaining({ kind: 'bought', amount: 10_000 }),
    ])
    const voided = await asStaff('voidGiftVoucher', {
      voucherId: voucher.voucherId,
    })
    expect(voided.status).toBe(200)
    expect(voided.body.state).toBe('void')
    const quoted = await quoteWithVoucher(server, offer, code)
    expect(quoted.body.error.fields).toEqual({
      giftVoucher: 'gift_voucher_void',
    })
    const twice = await asStaff('voidGiftVoucher', {
      voucherId: voucher.voucherId,
    })
    expect(twice.status).toBe(409)
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'admin_email'])
      .where('entity_id', '=', voucher.voucherId)
      .execute()
    expect(audit).toEqual([
      { action: 'gift_voucher_voided', admin_email: ADMIN },
    ])
  })

  it('refunds what is left to the buyer’s card once, and a cancelled booking’s value then comes back onto the voucher to spend', async () => {
    const offer = await roomyOffer(server, 98)
    const amount = offer.total + 4_000
    const buyerEmail = buyer()
    const { code } = await buyVoucher(server, { buyerEmail, amount })
    const booked = await bookWithVoucher(offer, code)
    expect(booked.status).toBe(201)
    const { voucherId } = await listed(code, buyerEmail)
    const [first, second] = await Promise.all([
      asStaff('refundGiftVoucher', { voucherId }),
      asStaff('refundGiftVoucher', { voucherId }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const refunded = first.status === 200 ? first.body : second.body
    expect(refunded).toMatchObject({ state: 'refunded', balance: 0 })
    const row = await server.database.db
      .selectFrom('gift_vouchers')
      .select(['refunded', 'balance'])
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ refunded: 4_000, balance: 0 })
    // Nothing is left to refund.
    expect((await asStaff('refundGiftVoucher', { voucherId })).status).toBe(409)
    // The stay it paid is cancelled free: that value is the holder's again, on the voucher.
    expect((await cancelBooking(server, booked.body.bookingURI)).status).toBe(
      200,
    )
    expect(await balanceOf(server, code)).toBe(offer.total)
    const again = await listed(code, buyerEmail)
    expect(again.state).toBe('active')
    expect(again.moves.map((move: { kind: string }) => move.kind)).toEqual([
      'bought',
      'spent',
      'refunded',
      'returned',
    ])
  })

  it('ASVS 14.2.6: the outbox shows staff a voucher mail with its code hidden', async () => {
    const buyerEmail = buyer()
    const { code } = await buyVoucher(server, {
      buyerEmail,
      recipientEmail: '',
    })
    const list = await adminCall(server, 'adminOutbox', staff, {
      q: buyerEmail,
    })
    const opened = await adminCall(server, 'adminOutboxMail', staff, {
      id: list.body.items[0].id,
    })
    expect(opened.status).toBe(200)
    expect(opened.body.text).not.toContain(code)
    expect(opened.body.text).toContain('[hidden]')
  })
})
