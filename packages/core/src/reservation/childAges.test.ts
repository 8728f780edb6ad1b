import { describe, expect, it, vi } from 'vitest'
import type {
  ExistingBookingResponse,
  finalPriceQuote,
  InputOf,
  NewBookingRequestInput,
  unitPriceQuote,
} from '../api'
import { fakeApiClient } from '../api/fakeApiClient'
import { createTracker } from '../tracking'
import { createBookingFlow } from './bookingFlow'
import type { BookingFlowOptions } from './bookingFlowTypes'
import { agesFor, chosenAges, lineMissingAges } from './childAges'
import {
  startedReservation,
  withChildAge,
  withLineGuests,
} from './reservationSlice'
import {
  memoryStorage,
  propertyOffer,
  serverQuote,
  startOfStay,
} from './testing'

const booked = (request: NewBookingRequestInput) =>
  ({
    bookingId: 'AAR-7K2M9Q',
    bookingURI: '/booking/modify?token=x',
    currency: request.currency,
    totalPrice: request.expectedTotal,
    hotelDetails: { propertyId: request.propertyId },
    accomodationData: [],
  }) as unknown as ExistingBookingResponse

/** A flow for a party of two adults and two children, its offer loaded. */
async function familyFlow(options: Partial<BookingFlowOptions> = {}) {
  const sent = {
    quotes: [] as InputOf<typeof finalPriceQuote>[],
    unitQuotes: [] as InputOf<typeof unitPriceQuote>[],
    bookings: [] as NewBookingRequestInput[],
  }
  const offer = propertyOffer()
  const family = { ...offer, stay: { ...offer.stay, children: 2 } }
  const api = fakeApiClient({
    property: () => Promise.resolve(family),
    propertyAnotherRoom: () => Promise.resolve(family),
    finalPriceQuote: (request) => {
      sent.quotes.push(request)
      return Promise.resolve(
        serverQuote([45000], ['NOGUARANTEE'], [request.units[0]?.lineId]),
      )
    },
    unitPriceQuote: (request) => {
      sent.unitQuotes.push(request)
      return Promise.resolve({
        currency: 'EUR',
        unit: serverQuote([45000], undefined, [request.lineId]).units[0]!,
      })
    },
    newBooking: (request) => {
      sent.bookings.push(request)
      return Promise.resolve(booked(request))
    },
  })
  const flow = createBookingFlow({
    api,
    lang: 'en',
    propertyId: 'hotel-rovinj',
    dateFrom: '2027-06-10',
    dateTo: '2027-06-13',
    adults: 2,
    children: 2,
    tracker: createTracker([]),
    storage: memoryStorage(),
    logger: { error: vi.fn() },
    pageOrigin: 'https://partner.example',
    ...options,
  })
  await flow.getState().load()
  flow.getState().addRoom('double-sea', 'flex')
  const line = () => flow.getState().reservation.units[0]!
  return { flow, sent, line }
}

const holderAndGuest = {
  reservationHolder: { firstName: 'Ana', lastName: 'Horvat' },
  guest: {
    firstName: 'Ana',
    lastName: 'Horvat',
    country: 'HR',
    city: 'Zagreb',
    zipCode: '10000',
    address: 'Ilica 1',
    email: 'ana.horvat@example.com',
    phonenumber: '+385911234567',
    newsletter: false,
    sms: false,
  },
  isPolicyAccepted: true as const,
}

describe('SPEC 3 childAges: one age per child (issue 33)', () => {
  it('keeps the ages given, in order, and leaves the others to choose', () => {
    expect(agesFor(3, [4, 9])).toEqual([4, 9, null])
    expect(agesFor(1, [4, 9])).toEqual([4])
    expect(agesFor(2, [18, -1])).toEqual([null, null])
    expect(agesFor(0, [4])).toEqual([])
  })

  it('has the ages of a room only once every child has one', () => {
    expect(chosenAges({ adults: 2, children: 2, childAges: [0, 9] })).toEqual([
      0, 9,
    ])
    expect(
      chosenAges({ adults: 2, children: 2, childAges: [4, null] }),
    ).toBeUndefined()
    expect(chosenAges({ adults: 2, children: 0, childAges: [] })).toEqual([])
  })

  it('asks an age for each child added to a room, and keeps those chosen', () => {
    let reservation = startedReservation(startOfStay)
    reservation = withLineGuests(reservation, 'double-sea', { children: 2 })
    reservation = withChildAge(reservation, 'double-sea', 1, 9)
    expect(reservation.units[0]?.guests.childAges).toEqual([null, 9])
    expect(lineMissingAges(reservation.units)).toBe('double-sea')
    reservation = withChildAge(reservation, 'double-sea', 0, 0)
    expect(lineMissingAges(reservation.units)).toBeUndefined()
    reservation = withLineGuests(reservation, 'double-sea', { children: 1 })
    expect(reservation.units[0]?.guests.childAges).toEqual([0])
  })
})

describe('booking flow: children’s ages (SPEC 3 childAges, issue 33)', () => {
  it('starts the room with the ages the search gave', async () => {
    const { line } = await familyFlow({ childAges: [4, 9] })
    expect(line().guests).toEqual({ adults: 2, children: 2, childAges: [4, 9] })
  })

  it('does not move on while an age is missing: it shows that room and says so, quoting nothing', async () => {
    const { flow, sent, line } = await familyFlow()
    flow.getState().addRoom('double-sea', 'flex')
    flow.getState().switchRoom('line-2')
    flow.getState().setChildAge('line-2', 0, 4)
    flow.getState().setChildAge('line-2', 1, 9)
    await flow.getState().continue()
    expect(flow.getState().notice).toEqual({ kind: 'child_ages_missing' })
    expect(flow.getState().reservation.activeStep).toBe(2)
    expect(line().active).toBe(true)
    expect(line().guests.childAges).toEqual([null, null])
    expect(sent.quotes).toEqual([])
  })

  it('sends the ages with the quote and the booking once each child has one', async () => {
    const { flow, sent } = await familyFlow()
    flow.getState().setChildAge('line-1', 0, 4)
    flow.getState().setChildAge('line-1', 1, 9)
    await flow.getState().continue()
    expect(flow.getState().reservation.activeStep).toBe(3)
    expect(sent.quotes[0]?.units[0]).toMatchObject({ childAges: [4, 9] })
    await flow.getState().book(holderAndGuest)
    expect(sent.bookings[0]?.units[0]).toMatchObject({
      children: 2,
      childAges: [4, 9],
    })
    expect(sent.bookings[0]?.reservationHolder).toEqual(
      holderAndGuest.reservationHolder,
    )
  })

  it('prices a room without its ages while the guest is still choosing them', async () => {
    const { flow, sent } = await familyFlow()
    await flow.getState().setGuests('line-1', { children: 1 })
    expect(sent.unitQuotes.at(-1)).toMatchObject({ children: 1 })
    expect(sent.unitQuotes.at(-1)).not.toHaveProperty('childAges')
  })
})

describe('SPEC 3 extras: filled from the extras the guest chose', () => {
  it('lists the service of each extra chosen, and drops one set back to none', async () => {
    const { flow, line } = await familyFlow()
    const choose = (serviceId: string, quantity: number) =>
      flow
        .getState()
        .selectSupplement('line-1', { serviceId, quantity, price: 1000 })
    choose('parking', 1)
    choose('breakfast', 2)
    expect(line().extras).toEqual(['parking', 'breakfast'])
    choose('parking', 0)
    expect(line().extras).toEqual(['breakfast'])
  })
})
