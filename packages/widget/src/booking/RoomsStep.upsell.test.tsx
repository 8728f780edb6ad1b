import {
  NO_PAYMENT_POLICY,
  type PropertyResponse,
  type UnitOffer,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { createBookingFlow } from '@resort/core/reservation'
import { createTracker, type DataLayerEntry } from '@resort/core/tracking'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { useStore } from 'zustand'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { RoomsStep } from './RoomsStep'

const policy = { sales: [], salesAdditional: [], cancelation: [], other: [] }

function unitOffer(unitId: string, name: string, total: number): UnitOffer {
  return {
    unitId,
    kind: 'room',
    name,
    description: `${name}, 25 m²`,
    sizeM2: 25,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
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
        total,
        nightly: total / 2,
        policy,
      },
    ],
  }
}

const offer = {
  property: { propertyId: 'p1', currency: 'EUR' },
  stay: {
    dateFrom: '2027-06-01',
    dateTo: '2027-06-03',
    nights: 2,
    adults: 2,
    children: 0,
    rooms: 1,
  },
  units: [
    unitOffer('double', 'Double room', 30000),
    unitOffer('superior', 'Superior double', 36000),
    unitOffer('suite', 'Junior suite', 52000),
  ],
  supplements: [],
  paymentMethods: [],
} as unknown as PropertyResponse

function Rooms({
  onReprice,
  dataLayer,
  revealWhenOpened = false,
}: {
  onReprice: () => void
  dataLayer: DataLayerEntry[]
  revealWhenOpened?: boolean
}) {
  const flow = useMemo(() => {
    const created = createBookingFlow({
      api: fakeApiClient({
        property: () => Promise.resolve(offer),
        propertyAnotherRoom: () => Promise.resolve(offer),
        unitPriceQuote: (request) => {
          onReprice()
          const unit = offer.units.find((u) => u.unitId === request.unitId)
          const total = unit?.rates[0]?.total ?? 0
          return Promise.resolve({
            currency: 'EUR',
            unit: {
              unitId: request.unitId,
              unitName: unit?.name ?? '',
              adults: request.adults ?? 2,
              children: request.children ?? 0,
              initialTotal: total,
              selectedSupplements: [],
              total,
              priceBrakedown: [],
            },
          })
        },
      }),
      lang: 'en',
      propertyId: 'p1',
      dateFrom: '2027-06-01',
      dateTo: '2027-06-03',
      adults: 2,
      children: 0,
      tracker: createTracker(dataLayer),
      storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
      pageOrigin: window.location.origin,
    })
    void created.getState().load()
    return created
  }, [dataLayer, onReprice])
  const ready = useStore(flow, (state) => state.status === 'ready')
  return (
    <WidgetTranslations lang="en" resources={bookingResources}>
      {ready ? (
        <RoomsStep
          flow={flow}
          onContinue={() => {}}
          revealWhenOpened={revealWhenOpened}
        />
      ) : null}
    </WidgetTranslations>
  )
}

describe('RoomsStep upsell (SPEC 3: a reservation unit’s upsell)', () => {
  it('offers the next better room on the same rate and swaps it in, re-priced by the server', async () => {
    const user = userEvent.setup()
    const onReprice = vi.fn()
    const dataLayer: DataLayerEntry[] = []
    render(<Rooms onReprice={onReprice} dataLayer={dataLayer} />)
    await user.click(
      await screen.findByRole('button', {
        name: 'Add Double room with Flexible rate',
      }),
    )
    const upsell = within(
      screen.getByRole('region', { name: 'Upgrade your stay' }),
    )
    expect(
      upsell.getByText(
        'Superior double instead of Double room: €60.00 more for the whole stay.',
      ),
    ).toBeInTheDocument()
    await user.click(
      upsell.getByRole('button', { name: 'Upgrade to Superior double' }),
    )
    expect(onReprice).toHaveBeenCalledOnce()
    const chosen = await screen.findByRole('button', {
      name: /^Extras for Superior double · /,
    })
    await waitFor(() => expect(chosen).toHaveTextContent('€360.00'))
    // One upgrade per room: the offer does not come back for the upgraded room.
    expect(
      screen.queryByRole('region', { name: 'Upgrade your stay' }),
    ).not.toBeInTheDocument()
    expect(dataLayer).toContainEqual({
      event: 'interaction',
      category: 'booking',
      action: 'upsell_accepted',
      label: 'Superior double',
    })
  })
})

describe('RoomsStep removing a room', () => {
  it('moves the focus to the first room left, then to the list heading, never to the page', async () => {
    const user = userEvent.setup()
    render(<Rooms onReprice={() => {}} dataLayer={[]} />)
    await user.click(
      await screen.findByRole('button', {
        name: 'Add Double room with Flexible rate',
      }),
    )
    await user.click(
      screen.getByRole('button', {
        name: 'Add Junior suite with Flexible rate',
      }),
    )
    await user.click(
      screen.getByRole('button', { name: 'Remove Junior suite' }),
    )
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Extras for Double room · / }),
      ).toHaveFocus(),
    )
    await user.click(screen.getByRole('button', { name: 'Remove Double room' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your rooms' })).toHaveFocus(),
    )
  })
})

describe('a booking flow a partner page opens (issue 33: partner embeds)', () => {
  const activation = (isActive: boolean) =>
    Object.defineProperty(navigator, 'userActivation', {
      value: { isActive },
      configurable: true,
    })
  const scrolled = vi.fn()
  const scrollIntoView = Element.prototype.scrollIntoView
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrolled
  })
  afterAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView
    Reflect.deleteProperty(navigator, 'userActivation')
  })

  it('scrolls its rooms into view and focuses them when the guest’s Select opened it', async () => {
    activation(true)
    scrolled.mockClear()
    render(<Rooms onReprice={() => {}} dataLayer={[]} revealWhenOpened />)
    const heading = await screen.findByRole('heading', {
      name: 'Choose your rooms',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(scrolled).toHaveBeenCalledWith(
      expect.objectContaining({ block: 'start' }),
    )
  })

  it('stays where it is when it was on the page from the start', async () => {
    activation(false)
    scrolled.mockClear()
    render(<Rooms onReprice={() => {}} dataLayer={[]} revealWhenOpened />)
    const heading = await screen.findByRole('heading', {
      name: 'Choose your rooms',
    })
    expect(heading).not.toHaveFocus()
    expect(scrolled).not.toHaveBeenCalled()
  })
})
