import type {
  CardPaymentResponse,
  FinalQuoteResponse,
  InputOf,
  newBooking,
  cardPayment,
  finalPriceQuote as finalPriceQuoteEndpoint,
  PropertyResponse,
} from '@resort/core/api'
import { ApiError } from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { createBookingFlow, type BookingFlow } from '@resort/core/reservation'
import { createTracker } from '@resort/core/tracking'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
async function onPaymentStep(
  finalPriceQuote: (
    request: InputOf<typeof finalPriceQuoteEndpoint>,
  ) => Promise<FinalQuoteResponse> = () => Promise.resolve(quote),
) {
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
      finalPriceQuote,
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

describe('PaymentStage: a promo code (issue 35, decision 044)', () => {
  /** The server takes €45 off for SUMMER10 and does not know any other code. */
  const promoServer = (request: InputOf<typeof finalPriceQuoteEndpoint>) => {
    if (!request.promoCode) return Promise.resolve(quote)
    if (request.promoCode.toUpperCase() !== 'SUMMER10')
      return Promise.reject(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'There is no such promo code.',
          fields: { promoCode: 'promo_code_unknown' },
        }),
      )
    return Promise.resolve({
      ...quote,
      totalPrice: 25500,
      promoCode: { code: 'SUMMER10', discount: 4500 },
    } as FinalQuoteResponse)
  }

  it('applies a code by keyboard: Enter in the field applies it (never books), the total and the saving are shown, and it can be removed', async () => {
    const { flow, sent } = await onPaymentStep(promoServer)
    renderStage(flow)
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    await user.click(field)
    await user.keyboard('summer10{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code SUMMER10 applied: €45.00 off',
    )
    expect(sent.bookings).toEqual([])
    expect(sent.cardPayments).toEqual([])
    // The form's total and the summary's beside it.
    for (const total of screen.getAllByText('Total'))
      expect(total.nextElementSibling).toHaveTextContent('€255.00')
    // Focus follows: to Remove once applied, back to the field once removed.
    const remove = screen.getByRole('button', { name: 'Remove code SUMMER10' })
    await waitFor(() => expect(remove).toHaveFocus())
    await expectNoAxeViolations({ frames: false })
    await user.keyboard('{Enter}')
    const again = await screen.findByRole('textbox', { name: 'Promo code' })
    await waitFor(() => expect(again).toHaveFocus())
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(flow.getState().reservation.totalPrice).toBe(30000)
  })

  it('announces why a code was refused at its field and keeps what the guest typed', async () => {
    const { flow } = await onPaymentStep(promoServer)
    renderStage(flow)
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    await user.type(field, 'WINTER')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const refusal = await screen.findByText(
      'We do not know this promo code. Please check how it is written.',
    )
    expect(refusal.closest('[role="alert"]')).not.toBeNull()
    expect(field).toHaveValue('WINTER')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(flow.getState().reservation.totalPrice).toBe(30000)
    await expectNoAxeViolations({ frames: false })
  })
})
