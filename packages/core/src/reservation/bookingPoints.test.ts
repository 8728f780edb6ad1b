import { describe, expect, it } from 'vitest'
import {
  ApiError,
  CLUB_RULES,
  pointsPaymentCents,
  type cardPayment,
  type ExistingBookingResponse,
  type finalPriceQuote,
  type FinalQuoteResponse,
  type InputOf,
  type NewBookingRequestInput,
} from '../api'
import { fakeApiClient } from '../api/fakeApiClient'
import { typedPoints } from './bookingPoints'
import { checkoutSummary } from './checkoutSummary'
import {
  propertyOffer,
  serverQuote,
  bookByCard,
  flowOnPaymentStep,
} from './testing'

// Issue 35, decision 046: a signed-in club member pays part of a stay with points at the
// published rate. The server says what they pay, or why they cannot; the card pays the rest.

const TOTAL = 45000

const refused = (status: number, points: string) =>
  new ApiError({
    kind: status === 409 ? 'conflict' : 'missing_params',
    status,
    message: `refused: ${points}`,
    fields: { points },
  })

/**
 * A hotel paid in full at booking, and a member holding `balance` points. As the server does,
 * the quote applies the club's rules and a booking is refused while the balance is short of the
 * points quoted (spent meanwhile by another booking).
 */
function pointsHotel(balance = 5_000) {
  let left = balance
  const sent = {
    quotes: [] as InputOf<typeof finalPriceQuote>[],
    cardPayments: [] as InputOf<typeof cardPayment>[],
    bookings: [] as NewBookingRequestInput[],
  }
  const quoteOf = (points = 0): FinalQuoteResponse => {
    const amount = pointsPaymentCents(points)
    const due = TOTAL - amount
    return {
      ...serverQuote([TOTAL], ['PREPAYMENT'], ['line-1']),
      prepaymentAmount: due,
      paymentPlan: [{ on: null, amount: due, action: 'charge' }],
      pointsOffer: { balance: left, maximum: left - (left % 100) },
      ...(points ? { pointsPayment: { points, amount } } : {}),
    }
  }
  const api = fakeApiClient({
    property: () => Promise.resolve(propertyOffer()),
    propertyAnotherRoom: () => Promise.resolve(propertyOffer()),
    finalPriceQuote: (request) => {
      sent.quotes.push(request)
      const points = request.points ?? 0
      if (points && points < CLUB_RULES.paymentMinimum)
        return Promise.reject(refused(400, 'points_below_minimum'))
      if (points % CLUB_RULES.paymentStep)
        return Promise.reject(refused(400, 'points_step'))
      if (points > left)
        return Promise.reject(refused(400, 'points_not_enough'))
      return Promise.resolve(quoteOf(points))
    },
    cardPayment: (request) => {
      sent.cardPayments.push(request)
      return Promise.resolve({
        intent: `pi_test${sent.cardPayments.length}`,
        cardPage: 'https://pay.example/card',
        cardOrigin: 'https://pay.example',
        amount: quoteOf(request.points).prepaymentAmount,
        currency: 'EUR',
        testMode: true,
      })
    },
    newBooking: (request) => {
      sent.bookings.push(request)
      if ((request.points ?? 0) > left)
        return Promise.reject(refused(409, 'points_changed'))
      return Promise.resolve({
        bookingId: 'AAR-7K2M9Q',
      } as unknown as ExistingBookingResponse)
    },
  })
  return {
    api,
    sent,
    /** Another booking or a transfer spends `points` of the member's. */
    spendElsewhere: (points: number) => (left -= points),
  }
}

async function onPayment(server = pointsHotel()) {
  const flow = await flowOnPaymentStep(server.api, 'de')
  return { flow, server }
}

describe('booking flow: club points paying (issue 35, decision 046)', () => {
  it('decision 046: reads points grouped as each language writes them, and refuses what is not a whole number without asking', () => {
    for (const typed of [
      '2000',
      '2,000',
      '2.000',
      '2 000',
      '2’000',
      '2\u202f000',
    ])
      expect(typedPoints(typed)).toEqual({ value: 2000 })
    for (const typed of [
      '',
      '0',
      '-1000',
      '1.5',
      '1000.5',
      '20,00',
      'all',
      '1e4',
    ])
      expect(typedPoints(typed)).toEqual({ refusal: 'points_invalid' })
  })

  it('decision 046: pays with the points the server takes, sent with the card step and the booking; the total stays and the card pays the rest', async () => {
    const { flow, server } = await onPayment()
    expect(flow.getState().quote?.pointsOffer).toEqual({
      balance: 5_000,
      maximum: 5_000,
    })
    await flow.getState().applyPoints('2.000')
    expect(server.sent.quotes.at(-1)?.points).toBe(2_000)
    expect(flow.getState().pointsRefusal).toBeUndefined()
    expect(flow.getState().reservation).toMatchObject({
      points: 2_000,
      totalPrice: TOTAL,
    })
    const summary = checkoutSummary(flow.getState())
    expect(summary).toMatchObject({
      paidByPoints: 1_000,
      now: TOTAL - 1_000,
      later: 0,
    })
    await bookByCard(flow)
    expect(server.sent.cardPayments[0]?.points).toBe(2_000)
    expect(server.sent.bookings[0]).toMatchObject({
      points: 2_000,
      expectedTotal: TOTAL,
    })
  })

  it('decision 046: keeps the payment as it was when the server or the typing refuses the points, and says why', async () => {
    const { flow, server } = await onPayment()
    const asked = server.sent.quotes.length
    await flow.getState().applyPoints('lots')
    expect(flow.getState().pointsRefusal).toBe('points_invalid')
    expect(server.sent.quotes).toHaveLength(asked)
    await flow.getState().applyPoints('6000')
    expect(flow.getState().pointsRefusal).toBe('points_not_enough')
    expect(flow.getState().reservation.points ?? 0).toBe(0)
    expect(flow.getState().quote?.pointsPayment).toBeUndefined()
    // A good amount after a refusal clears it.
    await flow.getState().applyPoints('1000')
    expect(flow.getState().pointsRefusal).toBeUndefined()
    expect(flow.getState().quote?.pointsPayment?.points).toBe(1_000)
  })

  it('decision 046: is removed on the guest’s word, and the card pays it all again', async () => {
    const { flow, server } = await onPayment()
    await flow.getState().applyPoints('3000')
    await flow.getState().removePoints()
    expect(server.sent.quotes.at(-1)?.points).toBeUndefined()
    expect(flow.getState().reservation.points).toBe(0)
    expect(flow.getState().quote?.prepaymentAmount).toBe(TOTAL)
  })

  it('decision 046: points spent meanwhile make the booking ask the quote again, which drops them; the guest is told at the booking and at the points, and nothing is booked', async () => {
    const { flow, server } = await onPayment()
    await flow.getState().applyPoints('4000')
    server.spendElsewhere(2_000)
    await bookByCard(flow)
    expect(flow.getState().booking).toBeUndefined()
    expect(flow.getState().refusal).toEqual({ message: 'points_changed' })
    expect(flow.getState().pointsRefusal).toBe('points_not_enough')
    expect(flow.getState().reservation.points).toBe(0)
    expect(flow.getState().quote?.prepaymentAmount).toBe(TOTAL)
    expect(flow.getState().quote?.pointsOffer?.balance).toBe(3_000)
  })
})
