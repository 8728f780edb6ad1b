import { addDaysIso } from '@resort/core/stay'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { post } from '../testing/api'
import {
  bookingBody,
  tokenOf,
  type Offer,
  quoteWithCode,
  roomyOffer as roomyStay,
} from '../testing/bookingFixtures'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'promo.codes@example.com'
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
/** A new code with these conditions (10 % off, no limits, unless told). */
async function createCode(conditions: Record<string, unknown> = {}) {
  const code = `TEST${++serial}X`
  const answer = await adminCall(server, 'createPromoCode', staff, {
    code: code.toLowerCase(),
    kind: 'percent',
    value: 10,
    ...conditions,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { codeId: string; code: string }
}

const roomyOffer = (startInDays: number) => roomyStay(server, startInDays)

const quoteOf = (offer: Offer, promoCode?: string) =>
  quoteWithCode(server.baseUrl, offer, promoCode)

/** Books the offer with the code at the price the server quoted with it. */
async function bookWith(
  offer: Offer,
  code: string,
  email = 'guest@example.com',
) {
  const quote = await quoteOf(offer, code)
  const body = bookingBody(offer)
  return post(server.baseUrl, '/api/v1/booking/new-booking', {
    ...body,
    promoCode: code,
    expectedTotal:
      quote.status === 200 ? quote.body.totalPrice : body.expectedTotal,
    guest: { ...body.guest, email },
  })
}

const usesOf = async (codeId: string) => {
  const row = await server.database.db
    .selectFrom('promo_codes')
    .select('uses')
    .where('id', '=', codeId)
    .executeTakeFirstOrThrow()
  return Number(row.uses)
}

describe('promo codes (issue 35, decision 044)', () => {
  it('shows a code line by line in the quote, the lines adding up to each unit’s total, and books at that price', async () => {
    const offer = await roomyOffer(50)
    const { code } = await createCode({ value: 15 })
    const plain = await quoteOf(offer)
    // Typed in any case: codes are matched in upper case.
    const quoted = await quoteOf(offer, code.toLowerCase())
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    const [unit] = quoted.body.units
    const line = unit.priceBrakedown.find(
      (l: { kind: string }) => l.kind === 'promo_code',
    )
    const stayPrice = plain.body.units[0].initialTotal
    expect(line).toEqual({
      kind: 'promo_code',
      label: `Promo code ${code}`,
      quantity: 1,
      unitPrice: -Math.round(stayPrice * 0.15),
      total: -Math.round(stayPrice * 0.15),
    })
    expect(
      unit.priceBrakedown.reduce(
        (sum: number, l: { total: number }) => sum + l.total,
        0,
      ),
    ).toBe(unit.total)
    expect(quoted.body.totalPrice).toBe(plain.body.totalPrice + line.total)
    expect(quoted.body.promoCode).toEqual({ code, discount: -line.total })

    const booked = await bookWith(offer, code)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.body.totalPrice).toBe(quoted.body.totalPrice)
  })

  it('is the only judge: a discount the guest did not earn from the server is a changed price, never a booking', async () => {
    const offer = await roomyOffer(52)
    const { code } = await createCode({ value: 20 })
    const quoted = await quoteOf(offer, code)
    const body = bookingBody(offer)
    // The code's price without the code, and a deeper cut than the code gives.
    for (const forged of [
      { expectedTotal: quoted.body.totalPrice },
      { promoCode: code, expectedTotal: quoted.body.totalPrice - 1000 },
    ]) {
      const answer = await post(server.baseUrl, '/api/v1/booking/new-booking', {
        ...body,
        ...forged,
      })
      expect(answer.status).toBe(409)
      expect(answer.body.error.kind).toBe('price_changed')
    }
  })

  it('refuses a code that does not apply, naming the promoCode field with the reason', async () => {
    const offer = await roomyOffer(54)
    const refusal = async (code: string) => {
      const answer = await quoteOf(offer, code)
      expect(answer.status).toBe(400)
      return answer.body.error.fields.promoCode as string
    }
    expect(await refusal('NO-SUCH-CODE')).toBe('promo_code_unknown')
    expect(await refusal((await createCode({ minNights: 14 })).code)).toBe(
      'promo_code_min_nights',
    )
    expect(
      await refusal(
        (await createCode({ propertyIds: ['another-property'] })).code,
      ),
    ).toBe('promo_code_not_here')
    expect(
      await refusal(
        (await createCode({ kind: 'amount', value: 5000, currency: 'CHF' }))
          .code,
      ),
    ).toBe('promo_code_not_here')
    const voided = await createCode()
    const voiding = await adminCall(server, 'voidPromoCode', staff, {
      codeId: voided.codeId,
    })
    expect(voiding.body.voidedAt).not.toBeNull()
    expect(await refusal(voided.code)).toBe('promo_code_unknown')
  })

  it('is used exactly as often as allowed when guests race for the last uses', async () => {
    const offer = await roomyOffer(56)
    const { code, codeId } = await createCode({ maxUses: 3 })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        bookWith(offer, code, `racer${index}@example.com`),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.error.fields.promoCode).toBe('promo_code_used_up')
    }
    expect(await usesOf(codeId)).toBe(3)
  })

  it('keeps to the uses per guest, counting an address in any case', async () => {
    const offer = await roomyOffer(58)
    const { code } = await createCode({ maxUsesPerGuest: 1 })
    expect((await bookWith(offer, code, 'Ana@Example.com')).status).toBe(201)
    const again = await bookWith(offer, code, 'ana@example.com')
    expect(again.status).toBe(409)
    expect(again.body.error.fields.promoCode).toBe('promo_code_guest_limit')
    expect((await bookWith(offer, code, 'ivo@example.com')).status).toBe(201)
  })

  it('gets its use back from a cancelled booking exactly once', async () => {
    const offer = await roomyOffer(60)
    const { code, codeId } = await createCode({ maxUses: 1 })
    const first = await bookWith(offer, code, 'first@example.com')
    expect(first.status).toBe(201)
    expect((await bookWith(offer, code, 'second@example.com')).status).toBe(409)
    const cancel = () =>
      post(server.baseUrl, '/api/v1/booking/cancel-booking', {
        token: tokenOf(first.body.bookingURI),
      })
    expect((await cancel()).status).toBe(200)
    expect((await cancel()).status).toBe(409)
    expect(await usesOf(codeId)).toBe(0)
    expect((await bookWith(offer, code, 'second@example.com')).status).toBe(201)
    expect(await usesOf(codeId)).toBe(1)
  })

  it('prices a change of the booking with its code while the new stay meets it, without a second use; a change it no longer meets gives the use back', async () => {
    const offer = await roomyOffer(64)
    const { code, codeId } = await createCode({ value: 10, minNights: 3 })
    const booked = await bookWith(offer, code)
    expect(booked.status).toBe(201)
    const changeQuote = (dateTo: string) =>
      post(server.baseUrl, '/api/v1/booking/edit-booking-quote', {
        token: tokenOf(booked.body.bookingURI),
        lang: 'en',
        dateFrom: offer.dateFrom,
        dateTo,
        units: bookingBody(offer).units,
      })
    const kinds = (answer: {
      body: { units: { priceBrakedown: { kind: string }[] }[] }
    }) => answer.body.units[0]!.priceBrakedown.map((line) => line.kind)
    // The same stay: the same price, the code's line on it.
    const same = await changeQuote(offer.dateTo)
    expect(same.body.totalPrice).toBe(booked.body.totalPrice)
    expect(kinds(same)).toContain('promo_code')
    // Two nights are below the code's minimum: priced without it, not refused.
    const shorter = await changeQuote(addDaysIso(offer.dateTo, -1))
    expect(shorter.status).toBe(200)
    expect(kinds(shorter)).not.toContain('promo_code')
    expect(await usesOf(codeId)).toBe(1)
    // Made so, the booking gives the code's use back, and a later change does not take it again.
    const changed = await post(server.baseUrl, '/api/v1/booking/edit-booking', {
      token: tokenOf(booked.body.bookingURI),
      lang: 'en',
      dateFrom: offer.dateFrom,
      dateTo: addDaysIso(offer.dateTo, -1),
      units: bookingBody(offer).units,
      expectedTotal: shorter.body.totalPrice,
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(await usesOf(codeId)).toBe(0)
    expect(kinds(await changeQuote(offer.dateTo))).not.toContain('promo_code')
  })

  it('no sequence of bookings and cancellations takes more uses than allowed or makes them negative (fast-check)', async () => {
    const offer = await roomyOffer(62)
    const guests = ['a@example.com', 'b@example.com', 'c@example.com']
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ book: fc.constantFrom(...guests) }),
            fc.record({ cancel: fc.nat({ max: 5 }) }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          const { code, codeId } = await createCode({
            maxUses: 2,
            maxUsesPerGuest: 1,
          })
          // The model: bookings that hold a use, by guest.
          const holding: { token: string; guest: string }[] = []
          for (const step of steps) {
            if ('book' in step) {
              const allowed =
                holding.length < 2 &&
                !holding.some((one) => one.guest === step.book)
              const answer = await bookWith(offer, code, step.book)
              expect(answer.status === 201).toBe(allowed)
              if (answer.status === 201)
                holding.push({
                  token: tokenOf(answer.body.bookingURI),
                  guest: step.book,
                })
            } else if (holding.length > 0) {
              const [gone] = holding.splice(step.cancel % holding.length, 1)
              const answer = await post(
                server.baseUrl,
                '/api/v1/booking/cancel-booking',
                {
                  token: gone!.token,
                },
              )
              expect(answer.status).toBe(200)
            }
            const uses = await usesOf(codeId)
            expect(uses).toBe(holding.length)
            expect(uses).toBeGreaterThanOrEqual(0)
            expect(uses).toBeLessThanOrEqual(2)
          }
        },
      ),
      { numRuns: 8 },
    )
  })

  it('refuses a code staff type twice in any case, and an amount without its currency', async () => {
    const { code } = await createCode()
    const twice = await adminCall(server, 'createPromoCode', staff, {
      code: code.toLowerCase(),
      kind: 'percent',
      value: 5,
    })
    expect(twice.status).toBe(409)
    expect(twice.body.error.fields).toEqual({ code: 'promo_code_exists' })
    const noCurrency = await adminCall(server, 'createPromoCode', staff, {
      code: 'AMOUNT-ONLY',
      kind: 'amount',
      value: 5000,
    })
    expect(noCurrency.status).toBe(400)
    expect(noCurrency.body.error.fields).toEqual({ currency: 'required' })
    const listed = await adminCall(server, 'adminPromoCodes', staff)
    expect(
      listed.body.codes.map((one: { code: string }) => one.code),
    ).toContain(code)
  })
})
