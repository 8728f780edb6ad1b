import type {
  AdminGoogleFeedsResponse,
  RatesGridResponse,
  UnitCalendarImportResponse,
} from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import type { UnitCalendars } from '@resort/core/staff'
import { addDaysIso } from '@resort/core/stay'

type Night = RatesGridResponse['unitTypes'][number]['nights'][number]

/** The first day the tests' grid shows: a Monday well in the future. */
export const FIRST_DAY = '2030-06-03'

const night = (day: string, values: Partial<Night> = {}): Night => {
  const price = values.price ?? 12_550
  return {
    night: day,
    price,
    roomsToSell: 3,
    sold: 0,
    closed: false,
    minStay: 0,
    closedToArrival: false,
    closedToDeparture: false,
    // Flexible at the night's price, non-refundable 10 % off.
    ratePrices: [price, Math.round(price * 0.9)],
    ...values,
  }
}

/**
 * Hotel Cissa's grid from `from` to `to`: a double room (3 units) whose first night has one
 * sold, the second closed, the third a minimum stay of 3 and closed to arrival and departure;
 * a suite at 240.00; `price` for the double room's other nights.
 */
export function cissaGrid(
  { from, to }: { from: string; to: string },
  price = 12_550,
): RatesGridResponse {
  const days: string[] = []
  for (let day = from; day <= to; day = addDaysIso(day, 1)) days.push(day)
  const special: Record<number, Partial<Night>> = {
    0: { sold: 1 },
    1: { closed: true },
    2: { minStay: 3, closedToArrival: true, closedToDeparture: true },
  }
  return {
    propertyId: 'cissa-rovinj',
    propertyName: 'Hotel Cissa',
    currency: 'EUR',
    from,
    to,
    ratePlans: [
      {
        ratePlanId: 'cissa-flex',
        name: 'Flexible',
        board: 'BB',
        priceFactorPermille: 1000,
        minNights: 1,
      },
      {
        ratePlanId: 'cissa-nonref',
        name: 'Non-refundable',
        board: 'BB',
        priceFactorPermille: 900,
        minNights: 1,
      },
    ],
    unitTypes: [
      {
        unitTypeId: 'cissa-double',
        name: 'Double Room',
        inventoryCount: 3,
        nights: days.map((day, index) =>
          night(day, { price, ...special[index] }),
        ),
      },
      {
        unitTypeId: 'cissa-suite',
        name: 'Suite',
        inventoryCount: 1,
        nights: days.map((day) =>
          night(day, { price: 24_000, roomsToSell: 1 }),
        ),
      },
    ],
  }
}

const REGIONS: Record<string, [string, string]> = {
  Rovinj: ['istria', 'Istria'],
  Hvar: ['dalmatia', 'Dalmatia'],
}

/** A property as the admin's property search lists it, in EUR. */
const adminProperty = (
  propertyId: string,
  name: string,
  type: 'hotel' | 'villa',
  [city, stars]: [string, number],
) => {
  const [regionId, regionName] = REGIONS[city]!
  return {
    propertyId,
    name,
    type,
    stars,
    city,
    regionId,
    regionName,
    href: `/en/accommodation/${propertyId}`,
    currency: 'EUR',
  }
}

/** The admin's properties and Hotel Cissa's grid; a hotel has no unit calendars. */
export const ratesEndpoints = (
  handlers: FakeEndpoints = {},
): FakeEndpoints => ({
  adminPropertiesSearch: async () => ({
    items: [
      adminProperty('cissa-rovinj', 'Hotel Cissa', 'hotel', ['Rovinj', 4]),
      adminProperty('villa-lavanda-hvar', 'Villa Lavanda', 'villa', [
        'Hvar',
        5,
      ]),
    ],
  }),
  ratesGrid: async (query) => cissaGrid(query),
  adminUnitCalendars: async () => ({ calendars: [] }),
  adminGoogleFeeds: async ({ propertyId }) =>
    googleFeedsOf(propertyId, 'old-secret', '2030-05-01T08:00:00.000Z'),
  ...handlers,
})

/** The addresses of Google's feeds, with the property's, under the secret `token`. */
export const googleFeedsOf = (
  propertyId: string,
  token: string,
  rotatedAt: string,
): AdminGoogleFeedsResponse => {
  const base = 'https://resort.example/api/v1/google'
  return {
    propertyId,
    hotelCode: propertyId,
    availabilityUrl: `${base}/availability.xml?propertyId=${propertyId}&token=${token}`,
    ratesUrl: `${base}/rates.xml?propertyId=${propertyId}&token=${token}`,
    hotelListUrl: `${base}/hotel-list.xml?token=${token}`,
    pointsOfSaleUrl: `${base}/points-of-sale.xml?token=${token}`,
    rotatedAt,
  }
}

/** The feed address of a unit of Villa Lavanda with the secret `token`. */
export const feedUrlOf = (unitTypeId: string, token: string) =>
  `https://resort.example/api/v1/calendars/unit.ics?unit=${unitTypeId}&token=${token}`

/** An outside calendar of the main house, fetched well: Airbnb, closing 12 nights. */
export const airbnbCalendar = (
  values: Partial<UnitCalendarImportResponse> = {},
): UnitCalendarImportResponse => ({
  importId: 'imp-airbnb',
  unitTypeId: 'lavanda-house',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/40991234.ics?s=8c1f0e5b7d2a4c3e9f6b1a0d2c4e6f8a0b1c2d3e',
  status: 'ok',
  problem: null,
  fetchedAt: '2030-06-01T08:15:00.000Z',
  nights: 12,
  conflicts: [],
  ...values,
})

/**
 * Villa Lavanda's units: the main house reads Airbnb (two of its nights are booked here too)
 * and Booking.com (whose last fetch failed); the stone cottage reads none.
 */
export const lavandaCalendars = (): { calendars: UnitCalendars[] } => ({
  calendars: [
    {
      unitTypeId: 'lavanda-house',
      name: 'Main House',
      feedUrl: feedUrlOf('lavanda-house', 'old-secret'),
      rotatedAt: '2030-05-01T08:00:00.000Z',
      imports: [
        airbnbCalendar({ conflicts: ['2030-06-04', '2030-06-05'] }),
        airbnbCalendar({
          importId: 'imp-booking',
          name: 'Booking.com',
          url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=5d1e',
          status: 'failed',
          problem: 'gone',
          fetchedAt: '2030-06-01T08:30:00.000Z',
          nights: 3,
        }),
      ],
    },
    {
      unitTypeId: 'lavanda-cottage',
      name: 'Stone Cottage',
      feedUrl: feedUrlOf('lavanda-cottage', 'cottage-secret'),
      rotatedAt: '2030-05-01T08:00:00.000Z',
      imports: [],
    },
  ],
})

/** The rates page of Villa Lavanda (its grid as Hotel Cissa's, renamed) with its calendars. */
export const lavandaEndpoints = (handlers: FakeEndpoints = {}): FakeEndpoints =>
  ratesEndpoints({
    ratesGrid: async (query) => ({
      ...cissaGrid(query),
      propertyId: 'villa-lavanda-hvar',
      propertyName: 'Villa Lavanda',
    }),
    adminUnitCalendars: async () => lavandaCalendars(),
    ...handlers,
  })
