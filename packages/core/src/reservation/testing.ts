import type { ReservationStart } from './reservationStore'
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

/** A unit with a price for the whole stay in cents and no extras chosen yet. */
export function unit(unitId: string, initialTotal: number): StartUnit {
  return {
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
