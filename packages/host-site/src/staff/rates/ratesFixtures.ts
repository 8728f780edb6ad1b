import type { RatesGridResponse } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
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

/** The admin's properties and Hotel Cissa's grid. */
export const ratesEndpoints = (
  handlers: FakeEndpoints = {},
): FakeEndpoints => ({
  adminPropertiesSearch: async () => ({
    items: [
      {
        propertyId: 'cissa-rovinj',
        name: 'Hotel Cissa',
        type: 'hotel',
        stars: 4,
        city: 'Rovinj',
        regionId: 'istria',
        regionName: 'Istria',
        href: '/en/accommodation/cissa-rovinj',
        currency: 'EUR',
      },
    ],
  }),
  ratesGrid: async (query) => cissaGrid(query),
  ...handlers,
})
