import type {
  CardPaymentResponse,
  FinalQuoteResponse,
  InputOf,
  newBooking,
  cardPayment,
  PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { createBookingFlow, type BookingFlow } from '@resort/core/reservation'
import { createTracker } from '@resort/core/tracking'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import {
  cardFrame,
  confirmedMessage,
  fillValidDetails,
  postMessageFrom,
  quietFrameLoading,
} from '../payment/testing'
import { expectNoAxeViolations } from '../testing/axe'
import { PaymentStage } from './PaymentStage'

const policy = { sales: [], salesAdditional: [], cancelation: [], other: [] }
const guaranteeMethod = {
  id: 'guarantee',
  type: 'CCARD_GUARANTEE' as const,
  name: 'Card guarantee',
  description: '',
}

const offer = {
  property: {
    propertyId: 'p1',
    name: 'Hotel Lone Bay',
    currency: 'EUR',
    images: [],
    allowedCardBrands: ['visa', 'mastercard'],
  },
  stay: {
    dateFrom: '2027-06-01',
    dateTo: '2027-06-03',
    nights: 2,
    adults: 2,
    children: 0,
    rooms: 1,
  },
  units: [
    {
      unitId: 'double',
      kind: 'room',
      name: 'Double room',
      availableCount: 3,
      fitsGuests: true,
      rates: [
        {
          rateId: 'flex',
          name: 'Flexible rate',
          board: 'BB',
          boardName: 'Breakfast',
          boardPrepaymentMessage: '',
          guarantee: 'CCARD_GUARANTEE',
          total: 30000,
          nightly: 15000,
          policy,
        },
      ],
    },
  ],
  supplements: [],
  paymentMethods: [guaranteeMethod],
} as unknown as PropertyResponse

const quote = {
  propertyId: 'p1',
  rateId: 'flex',
  currency: 'EUR',
  dateFrom: '2027-06-01',
  dateTo: '2027-06-03',
  nights: 2,
  units: [
    {
      lineId: 'line-1',
      unitId: 'double',
      unitName: 'Double room',
      adults: 2,
      children: 0,
      initialTotal: 30000,
      selectedSupplements: [],
      total: 30000,
      priceBrakedown: [],
    },
  ],
  totalPrice: 30000,
  prepaymentAmount: 0,
  paymentPlan: [],
  guarantee: 'CCARD_GUARANTEE',
  policy,
  paymentMethods: [guaranteeMethod],
} as unknown as FinalQuoteResponse

const CARD_ORIGIN = 'https://pay.example'
const INTENT = 'seti_1AbCdEfGhIjKlM'

/** A flow on the payment step of a card rate, over a server that records what it was sent. */
async function onPaymentStep() {
  const sent = {
    cardPayments: [] as InputOf<typeof cardPayment>[],
    bookings: [] as InputOf<typeof newBooking>[],
  }
  const step: CardPaymentResponse = {
    intent: INTENT,
    cardPage: `${CARD_ORIGIN}/card/${INTENT}`,
    cardOrigin: CARD_ORIGIN,
    amount: 0,
    currency: 'EUR',
    testMode: true,
  }
  const flow = createBookingFlow({
    api: fakeApiClient({
      property: () => Promise.resolve(offer),
      propertyAnotherRoom: () => Promise.resolve(offer),
      finalPriceQuote: () => Promise.resolve(quote),
      cardPayment: (request) => {
        sent.cardPayments.push(request)
        return Promise.resolve(step)
      },
      newBooking: (request) => {
        sent.bookings.push(request)
        return Promise.resolve({ bookingId: 'AAR-7K2M9Q' } as never)
      },
    }),
    lang: 'en',
    propertyId: 'p1',
    dateFrom: '2027-06-01',
    dateTo: '2027-06-03',
    adults: 2,
    children: 0,
    tracker: createTracker([]),
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    pageOrigin: window.location.origin,
  })
  await flow.getState().load()
  flow.getState().addRoom('double', 'flex')
  await flow.getState().continue()
  return { flow, sent }
}

function renderStage(flow: BookingFlow) {
  render(
    <WidgetTranslations lang="en" resources={bookingResources}>
      <PaymentStage
        flow={flow}
        onBook={(details) => void flow.getState().book(details)}
      />
    </WidgetTranslations>,
  )
}

describe('PaymentStage: a card rate books through the card page (decision 040)', () => {
  quietFrameLoading()

  it('opens the card page for the page’s origin, believes only its own frame, and books with the intent it confirms', async () => {
    const { flow, sent } = await onPaymentStep()
    renderStage(flow)
    const user = await fillValidDetails()
    await user.click(
      screen.getByRole('button', { name: 'Continue to card details' }),
    )
    await screen.findByTitle('Card details')
    expect(sent.cardPayments[0]).toMatchObject({
      paymentType: 'CCARD_GUARANTEE',
      guest: { firstName: 'Ana', lastName: 'Horvat', email: 'ana@example.com' },
      parent: window.location.origin,
    })
    await expectNoAxeViolations({ frames: false })

    const frameWindow = {}
    cardFrame(frameWindow)
    postMessageFrom(
      confirmedMessage(INTENT),
      'https://evil.example',
      frameWindow,
    )
    postMessageFrom(confirmedMessage(INTENT), CARD_ORIGIN, window)
    expect(sent.bookings).toEqual([])

    postMessageFrom(confirmedMessage(INTENT), CARD_ORIGIN, frameWindow)
    await waitFor(() => expect(flow.getState().booking).toBeDefined())
    expect(sent.bookings).toHaveLength(1)
    expect(sent.bookings[0]).toMatchObject({
      paymentType: 'CCARD_GUARANTEE',
      payment: { intent: INTENT },
      guest: { email: 'ana@example.com' },
    })
    expect(sent.bookings[0]).not.toHaveProperty('card')
    expect(flow.getState().reservation.activeStep).toBe(4)
  })
})
