import type {
  NavigationProperties,
  PropertyResponse,
  SecondaryNavigation,
  UnitOffer,
} from '@resort/core/api'
import {
  NO_PAYMENT_POLICY,
  type InputOf,
  type property,
} from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { vi } from 'vitest'
import type { StayRequest } from '../guests/accommodation/stayRequest'
import { propertyUnitsAnswer } from '../guests/gallery/galleryFixtures'

type Rate = UnitOffer['rates'][number]

export function rateOffer(overrides: Partial<Rate> = {}): Rate {
  return {
    rateId: 'cissa-flex-bb',
    name: 'Flexible rate',
    board: 'BB',
    boardName: 'Bed and breakfast',
    boardPrepaymentMessage: 'No prepayment.',
    refundable: true,
    freeCancellationUntil: '2030-06-28',
    cancellationFeePercent: 30,
    paymentPolicy: NO_PAYMENT_POLICY,
    guarantee: 'CCARD_GUARANTEE',
    minNights: 1,
    total: 44300,
    nightly: 14767,
    policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
    ...overrides,
  }
}

export function unitOffer(overrides: Partial<UnitOffer> = {}): UnitOffer {
  return {
    unitId: 'cissa-classic',
    kind: 'room',
    name: 'Classic double room',
    description: 'A quiet room towards the pines.',
    sizeM2: 22,
    bedrooms: 1,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    amenities: ['wifi', 'sea_view'],
    accessibility: ['elevator'],
    images: ['/media/units/cissa-classic/1.svg'],
    availableCount: 4,
    fitsGuests: true,
    rates: [
      rateOffer(),
      rateOffer({
        rateId: 'cissa-nonref-bb',
        name: 'Non-refundable rate',
        refundable: false,
        freeCancellationUntil: null,
        total: 40280,
        nightly: 13427,
      }),
    ],
    ...overrides,
  }
}

/** The server's answer for Hotel Cissa and a stay, with one room type unless told otherwise. */
export function propertyOffer(
  stay: StayRequest,
  units: UnitOffer[] = [unitOffer()],
): PropertyResponse {
  return {
    property: {
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
      summary: 'A hotel by the sea in a pine forest.',
      description: 'Rocky beach and a heated pool below the terrace.',
      type: 'hotel',
      stars: 4,
      city: 'Rovinj',
      regionId: 'istria',
      regionName: 'Istria',
      countryCode: 'HR',
      latitude: 45.07,
      longitude: 13.64,
      images: ['/media/properties/cissa-rovinj/1.svg'],
      checkInFrom: '14:00',
      checkOutUntil: '11:00',
      currency: 'EUR',
      allowedCardBrands: ['visa'],
    },
    stay: { ...stay, nights: 3, rooms: 1 },
    units,
    supplements: [],
    paymentMethods: [
      {
        id: 'cissa-card-guarantee',
        type: 'CCARD_GUARANTEE',
        name: 'Card guarantee',
        description: 'Nothing is charged now.',
      },
    ],
  }
}

const SLUGS = {
  en: 'accommodation',
  de: 'unterkunft',
  it: 'alloggi',
  hr: 'smjestaj',
  sl: 'namestitev',
} as const

const navigationFor = (lang: string): SecondaryNavigation => ({
  items: [
    {
      id: 'secondary-accommodation',
      key: 'accommodation',
      label: 'Accommodation',
      href: `/${lang}/${SLUGS[lang as keyof typeof SLUGS]}`,
    },
  ],
})

const navigationProperties: NavigationProperties = {
  groups: [
    {
      type: 'hotel',
      properties: [
        {
          propertyId: 'cissa-rovinj',
          name: 'Hotel Cissa',
          type: 'hotel',
          stars: 4,
          city: 'Rovinj',
          regionId: 'istria',
          regionName: 'Istria',
          href: '/en/accommodation/cissa-rovinj',
          image: '/media/properties/cissa-rovinj/1.svg',
        },
      ],
    },
    {
      type: 'villa',
      properties: [
        {
          propertyId: 'villa-lavanda-hvar',
          name: 'Villa Lavanda',
          type: 'villa',
          stars: 5,
          city: 'Hvar',
          regionId: 'dalmatia',
          regionName: 'Dalmatia',
          href: '/en/accommodation/villa-lavanda-hvar',
          image: '/media/properties/villa-lavanda-hvar/1.svg',
        },
      ],
    },
  ],
}

type PropertyQuery = InputOf<typeof property>

/** The stay a property query asks for, with the server's default guests. */
export const stayOf = (query: PropertyQuery): StayRequest => ({
  dateFrom: query.dateFrom,
  dateTo: query.dateTo,
  adults: query.adults ?? 2,
  children: query.children ?? 0,
})

/** A fake server: every call is a mock a test can inspect or answer differently. */
export function fakeSiteApi(overrides: FakeEndpoints = {}) {
  return {
    secondaryNavigation: vi.fn(({ lang = 'en' }: { lang?: string }) =>
      Promise.resolve(navigationFor(lang)),
    ),
    navigationProperties: vi.fn(() => Promise.resolve(navigationProperties)),
    property: vi.fn((query: PropertyQuery) =>
      Promise.resolve(propertyOffer(stayOf(query))),
    ),
    // A property without reviews yet (issue 16).
    propertyReviews: vi.fn(({ propertyId }: { propertyId: string }) =>
      Promise.resolve({
        propertyId,
        name: 'Hotel Cissa',
        city: 'Rovinj',
        average: null,
        count: 0,
        reviews: [],
      }),
    ),
    reviewsOverview: vi.fn(() =>
      Promise.resolve({ average: null, count: 0, properties: [] }),
    ),
    // Hotel Cissa's and Villa Lavanda's pictures and unit types (issue 16).
    propertyUnits: vi.fn(propertyUnitsAnswer),
    ...overrides,
  } satisfies FakeEndpoints
}
