import type { FinalQuoteRequest } from '@resort/core/api'
import { daysFromToday } from '@resort/test-fixtures'
import { describe, expect, it } from 'vitest'
import type {
  Catalog,
  CatalogProperty,
  CatalogRatePlan,
  CatalogUnitType,
} from '../catalog/catalogSnapshot'
import type { NightInventory } from './availability'
import { priceQuote } from './priceQuote'

// An in-memory catalog snapshot, as catalogSnapshot.ts builds it from the database: one villa
// resort with two unit types, two rates and one extra of each price type; money in cents.

const texts = <T>(en: T, de?: T) =>
  new Map<string, T>(
    de
      ? [
          ['en', en],
          ['de', de],
        ]
      : [['en', en]],
  )
const noPolicy = { sales: [], salesAdditional: [], cancelation: [], other: [] }

function unitType(
  id: string,
  fields: Partial<CatalogUnitType> = {},
): CatalogUnitType {
  return {
    id,
    property_id: 'oliva',
    kind: 'unit',
    size_m2: 40,
    bedrooms: 1,
    base_occupancy: 2,
    max_adults: 3,
    max_children: 2,
    max_occupancy: 3,
    extra_adult_price: 2500,
    extra_child_price: 1200,
    amenities: [],
    accessibility: [],
    images: [],
    pictures: [],
    inventory_count: 4,
    base_price: 10_000,
    sort_order: 0,
    texts: texts({ name: `Villa ${id}`, description: '' }),
    ...fields,
  }
}

function ratePlan(
  id: string,
  fields: Partial<CatalogRatePlan> = {},
): CatalogRatePlan {
  return {
    id,
    property_id: 'oliva',
    board: 'RO',
    price_factor_permille: 1000,
    board_price_per_person_night: 0,
    refundable: 1,
    free_cancellation_days: 7,
    cancellation_fee_percent: 30,
    payment_amount: 'none',
    payment_value: 0,
    payment_trigger: 'booking',
    payment_days: 0,
    payment_mode: 'guarantee',
    guarantee: 'CCARD_GUARANTEE',
    min_nights: 1,
    sort_order: 0,
    member_discount_percent: 0,
    texts: texts(
      { name: 'Flexible', boardName: 'Room only', prepaymentMessage: '' },
      { name: 'Flexibel', boardName: 'Nur Zimmer', prepaymentMessage: '' },
    ),
    policy: new Map([['en', { ...noPolicy, cancelation: ['Free until'] }]]),
    ...fields,
  }
}

const extra = (
  id: string,
  price_type: CatalogProperty['supplements'][number]['price_type'],
  price: number,
  meal: 'breakfast' | 'dinner' | null = null,
) => ({
  id,
  property_id: 'oliva',
  category: 'extras',
  price_type,
  price,
  max_quantity: 2,
  sort_order: 0,
  meal,
  texts: texts({ name: `Extra ${id}`, description: '' }),
})

function property(
  id: string,
  fields: Partial<CatalogProperty> = {},
): CatalogProperty {
  return {
    id,
    type: 'villa',
    stars: 4,
    country_code: 'HR',
    region_id: 'istria',
    landscape: 'sea',
    city: 'Poreč',
    latitude: 45.2,
    longitude: 13.6,
    currency: 'EUR',
    allowed_card_brands: ['visa'],
    check_in_from: '15:00',
    check_out_until: '10:00',
    images: [],
    pictures: [],
    sort_order: 0,
    street: null,
    postal_code: null,
    phone: null,
    reception_email: null,
    tourist_tax: 0,
    texts: texts({
      name: 'Oliva Villas',
      summary: '',
      description: '',
      searchText: '',
    }),
    unitTypes: [],
    ratePlans: [],
    supplements: [],
    paymentMethods: [],
    ...fields,
  }
}

const oliva = property('oliva', {
  unitTypes: [unitType('garden'), unitType('sea', { base_occupancy: 3 })],
  ratePlans: [
    ratePlan('flexible'),
    ratePlan('saver', {
      board: 'HB',
      price_factor_permille: 850,
      board_price_per_person_night: 1500,
      refundable: 0,
      free_cancellation_days: null,
      cancellation_fee_percent: 100,
      payment_amount: 'percent',
      payment_value: 30,
      payment_mode: 'charge',
      guarantee: 'PREPAYMENT',
      min_nights: 3,
    }),
    ratePlan('half-board', { board: 'HB' }),
    ratePlan('club', {
      member_discount_percent: 10,
      payment_amount: 'percent',
      payment_value: 50,
      payment_mode: 'charge',
    }),
  ],
  supplements: [
    extra('transfer', 'PerStay', 7500),
    extra('parking', 'PerNight', 1500),
    extra('welcome', 'PerPerson', 1000),
    extra('spa', 'PerPersonNight', 2000),
    extra('dinner', 'PerPersonNight', 3500, 'dinner'),
  ],
  paymentMethods: [
    {
      id: 'card',
      type: 'CCARD_GUARANTEE',
      texts: texts({ name: 'Card', description: 'Guaranteed by card' }),
    },
  ],
})
const other = property('other', { ratePlans: [ratePlan('other-rate')] })
const catalog: Catalog = {
  properties: [oliva, other],
  navigation: [],
  propertyById: new Map([oliva, other].map((p) => [p.id, p])),
  regionNames: new Map(),
  contentPictures: new Map(),
}

// Three nights from 30 days ahead, as the inventory would hold them for each unit type.
const FIRST = 30
const stay = {
  dateFrom: daysFromToday(FIRST),
  dateTo: daysFromToday(FIRST + 3),
}
const PRICES = [10_000, 11_000, 12_500]
// A night without staff's restrictions.
const OPEN = { minStay: 0, closedToArrival: false, closedToDeparture: false }
const inventory = (
  night: (n: number) => Partial<NightInventory> = () => ({}),
): Map<string, NightInventory[]> =>
  new Map(
    ['garden', 'sea'].map((unitId) => [
      unitId,
      PRICES.map((price, n) => ({
        night: daysFromToday(FIRST + n),
        price,
        free: 2,
        closed: false,
        ...OPEN,
        ...night(n),
      })),
    ]),
  )

type UnitRequest = FinalQuoteRequest['units'][number]
const unit = (fields: Partial<UnitRequest> = {}): UnitRequest => ({
  unitId: 'garden',
  adults: 2,
  children: 0,
  supplements: [],
  ...fields,
})
const request = (
  fields: Partial<FinalQuoteRequest> = {},
): FinalQuoteRequest => ({
  lang: 'en',
  propertyId: 'oliva',
  rateId: 'flexible',
  ...stay,
  units: [unit()],
  ...fields,
})
const quote = (fields: Partial<FinalQuoteRequest> = {}, nights = inventory()) =>
  priceQuote(catalog, request(fields), nights)
const refusal = (fields: Partial<FinalQuoteRequest>, nights = inventory()) => {
  try {
    quote(fields, nights)
  } catch (error) {
    return error
  }
  throw new Error('the quote was not refused')
}

describe('priceQuote over an in-memory catalog', () => {
  it('prices each unit from its own nights and guests, and the reservation total is the sum of the unit totals (SPEC 4)', () => {
    const answer = quote({
      units: [
        unit({ unitId: 'garden', adults: 3 }),
        unit({ unitId: 'sea', adults: 3 }),
      ],
    })
    // The garden villa includes two guests: the third pays 25 € a night. The sea villa, three.
    expect(answer.units.map((u) => u.initialTotal)).toEqual([
      33_500 + 3 * 2500,
      33_500,
    ])
    expect(answer.nights).toBe(3)
    expect(answer.totalPrice).toBe(33_500 + 7500 + 33_500)
  })

  it('answers each unit under the line id it was asked with, and adds none where none was given', () => {
    const answer = quote({
      units: [
        unit({ lineId: 'line-2', unitId: 'sea' }),
        unit({ lineId: 'line-1' }),
        unit(),
      ],
    })
    expect(answer.units.map((u) => [u.lineId, u.unitId])).toEqual([
      ['line-2', 'sea'],
      ['line-1', 'garden'],
      [undefined, 'garden'],
    ])
    expect(answer.units[2]).not.toHaveProperty('lineId')
  })

  it('applies the rate: the nights at its price factor, rounded down once for the stay, and its board per person and night', () => {
    const answer = quote({ rateId: 'saver', units: [unit({ children: 1 })] })
    expect(answer.units[0]!.initialTotal).toBe(
      Math.floor((33_500 * 850) / 1000) + 3 * 1200 + 3 * 3 * 1500,
    )
  })

  it('prices each extra by its price type over the unit’s stay and guests, and its total is quantity times price (SPEC 4)', () => {
    const answer = quote({
      units: [
        unit({
          children: 1,
          supplements: [
            { serviceId: 'transfer', quantity: 2 },
            { serviceId: 'parking', quantity: 1 },
            { serviceId: 'welcome', quantity: 1 },
            { serviceId: 'spa', quantity: 2 },
          ],
        }),
      ],
    })
    expect(
      answer.units[0]!.selectedSupplements.map(
        ({ serviceId, quantity, price, total }) => ({
          serviceId,
          quantity,
          price,
          total,
        }),
      ),
    ).toEqual([
      { serviceId: 'transfer', quantity: 2, price: 7500, total: 15_000 },
      { serviceId: 'parking', quantity: 1, price: 3 * 1500, total: 4500 },
      { serviceId: 'welcome', quantity: 1, price: 3 * 1000, total: 3000 },
      { serviceId: 'spa', quantity: 2, price: 9 * 2000, total: 36_000 },
    ])
  })

  it('totals a unit as its initial total plus its supplements (SPEC 4)', () => {
    const [priced] = quote({
      units: [
        unit({
          supplements: [
            { serviceId: 'transfer', quantity: 1 },
            { serviceId: 'parking', quantity: 1 },
          ],
        }),
      ],
    }).units
    expect(priced!.initialTotal).toBe(33_500)
    expect(priced!.total).toBe(33_500 + 7500 + 4500)
  })

  it('lets a later choice of the same extra replace the earlier one, and quantity 0 remove it (SPEC 4)', () => {
    const [priced] = quote({
      units: [
        unit({
          supplements: [
            { serviceId: 'transfer', quantity: 1 },
            { serviceId: 'parking', quantity: 1 },
            { serviceId: 'transfer', quantity: 2 },
            { serviceId: 'parking', quantity: 0 },
          ],
        }),
      ],
    }).units
    expect(priced!.selectedSupplements).toEqual([
      expect.objectContaining({ serviceId: 'transfer', quantity: 2 }),
    ])
    expect(priced!.total).toBe(33_500 + 15_000)
  })

  it('breaks a unit down into nights, rate adjustment, extra guests, board and extras that add up to its total', () => {
    const [priced] = quote({
      rateId: 'saver',
      units: [
        unit({
          adults: 3,
          supplements: [{ serviceId: 'parking', quantity: 1 }],
        }),
      ],
    }).units
    expect(priced!.priceBrakedown.map((line) => line.kind)).toEqual([
      'night',
      'night',
      'night',
      'rate_adjustment',
      'extra_adults',
      'board',
      'supplement',
    ])
    expect(
      priced!.priceBrakedown.reduce((sum, line) => sum + line.total, 0),
    ).toBe(priced!.total)
  })

  it('asks for the rate’s share of the total as prepayment, rounded to the cent', () => {
    const answer = quote({ rateId: 'saver' })
    expect(answer.guarantee).toBe('PREPAYMENT')
    expect(answer.prepaymentAmount).toBe(
      Math.round((answer.totalPrice * 30) / 100),
    )
    expect(quote().prepaymentAmount).toBe(0)
  })

  it('carries the rate’s terms: payment type, refundable, free cancellation until its days before arrival, the fee, and the property’s payment methods', () => {
    expect(quote()).toMatchObject({
      guarantee: 'CCARD_GUARANTEE',
      refundable: true,
      freeCancellationUntil: daysFromToday(FIRST - 7),
      cancellationFeePercent: 30,
      currency: 'EUR',
      policy: { cancelation: ['Free until'] },
      paymentMethods: [{ id: 'card', type: 'CCARD_GUARANTEE', name: 'Card' }],
    })
    expect(quote({ rateId: 'saver' })).toMatchObject({
      refundable: false,
      freeCancellationUntil: null,
      cancellationFeePercent: 100,
    })
  })

  it('gives no free cancellation date once that day has passed', () => {
    const soon = { dateFrom: daysFromToday(3), dateTo: daysFromToday(4) }
    const nights = new Map([
      [
        'garden',
        [
          {
            night: soon.dateFrom,
            price: 10_000,
            free: 1,
            closed: false,
            ...OPEN,
          },
        ],
      ],
    ])
    expect(quote(soon, nights).freeCancellationUntil).toBeNull()
  })

  it('names the property, rate, board and units in the asked language, in English where the catalog has none', () => {
    expect(quote({ lang: 'de' })).toMatchObject({
      propertyName: 'Oliva Villas',
      rateName: 'Flexibel',
      boardName: 'Nur Zimmer',
      units: [{ unitName: 'Villa garden' }],
    })
  })

  it('answers 404 for an unknown property, a rate of another property and an unknown unit', () => {
    expect(refusal({ propertyId: 'nowhere' })).toMatchObject({
      statusCode: 404,
      fields: { propertyId: 'not_found' },
    })
    expect(refusal({ rateId: 'other-rate' })).toMatchObject({
      statusCode: 404,
      fields: { rateId: 'not_found' },
    })
    expect(
      refusal({ units: [unit(), unit({ unitId: 'attic' })] }),
    ).toMatchObject({
      statusCode: 404,
      fields: { 'units.1.unitId': 'not_found' },
    })
  })

  it('refuses a stay shorter than the rate’s minimum nights', () => {
    expect(
      refusal({ rateId: 'saver', dateTo: daysFromToday(FIRST + 2) }),
    ).toMatchObject({
      statusCode: 400,
      fields: { dateTo: 'below_min_nights' },
    })
  })

  it('issue 14: refuses a stay that staff’s restrictions forbid, at the date that breaks it', () => {
    const refusedWith = (restriction: Partial<typeof OPEN>) => {
      try {
        priceQuote(
          catalog,
          request({}),
          inventory(),
          'public',
          new Map([['garden', { ...OPEN, ...restriction }]]),
        )
      } catch (error) {
        return error
      }
      throw new Error('the quote was not refused')
    }
    expect(refusedWith({ minStay: 4 })).toMatchObject({
      statusCode: 400,
      fields: { dateTo: 'below_min_nights' },
      message: expect.stringContaining('at least 4 nights'),
    })
    expect(refusedWith({ closedToArrival: true })).toMatchObject({
      statusCode: 400,
      fields: { dateFrom: 'closed_to_arrival' },
    })
    expect(refusedWith({ closedToDeparture: true })).toMatchObject({
      statusCode: 400,
      fields: { dateTo: 'closed_to_departure' },
    })
    // The three nights asked for meet a minimum stay of three.
    expect(() =>
      priceQuote(
        catalog,
        request({}),
        inventory(),
        'public',
        new Map([['garden', { ...OPEN, minStay: 3 }]]),
      ),
    ).not.toThrow()
  })

  it('refuses guests who do not fit the unit', () => {
    expect(
      refusal({ units: [unit({ adults: 2, children: 2 })] }),
    ).toMatchObject({
      statusCode: 400,
      fields: { 'units.0.adults': 'over_occupancy' },
    })
  })

  it('refuses an extra the property does not offer, and more of one than its maximum', () => {
    expect(
      refusal({
        units: [unit({ supplements: [{ serviceId: 'yacht', quantity: 1 }] })],
      }),
    ).toMatchObject({
      statusCode: 400,
      fields: { 'units.0.supplements.0.serviceId': 'not_offered' },
    })
    expect(
      refusal({
        units: [
          unit({ supplements: [{ serviceId: 'transfer', quantity: 3 }] }),
        ],
      }),
    ).toMatchObject({
      statusCode: 400,
      fields: { 'units.0.supplements.0.quantity': 'too_large' },
    })
  })

  it('issue 33: does not sell an extra whose meal the rate’s board serves (dinner on half board), and sells it on room only', () => {
    const dinner = [{ serviceId: 'dinner', quantity: 2 }]
    expect(
      refusal({ rateId: 'half-board', units: [unit({ supplements: dinner })] }),
    ).toMatchObject({
      statusCode: 400,
      fields: { 'units.0.supplements.0.serviceId': 'served_by_board' },
    })
    expect(
      quote({ units: [unit({ supplements: dinner })] }).units[0]!
        .selectedSupplements,
    ).toMatchObject([{ serviceId: 'dinner', quantity: 2 }])
  })

  it('is sold out (409) when a night of the stay is closed', () => {
    const closed = inventory((n) => ({ closed: n === 1 }))
    expect(refusal({}, closed)).toMatchObject({
      statusCode: 409,
      kind: 'sold_out',
      fields: { 'units.0.unitId': 'sold_out' },
      message: expect.stringContaining(daysFromToday(FIRST + 1)),
    })
  })

  it('is sold out when a night has fewer free units than the rooms asked for of that type', () => {
    const lastOne = inventory((n) => ({ free: n === 2 ? 1 : 2 }))
    expect(quote({}, lastOne).units).toHaveLength(1)
    expect(
      refusal({ units: [unit({ unitId: 'sea' }), unit(), unit()] }, lastOne),
    ).toMatchObject({
      statusCode: 409,
      fields: { 'units.1.unitId': 'sold_out' },
    })
  })

  it('is sold out when the inventory has no row for a night of the stay', () => {
    const missing = inventory()
    missing.set('garden', missing.get('garden')!.slice(0, 2))
    expect(refusal({}, missing)).toMatchObject({
      statusCode: 409,
      kind: 'sold_out',
    })
  })
})

describe('member rates in a quote (issue 13)', () => {
  const asMember = (fields: Partial<FinalQuoteRequest> = {}) =>
    priceQuote(catalog, request(fields), inventory(), 'member')

  it('prices a member at the member price and says so, with the public total beside it', () => {
    const answer = asMember({
      rateId: 'club',
      units: [unit({ supplements: [{ serviceId: 'transfer', quantity: 1 }] })],
    })
    // Room 335.00, 10 % off for members: 301.50; the transfer stays at its price.
    expect(answer.totalPrice).toBe(30_150 + 7500)
    expect(answer.memberRate).toEqual({
      discountPercent: 10,
      publicTotal: 33_500 + 7500,
      memberTotal: 30_150 + 7500,
      applied: true,
    })
    expect(answer.prepaymentAmount).toBe(Math.round((30_150 + 7500) / 2))
    const unitLines = answer.units[0]!.priceBrakedown
    expect(unitLines.reduce((sum, line) => sum + line.total, 0)).toBe(
      answer.units[0]!.total,
    )
  })

  it('prices the public at the public price and shows the member price as a teaser', () => {
    const answer = quote({ rateId: 'club' })
    expect(answer.totalPrice).toBe(33_500)
    expect(answer.memberRate).toEqual({
      discountPercent: 10,
      publicTotal: 33_500,
      memberTotal: 30_150,
      applied: false,
    })
  })

  it('has no member price on a rate without a member discount, whoever asks', () => {
    expect(asMember().memberRate).toBeUndefined()
    expect(asMember().totalPrice).toBe(quote().totalPrice)
  })
})
