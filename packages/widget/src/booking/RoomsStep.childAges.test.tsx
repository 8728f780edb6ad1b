import {
  NO_PAYMENT_POLICY,
  type FinalQuoteRequest,
  type PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { createBookingFlow } from '@resort/core/reservation'
import { createTracker } from '@resort/core/tracking'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import { describe, expect, it } from 'vitest'
import { useStore } from 'zustand'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { expectNoAxeViolations } from '../testing/axe'
import { RoomsStep } from './RoomsStep'

const policy = { sales: [], salesAdditional: [], cancelation: [], other: [] }

// A family room for two adults and two children, on one rate.
const offer = {
  property: { propertyId: 'p1', currency: 'EUR' },
  stay: {
    dateFrom: '2027-06-01',
    dateTo: '2027-06-03',
    nights: 2,
    adults: 2,
    children: 2,
    rooms: 1,
  },
  units: [
    {
      unitId: 'family',
      kind: 'room',
      name: 'Family room',
      description: '',
      sizeM2: 32,
      bedrooms: 2,
      maxAdults: 2,
      maxChildren: 2,
      maxOccupancy: 4,
      amenities: [],
      accessibility: [],
      images: [],
      availableCount: 3,
      fitsGuests: true,
      rates: [
        {
          rateId: 'flex',
          name: 'Flexible rate',
          board: 'BB',
          boardName: 'Breakfast',
          refundable: true,
          boardPrepaymentMessage: '',
          freeCancellationUntil: null,
          cancellationFeePercent: 100,
          paymentPolicy: NO_PAYMENT_POLICY,
          guarantee: 'NOGUARANTEE',
          minNights: 1,
          total: 40000,
          nightly: 20000,
          policy,
        },
      ],
    },
  ],
  supplements: [],
  paymentMethods: [],
} as unknown as PropertyResponse

function Rooms({
  quotes,
  childAges,
}: {
  quotes: FinalQuoteRequest[]
  childAges?: number[]
}) {
  const flow = useMemo(() => {
    const created = createBookingFlow({
      api: fakeApiClient({
        property: () => Promise.resolve(offer),
        propertyAnotherRoom: () => Promise.resolve(offer),
        finalPriceQuote: (request) => {
          quotes.push(request as FinalQuoteRequest)
          return new Promise(() => {})
        },
      }),
      lang: 'en',
      propertyId: 'p1',
      dateFrom: '2027-06-01',
      dateTo: '2027-06-03',
      adults: 2,
      children: 2,
      childAges,
      unitId: 'family',
      rateId: 'flex',
      tracker: createTracker([]),
      storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
      pageOrigin: window.location.origin,
    })
    void created.getState().load()
    return created
  }, [quotes, childAges])
  const ready = useStore(flow, (state) => state.status === 'ready')
  return (
    <WidgetTranslations lang="en" resources={bookingResources}>
      {ready ? (
        <RoomsStep
          flow={flow}
          onContinue={() => void flow.getState().continue()}
        />
      ) : null}
    </WidgetTranslations>
  )
}

const guests = async () =>
  within(await screen.findByRole('group', { name: 'Guests in Family room' }))

describe('RoomsStep: the children’s ages (SPEC 3 childAges, issue 33)', () => {
  it('asks the age of each child, by its number, from "under 1" to 17', async () => {
    render(<Rooms quotes={[]} />)
    const party = await guests()
    const first = party.getByRole('combobox', { name: 'Age of child 1' })
    expect(party.getByRole('combobox', { name: 'Age of child 2' })).toHaveValue(
      '',
    )
    const options = within(first).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Please choose',
      'under 1',
      ...Array.from({ length: 17 }, (_, age) => String(age + 1)),
    ])
    await expectNoAxeViolations()
  })

  it('does not go on with an age missing: says so, marks the select and moves the focus to it', async () => {
    const user = userEvent.setup()
    const quotes: FinalQuoteRequest[] = []
    render(<Rooms quotes={quotes} />)
    const party = await guests()
    await user.selectOptions(
      party.getByRole('combobox', { name: 'Age of child 1' }),
      '4',
    )
    await user.click(
      screen.getByRole('button', { name: 'Continue to guest details' }),
    )
    const second = party.getByRole('combobox', { name: 'Age of child 2' })
    expect(second).toHaveAttribute('aria-invalid', 'true')
    expect(second).toHaveAccessibleDescription(
      'Please choose the age of child 2.',
    )
    await waitFor(() => expect(second).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please choose the age of each child before you continue.',
    )
    // What was chosen stays.
    expect(party.getByRole('combobox', { name: 'Age of child 1' })).toHaveValue(
      '4',
    )
    expect(quotes).toEqual([])
    await expectNoAxeViolations()

    await user.selectOptions(second, '0')
    expect(second).not.toHaveAttribute('aria-invalid')
    await user.click(
      screen.getByRole('button', { name: 'Continue to guest details' }),
    )
    expect(quotes[0]?.units[0]).toMatchObject({
      children: 2,
      childAges: [4, 0],
    })
  })

  it('starts from the ages the search gave', async () => {
    render(<Rooms quotes={[]} childAges={[4, 9]} />)
    const party = await guests()
    expect(party.getByRole('combobox', { name: 'Age of child 1' })).toHaveValue(
      '4',
    )
    expect(party.getByRole('combobox', { name: 'Age of child 2' })).toHaveValue(
      '9',
    )
  })
})
