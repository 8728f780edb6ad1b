import {
  NO_PAYMENT_POLICY,
  type FinalQuoteResponse,
  type PaymentType,
  type PropertyResponse,
} from '../api'
import type { ApiClient } from '../api'
import { createTracker } from '../tracking'
import { createBookingFlow } from './bookingFlow'
import type { BookingDetails, BookingFlow } from './bookingFlowTypes'
import type { ReservationStart } from './reservationSlice'
import type { KeyValueStorage } from './sessionState'

/** An in-memory Web Storage stand-in for tests; `failing` makes every call throw. */
export function memoryStorage(
  failing = false,
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  const guard = () => {
    if (failing) throw new Error('QuotaExceededError')
  }
  return {
    data,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, value)),
    removeItem: (key) => (guard(), void data.delete(key)),
  }
}

type StartUnit = ReservationStart['units'][number]

/** A line with a price for the whole stay in cents and no extras chosen yet. */
export function unit(
  lineId: string,
  initialTotal: number,
  unitId = lineId,
): StartUnit {
  return {
    lineId,
    unitId,
    unitName: `Unit ${unitId}`,
    roomPrices: {
      supplements: [
        {
          serviceId: 'breakfast',
          name: 'Breakfast',
          category: 'food',
          priceType: 'PerPersonNight',
          price: 1500,
        },
        {
          serviceId: 'parking',
          name: 'Parking',
          category: 'transport',
          priceType: 'PerNight',
          price: 1000,
        },
      ],
      selectedSupplements: [],
    },
    initialTotal,
    additionalServices: {},
    priceBrakedown: [],
    upsell: false,
    guests: { adults: 2, children: 0, childAges: [] },
    extras: [],
  }
}

export const startOfStay: ReservationStart = {
  isLoyalty: false,
  propertyId: 'hotel-rovinj',
  propertyName: 'Hotel Lone Bay',
  propertyType: 'hotel',
  propertyStars: 4,
  propertyLocation: 'Rovinj, Croatia',
  rateId: 'flex',
  rateName: 'Flexible',
  units: [unit('double-sea', 45000)],
  currency: 'EUR',
  dateFrom: '2027-06-10',
  dateTo: '2027-06-13',
  boardName: 'Bed and breakfast',
  boardPrepaymentMessage: '',
  policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
  paymentMethods: [],
}

const noPolicy = { sales: [], salesAdditional: [], cancelation: [], other: [] }

const method = (type: PaymentType) => ({
  id: `lone-${type.toLowerCase()}`,
  type,
  name: type,
  description: '',
})

/** A room type on the flexible rate, `total` for the stay; three of it free. */
export function roomOffer(unitId: string, total: number, availableCount = 3) {
  return {
    unitId,
    kind: 'room' as const,
    name: `Room ${unitId}`,
    description: '',
    sizeM2: 25,
    bedrooms: 1,
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    amenities: [],
    accessibility: [],
    images: [],
    availableCount,
    fitsGuests: true,
    rates: [
      {
        rateId: 'flex',
        name: 'Flexible',
        board: 'BB' as const,
        boardName: 'Bed and breakfast',
        boardPrepaymentMessage: '',
        refundable: true,
        freeCancellationUntil: null,
        cancellationFeePercent: 0,
        paymentPolicy: NO_PAYMENT_POLICY,
        guarantee: 'CCARD_GUARANTEE' as const,
        minNights: 1,
        total,
        nightly: Math.round(total / 3),
        policy: noPolicy,
      },
    ],
  }
}

/** Hotel Lone Bay's offer for 2027-06-10 to 13 (3 nights), two adults. */
export function propertyOffer(
  units = [roomOffer('double-sea', 45000)],
): PropertyResponse {
  return {
    property: {
      propertyId: 'hotel-rovinj',
      name: 'Hotel Lone Bay',
      summary: '',
      description: '',
      type: 'hotel' as const,
      stars: 4,
      city: 'Rovinj',
      regionId: 'istria',
      regionName: 'Istria',
      countryCode: 'HR',
      latitude: 45.08,
      longitude: 13.64,
      images: [],
      checkInFrom: '14:00',
      checkOutUntil: '10:00',
      currency: 'EUR',
      allowedCardBrands: ['visa', 'mastercard'],
    },
    stay: {
      dateFrom: '2027-06-10',
      dateTo: '2027-06-13',
      nights: 3,
      adults: 2,
      children: 0,
      rooms: 1,
    },
    units,
    supplements: [],
    paymentMethods: [method('CCARD_GUARANTEE'), method('PREPAYMENT')],
  } satisfies PropertyResponse
}

/**
 * The server's quote of a reservation: each unit at `totals[i]`, answered under `lineIds[i]` when
 * given (the server echoes the line ids it was asked with), and the rate's payment types.
 */
export function serverQuote(
  totals: number[],
  paymentTypes: PaymentType[] = ['CCARD_GUARANTEE'],
  lineIds: readonly (string | undefined)[] = [],
): FinalQuoteResponse {
  const totalPrice = totals.reduce((sum, total) => sum + total, 0)
  return {
    propertyId: 'hotel-rovinj',
    propertyName: 'Hotel Lone Bay',
    rateId: 'flex',
    rateName: 'Flexible',
    board: 'BB',
    boardName: 'Bed and breakfast',
    boardPrepaymentMessage: '',
    dateFrom: '2027-06-10',
    dateTo: '2027-06-13',
    nights: 3,
    currency: 'EUR',
    units: totals.map((total, index) => ({
      ...(lineIds[index] ? { lineId: lineIds[index] } : {}),
      unitId: `unit-${index}`,
      unitName: `Unit ${index}`,
      adults: 2,
      children: 0,
      initialTotal: total,
      selectedSupplements: [],
      total,
      priceBrakedown: [],
    })),
    totalPrice,
    prepaymentAmount: 0,
    paymentPlan: [],
    refundable: true,
    freeCancellationUntil: null,
    cancellationFeePercent: 0,
    guarantee: paymentTypes[0] ?? 'NOGUARANTEE',
    policy: { ...noPolicy, cancelation: ['Free until 7 days before'] },
    paymentMethods: paymentTypes.map(method),
  }
}

/** A guest's details as the payment step's form gives them. */
export const guestDetails: BookingDetails = {
  reservationHolder: {
    title: 'Mrs',
    gender: 'Female',
    firstName: 'Ana',
    lastName: 'Horvat',
  },
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
  isPolicyAccepted: true,
}

/** Books through the card step, as the card page's "confirmed" does. */
export async function bookByCard(flow: BookingFlow, booked = guestDetails) {
  await flow.getState().book(booked)
  const intent = flow.getState().cardStep?.intent
  if (intent) await flow.getState().cardConfirmed(intent)
}

/**
 * A flow on the payment step of Hotel Rovinj's flexible rate (propertyOffer), one double room,
 * three nights from 2027-06-10, over `api`.
 */
export async function flowOnPaymentStep(
  api: ApiClient,
  lang: 'en' | 'de' | 'it' | 'hr' | 'sl' = 'en',
): Promise<BookingFlow> {
  const flow = createBookingFlow({
    api,
    lang,
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
