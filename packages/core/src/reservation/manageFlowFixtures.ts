import {
  ApiError,
  type editBookingQuote,
  type ErrorKind,
  type ExistingBookingResponse,
  type InputOf,
} from '../api'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { createTracker, type DataLayerEntry } from '../tracking'
import { createManageFlow } from './manageFlow'
import type { ManageFlowOptions } from './manageFlowTypes'
import { propertyOffer, serverQuote, memoryStorage } from './testing'

/** The signed token of the fixture booking's link. */
export const TOKEN = 'signed-token-of-AAR-7K2M9Q'

/** The page the manage flow is on: the only one the card page talks to (decision 040). */
export const PAGE_ORIGIN = 'https://resort.example'

/** A refusal of the server, as the client throws it. */
export const refused = (kind: ErrorKind, status = 409) =>
  new ApiError({ kind, status, message: `refused: ${kind}` })

/** A booking for 2027-06-10 to 13: one double room for two, with parking. */
export function booked(
  overrides: Partial<ExistingBookingResponse> = {},
): ExistingBookingResponse {
  return {
    bookingId: 'AAR-7K2M9Q',
    bookingURI: `/en/booking/modify?token=${TOKEN}`,
    status: 'confirmed',
    checkIn: '2027-06-10',
    checkOut: '2027-06-13',
    editable: true,
    deletable: true,
    totalPrice: 49500,
    currency: 'EUR',
    hotelDetails: {
      propertyId: 'hotel-rovinj',
      name: 'Hotel Lone Bay',
      city: 'Rovinj',
      stars: 4,
    },
    rate: { rateId: 'flex', name: 'Flexible', boardName: 'Breakfast' },
    accomodationData: [
      {
        unitId: 'double-sea',
        unitName: 'Double room',
        adults: 2,
        children: 0,
        initialTotal: 45000,
        total: 49500,
        selectedSupplements: [
          {
            serviceId: 'parking',
            name: 'Parking',
            quantity: 1,
            price: 4500,
            total: 4500,
          },
        ],
        priceBrakedown: [],
      },
    ],
    userDetails: {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      country: 'HR',
      telephone: '+385911234567',
    },
    paymentMethods: [],
    paymentType: 'NOGUARANTEE',
    reservationDetails: {
      total: 49500,
      checkIn: '2027-06-10',
      checkOut: '2027-06-13',
    },
    rezervationDate: '2027-01-05',
    availabilityCalendar: [],
    isPolicyAccepted: true,
    loyalty: false,
    isGuestsFormActive: false,
    scrollToRoomTabs: false,
    policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
    cancellation: { fee: null },
    ...overrides,
  } as unknown as ExistingBookingResponse
}

/** The server of the fixture booking; each endpoint may be answered otherwise. */
export function hotel(overrides: FakeEndpoints = {}) {
  const quotes: InputOf<typeof editBookingQuote>[] = []
  const handlers: FakeEndpoints = {
    viewBooking: () => Promise.resolve(booked()),
    property: () => Promise.resolve(propertyOffer()),
    editBookingQuote: (request) => {
      quotes.push(request)
      return Promise.resolve(serverQuote([52000]))
    },
    editBooking: (request) =>
      Promise.resolve(
        booked({
          checkIn: request.dateFrom,
          checkOut: request.dateTo,
          totalPrice: request.expectedTotal,
        }),
      ),
    cancelBooking: () =>
      Promise.resolve(
        booked({ status: 'cancelled', editable: false, deletable: false }),
      ),
    ...overrides,
  }
  return { api: fakeApiClient(handlers), quotes }
}

/** A manage flow of the link's booking on 2027-01-10, priced at once, with its data layer. */
export function flowOf(
  api: ReturnType<typeof hotel>['api'],
  options: Partial<ManageFlowOptions> = {},
) {
  const dataLayer: DataLayerEntry[] = []
  const flow = createManageFlow({
    api,
    lang: 'en',
    token: TOKEN,
    initialView: 'booking',
    tracker: createTracker(dataLayer),
    pageOrigin: PAGE_ORIGIN,
    storage: memoryStorage(),
    quoteDelayMs: 0,
    today: () => '2027-01-10',
    ...options,
  })
  return { flow, dataLayer, state: () => flow.getState() }
}
