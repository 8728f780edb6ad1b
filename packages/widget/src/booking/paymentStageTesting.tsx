// The payment stage's test fixtures: a card rate's offer and quote, a flow on its payment step
// over a server that records what it was sent, and the step's boxes and totals by name.
import type {
  CardPaymentResponse,
  FinalQuoteResponse,
  InputOf,
  newBooking,
  cardPayment,
  finalPriceQuote as finalPriceQuoteEndpoint,
  PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { createBookingFlow, type BookingFlow } from '@resort/core/reservation'
import { createTracker } from '@resort/core/tracking'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { PaymentStage, type PaymentStageProps } from './PaymentStage'

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

export const quote = {
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

export const CARD_ORIGIN = 'https://pay.example'
export const INTENT = 'seti_1AbCdEfGhIjKlM'

/** A flow on the payment step of a card rate, over a server that records what it was sent. */
export async function onPaymentStep(
  finalPriceQuote: (
    request: InputOf<typeof finalPriceQuoteEndpoint>,
  ) => Promise<FinalQuoteResponse> = () => Promise.resolve(quote),
  more: FakeEndpoints = {},
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
      ...more,
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

export function renderStage(
  flow: BookingFlow,
  more: Partial<PaymentStageProps> = {},
) {
  render(
    <WidgetTranslations lang="en" resources={bookingResources}>
      <PaymentStage
        {...more}
        flow={flow}
        onBook={(details) => void flow.getState().book(details)}
      />
    </WidgetTranslations>,
  )
}

/** Opens the code boxes as a guest does (issue 35): they load then. */
export async function openCodes() {
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Promo code or gift voucher?' }))
  await screen.findByRole('group', { name: 'Promo code' })
}

/** The box of a code on the payment step, by its group's name. */
export const box = (name: string) => within(screen.getByRole('group', { name }))
export const promoBox = () => box('Promo code')
export const voucherBox = () => box('Gift voucher')

/** The step's totals: each term's value, by the term. */
export const totalOf = (term: string) =>
  screen
    .getAllByText(term)
    .map((dt) => dt.nextElementSibling?.textContent ?? '')
