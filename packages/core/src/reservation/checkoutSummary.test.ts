import { describe, expect, it } from 'vitest'
import type { PaymentDue } from '../api'
import { fakeApiClient } from '../api/fakeApiClient'
import { createTracker } from '../tracking'
import { createBookingFlow } from './bookingFlow'
import { checkoutSummary, paymentDue } from './checkoutSummary'
import { memoryStorage, propertyOffer, serverQuote } from './testing'

/** A deposit of 30 % charged at booking, the rest charged on a day before arrival. */
const depositPlan: PaymentDue[] = [
  { on: null, amount: 13500, action: 'charge' },
  { on: '2027-05-27', amount: 31500, action: 'charge' },
]

/** A flow on the payment step of a rate with a card guarantee, a prepayment or neither. */
async function onPaymentStep() {
  const offer = propertyOffer()
  offer.property.images = ['/media/photos/lone-bay/1.jpg']
  const flow = createBookingFlow({
    api: fakeApiClient({
      property: () => Promise.resolve(offer),
      propertyAnotherRoom: () => Promise.resolve(offer),
      finalPriceQuote: () =>
        Promise.resolve({
          ...serverQuote(
            [45000],
            ['CCARD_GUARANTEE', 'PREPAYMENT', 'NOGUARANTEE'],
            ['line-1'],
          ),
          prepaymentAmount: 13500,
          paymentPlan: depositPlan,
        }),
    }),
    lang: 'en',
    propertyId: 'hotel-rovinj',
    dateFrom: '2027-06-10',
    dateTo: '2027-06-13',
    adults: 2,
    children: 0,
    tracker: createTracker([]),
    storage: memoryStorage(),
    pageOrigin: 'https://partner.example',
  })
  await flow.getState().load()
  flow.getState().addRoom('double-sea', 'flex')
  await flow.getState().continue()
  return flow
}

describe('issue 33: the booking summary beside the payment step', () => {
  it('is nothing until the flow has its offer and quote', () => {
    expect(
      checkoutSummary({
        quote: undefined,
        offer: propertyOffer(),
        reservation: {} as never,
      }),
    ).toBeUndefined()
  })

  it('names the property, its picture, the stay, the guests and each room from the quote', async () => {
    const flow = await onPaymentStep()
    expect(checkoutSummary(flow.getState())).toMatchObject({
      propertyName: 'Hotel Lone Bay',
      picture: '/media/photos/lone-bay/1.jpg',
      rateName: 'Flexible',
      boardName: 'Bed and breakfast',
      dateFrom: '2027-06-10',
      dateTo: '2027-06-13',
      nights: 3,
      guests: 2,
      currency: 'EUR',
      units: [{ unitName: 'Unit 0', total: 45000 }],
      totalPrice: 45000,
    })
  })

  it('says what is paid now and later for the payment method chosen', async () => {
    const flow = await onPaymentStep()
    const paid = () => {
      const summary = checkoutSummary(flow.getState())
      return { now: summary?.now, later: summary?.later }
    }
    expect(paid()).toEqual({ now: 0, later: 45000 })
    flow.getState().choosePaymentMethod('CCARD_GUARANTEE')
    expect(paid()).toEqual({ now: 13500, later: 31500 })
    flow.getState().choosePaymentMethod('NOGUARANTEE')
    expect(paid()).toEqual({ now: 0, later: 45000 })
  })
})

describe('issue 35: a gift voucher in the booking summary (decision 045)', () => {
  it('counts what the voucher pays neither as due now nor as due later', async () => {
    const flow = await onPaymentStep()
    flow.getState().choosePaymentMethod('CCARD_GUARANTEE')
    const quote = flow.getState().quote!
    // The server's plan is what is left once the voucher paid €100 of the €135 due at booking.
    const summary = checkoutSummary({
      ...flow.getState(),
      quote: {
        ...quote,
        prepaymentAmount: 3500,
        paymentPlan: [
          { on: null, amount: 3500, action: 'charge' },
          { on: '2027-05-27', amount: 31500, action: 'charge' },
        ],
        giftVoucher: {
          code: 'ABCD-EFGH-JKMN',
          applied: 10000,
          balanceAfter: 0,
        },
      },
    })
    expect(summary).toMatchObject({
      totalPrice: 45000,
      paidByVoucher: 10000,
      now: 3500,
      later: 31500,
    })
  })
})

describe('issue 32: what a rate asks at booking, by payment method', () => {
  const quote = { prepaymentAmount: 13500, paymentPlan: depositPlan }

  it('charges nothing now and plans nothing on the card when booked without one', () => {
    expect(paymentDue(quote, 'NOGUARANTEE')).toEqual({
      plan: [],
      chargedNow: false,
      now: 0,
    })
  })

  it('charges the plan’s amount at booking when the card pays one', () => {
    expect(paymentDue(quote, 'CCARD_GUARANTEE')).toMatchObject({
      chargedNow: true,
      now: 13500,
    })
    expect(
      paymentDue({ prepaymentAmount: 0, paymentPlan: [] }, 'CCARD_GUARANTEE'),
    ).toEqual({ plan: [], chargedNow: false, now: 0 })
  })
})
