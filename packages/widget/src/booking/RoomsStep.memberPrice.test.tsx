import {
  NO_PAYMENT_POLICY,
  type FinalQuoteResponse,
  type Member,
  type PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { createBookingFlow } from '@resort/core/reservation'
import { createTracker } from '@resort/core/tracking'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useMemo } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useStore } from 'zustand'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import type { MemberPriceActions } from './MemberPriceNote'
import { RoomsStep } from './RoomsStep'

const policy = { sales: [], salesAdditional: [], cancelation: [], other: [] }

// A double room on a flexible rate at €300.00, €270.00 for club members.
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
    {
      unitId: 'double',
      kind: 'room',
      name: 'Double room',
      description: 'Double room, 25 m²',
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
          total: 30000,
          nightly: 15000,
          policy,
          memberDiscountPercent: 10,
          memberTotal: 27000,
          memberNightly: 13500,
        },
      ],
    },
  ],
  supplements: [],
  paymentMethods: [],
} as unknown as PropertyResponse

/** The server's quote: the member price only for a member it knows (`isMember()`). */
const quoteFor = (applied: boolean): FinalQuoteResponse =>
  ({
    propertyId: 'p1',
    rateId: 'flex',
    currency: 'EUR',
    units: [
      {
        unitId: 'double',
        unitName: 'Double room',
        adults: 2,
        children: 0,
        initialTotal: applied ? 27000 : 30000,
        selectedSupplements: [],
        total: applied ? 27000 : 30000,
        priceBrakedown: [],
      },
    ],
    totalPrice: applied ? 27000 : 30000,
    policy,
    paymentMethods: [],
    guarantee: 'NOGUARANTEE',
    memberRate: {
      discountPercent: 10,
      publicTotal: 30000,
      memberTotal: 27000,
      applied,
    },
  }) as unknown as FinalQuoteResponse

const ana: Member = {
  adb2cId: 'ana',
  personalData: { firstName: 'Ana', lastName: 'Horvat' },
  contactData: {
    email: 'ana@example.com',
    country: null,
    city: null,
    zipCode: null,
    address: null,
    phonenumber: null,
  },
  isAdmin: false,
}

function Rooms({
  isMember,
  member,
  actions,
}: {
  isMember: () => boolean
  member?: Member
  actions?: MemberPriceActions
}) {
  const flow = useMemo(() => {
    const created = createBookingFlow({
      api: fakeApiClient({
        property: () => Promise.resolve(offer),
        propertyAnotherRoom: () => Promise.resolve(offer),
        finalPriceQuote: () => Promise.resolve(quoteFor(isMember())),
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
    void created.getState().load()
    return created
  }, [isMember])
  const ready = useStore(flow, (state) => state.status === 'ready')
  return (
    <WidgetTranslations lang="en" resources={bookingResources}>
      {ready ? (
        <RoomsStep
          flow={flow}
          onContinue={() => {}}
          siteBase="https://resort.example"
          member={member}
          memberPrices={actions}
        />
      ) : null}
    </WidgetTranslations>
  )
}

async function addRoom() {
  const user = userEvent.setup()
  await user.click(
    await screen.findByRole('button', {
      name: 'Add Double room with Flexible rate',
    }),
  )
  return user
}

async function expectNoAxeViolations() {
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(violations.map(({ id }) => id)).toEqual([])
}

describe('member rates in the rooms step (issue 13)', () => {
  it('shows every guest what members pay for a rate with a member price', async () => {
    render(<Rooms isMember={() => false} />)
    expect(await screen.findByText(/Members pay €270\.00/)).toBeVisible()
  })

  it('shows a member the member price as theirs, with the public price struck through', async () => {
    render(<Rooms isMember={() => true} member={ana} />)
    await addRoom()
    expect(await screen.findByText('Member price')).toBeVisible()
    expect(screen.getByText(/Total/).textContent).toContain('€270.00')
    const struck = screen.getByText('€300.00', { selector: 's' })
    expect(struck).toHaveTextContent('Public price: €300.00')
    await expectNoAxeViolations()
  })

  it('teases a guest on a partner page with links to sign in or join on the host site', async () => {
    render(<Rooms isMember={() => false} />)
    await addRoom()
    expect(
      await screen.findByText('Club members pay €270.00 for this stay.'),
    ).toBeVisible()
    expect(screen.getByText(/Total/).textContent).toContain('€300.00')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      'https://resort.example/en/sign-in',
    )
    expect(screen.getByRole('link', { name: 'join the club' })).toHaveAttribute(
      'href',
      'https://resort.example/en/loyalty',
    )
    await expectNoAxeViolations()
  })

  it('sends a signed-out guest on the host site to sign in through the site, to come back', async () => {
    const signIn = vi.fn()
    render(<Rooms isMember={() => false} actions={{ signIn }} />)
    const user = await addRoom()
    await user.click(await screen.findByRole('link', { name: 'join the club' }))
    expect(signIn).toHaveBeenCalledWith('registration')
    await user.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(signIn).toHaveBeenLastCalledWith('sign-in')
  })

  it('lets a signed-in member join the club without leaving the booking, then charges the member price', async () => {
    let joined = false
    const joinClub = vi.fn(() => {
      joined = true
      return Promise.resolve()
    })
    render(
      <Rooms isMember={() => joined} member={ana} actions={{ joinClub }} />,
    )
    const user = await addRoom()
    await user.click(
      await screen.findByRole('button', {
        name: 'Join the club and pay €270.00',
      }),
    )
    expect(joinClub).toHaveBeenCalledOnce()
    expect(await screen.findByText('Member price')).toBeVisible()
    expect(screen.getByText(/Total/).textContent).toContain('€270.00')
  })

  it('says so, and keeps the booking, when joining fails', async () => {
    const joinClub = vi.fn(() => Promise.reject(new Error('offline')))
    render(<Rooms isMember={() => false} member={ana} actions={{ joinClub }} />)
    const user = await addRoom()
    await user.click(
      await screen.findByRole('button', {
        name: 'Join the club and pay €270.00',
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not add you to the club. Please try again.',
    )
    expect(screen.getByText(/Total/).textContent).toContain('€300.00')
    await expectNoAxeViolations()
  })
})
