import type { FinalQuoteResponse, PropertyResponse } from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { createBookingFlow } from '@resort/core/reservation'
import { createTracker } from '@resort/core/tracking'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { expectNoAxeViolations } from '../testing/axe'
import { PaymentStage } from './PaymentStage'

const policy = { sales: [], salesAdditional: [], cancelation: [], other: [] }
const methods = [
  { id: 'card', type: 'CCARD_GUARANTEE', name: 'Card', description: '' },
  {
    id: 'none',
    type: 'NOGUARANTEE',
    name: 'Pay at the hotel',
    description: '',
  },
]

const offer = {
  property: {
    propertyId: 'p1',
    name: 'Hotel Lone Bay',
    currency: 'EUR',
    images: ['/media/photos/lone-bay/1.jpg'],
    allowedCardBrands: ['visa'],
  },
  stay: {
    dateFrom: '2027-06-01',
    dateTo: '2027-06-03',
    nights: 2,
    adults: 2,
    children: 0,
    rooms: 2,
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
          total: 30000,
          policy,
        },
      ],
    },
  ],
  supplements: [],
  paymentMethods: methods,
} as unknown as PropertyResponse

const room = (lineId: string, guests: [number, number], extras = 0) => ({
  lineId,
  unitId: 'double',
  unitName: 'Double room',
  adults: guests[0],
  children: guests[1],
  initialTotal: 30000,
  selectedSupplements:
    extras > 0
      ? [
          {
            serviceId: 'parking',
            name: 'Parking',
            quantity: extras,
            price: 1500,
            total: 1500 * extras,
          },
        ]
      : [],
  total: 30000 + 1500 * extras,
  priceBrakedown: [],
})

/** Two rooms, parking twice in the second; a third charged at booking when a card is given. */
const quote = {
  propertyId: 'p1',
  propertyName: 'Hotel Lone Bay',
  rateId: 'flex',
  rateName: 'Flexible rate',
  boardName: 'Breakfast',
  currency: 'EUR',
  dateFrom: '2027-06-01',
  dateTo: '2027-06-03',
  nights: 2,
  units: [room('line-1', [2, 0]), room('line-2', [1, 1], 2)],
  totalPrice: 63000,
  prepaymentAmount: 21000,
  paymentPlan: [{ on: null, amount: 21000, action: 'charge' }],
  guarantee: 'CCARD_GUARANTEE',
  policy,
  paymentMethods: methods,
} as unknown as FinalQuoteResponse

async function renderPaymentStep() {
  const flow = createBookingFlow({
    api: fakeApiClient({
      property: () => Promise.resolve(offer),
      propertyAnotherRoom: () => Promise.resolve(offer),
      finalPriceQuote: () => Promise.resolve(quote),
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
  flow.getState().addRoom('double', 'flex')
  await flow.getState().continue()
  flow.getState().choosePaymentMethod('CCARD_GUARANTEE')
  render(
    <WidgetTranslations lang="en" resources={bookingResources}>
      <PaymentStage
        flow={flow}
        onBook={() => {}}
        mediaUrl={(path) => `https://resort.example${path}`}
      />
    </WidgetTranslations>,
  )
  return screen.getByRole('complementary', { name: 'Your booking' })
}

/** The summary's figures as term and value pairs, in order. */
const figures = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ])

describe('issue 33: a booking summary beside the payment step', () => {
  it('names the property with its picture, the dates and nights, the guests, each room with its rate and extras, and the total', async () => {
    const summary = await renderPaymentStep()
    const inSummary = within(summary)
    expect(summary.querySelector('img')).toHaveAttribute(
      'src',
      'https://resort.example/media/photos/lone-bay/1.jpg',
    )
    expect(inSummary.getByText('Hotel Lone Bay')).toBeInTheDocument()
    expect(summary).toHaveTextContent('Jun 1 – 3, 2027')
    expect(summary).toHaveTextContent('2 nights, 4 guests')
    expect(inSummary.getByText('Flexible rate – Breakfast')).toBeInTheDocument()
    const [rooms, totals] = summary.querySelectorAll('dl')
    expect(figures(rooms!)).toEqual([
      ['Double room', '€300.00'],
      ['Double room', '€300.00'],
      ['Parking × 2', '€30.00'],
    ])
    expect(figures(totals!)[0]).toEqual(['Total', '€630.00'])
    await expectNoAxeViolations()
  })

  it('says what is paid now and later, and follows the payment method the guest chooses', async () => {
    const summary = await renderPaymentStep()
    const totals = () => figures(summary.querySelectorAll('dl')[1]!)
    expect(totals()).toEqual([
      ['Total', '€630.00'],
      ['Due now', '€210.00'],
      ['Due later', '€420.00'],
    ])
    await userEvent.setup().click(screen.getByLabelText('Pay at the hotel'))
    expect(totals()).toEqual([
      ['Total', '€630.00'],
      ['Due now', '€0.00'],
      ['Due later', '€630.00'],
    ])
  })

  it('comes after the form, so that the step’s first heading is still the form’s', async () => {
    const summary = await renderPaymentStep()
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Your details and payment',
    )
    expect(
      screen.getByRole('form').compareDocumentPosition(summary) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })
})
