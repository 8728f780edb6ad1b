import { describe, expect, it } from 'vitest'
import {
  fitsGuests,
  initialStayTotal,
  stayBreakdown,
  supplementForStay,
} from './stayPrice'

// A room for three at most (up to two of them children), priced for two; money in cents.
const room = {
  base_occupancy: 2,
  max_adults: 3,
  max_children: 2,
  max_occupancy: 3,
  extra_adult_price: 2500,
  extra_child_price: 1200,
}
const flexible = {
  price_factor_permille: 1000,
  board_price_per_person_night: 0,
}
const halfBoard = {
  price_factor_permille: 900,
  board_price_per_person_night: 1800,
}
const labels = {
  rate: 'Half board, 10 % off',
  board: 'Half board',
  member: 'Member price',
}
const nights = (...prices: number[]) =>
  prices.map((price, i) => ({ night: `2030-07-0${i + 1}`, price }))

describe('fitsGuests', () => {
  it('fits guests within the unit’s adults, children and total occupancy, all three at once', () => {
    expect(fitsGuests(room, { adults: 2, children: 1 })).toBe(true)
    expect(fitsGuests(room, { adults: 3, children: 0 })).toBe(true)
    expect(fitsGuests(room, { adults: 2, children: 2 })).toBe(false)
    expect(fitsGuests(room, { adults: 4, children: 0 })).toBe(false)
    expect(fitsGuests(room, { adults: 1, children: 3 })).toBe(false)
  })
})

describe('initialStayTotal', () => {
  it('prices the room as the nights’ prices times the rate factor, rounded down once for the whole stay', () => {
    // Per night: 1005 × 0.9 = 904.5 each, 2712 when rounded down night by night. For the stay: 2713.
    expect(
      initialStayTotal(
        room,
        { ...halfBoard, board_price_per_person_night: 0 },
        3015,
        3,
        { adults: 2, children: 0 },
      ),
    ).toBe(2713)
  })

  it('charges guests beyond the base occupancy the extra adult or child price per night; adults take the base places first', () => {
    const stay = (adults: number, children: number) =>
      initialStayTotal(room, flexible, 20_000, 2, { adults, children })
    expect(stay(2, 0)).toBe(20_000)
    expect(stay(3, 0)).toBe(20_000 + 2 * 2500)
    expect(stay(2, 1)).toBe(20_000 + 2 * 1200)
    // One adult leaves one base place: the first child takes it, the second pays.
    expect(stay(1, 2)).toBe(20_000 + 2 * 1200)
  })

  it('charges the board per person and night, children included', () => {
    expect(
      initialStayTotal(
        room,
        { ...halfBoard, price_factor_permille: 1000 },
        30_000,
        3,
        { adults: 2, children: 1 },
      ),
    ).toBe(30_000 + 3 * 1200 + 3 * 3 * 1800)
  })
})

describe('stayBreakdown', () => {
  it('adds up to the initial total to the cent: a line per night, then the rate adjustment, extra guests and board', () => {
    const stay = nights(10_050, 10_050, 12_075)
    const guests = { adults: 3, children: 0 }
    const lines = stayBreakdown(room, halfBoard, stay, guests, labels)
    expect(lines.map((line) => line.kind)).toEqual([
      'night',
      'night',
      'night',
      'rate_adjustment',
      'extra_adults',
      'board',
    ])
    expect(lines[0]).toMatchObject({
      date: '2030-07-01',
      quantity: 1,
      unitPrice: 10_050,
      total: 10_050,
    })
    expect(lines[3]).toMatchObject({
      label: labels.rate,
      total: Math.floor(32_175 * 0.9) - 32_175,
    })
    expect(lines[4]).toMatchObject({ quantity: 3, unitPrice: 2500 })
    expect(lines[5]).toMatchObject({
      label: labels.board,
      quantity: 9,
      unitPrice: 1800,
      total: 16_200,
    })
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(
      initialStayTotal(room, halfBoard, 32_175, 3, guests),
    )
  })

  it('leaves out what costs nothing: no adjustment at the full price, no board at price 0, no extra guests within the base', () => {
    const lines = stayBreakdown(
      room,
      flexible,
      nights(10_000, 10_000),
      { adults: 2, children: 0 },
      labels,
    )
    expect(lines.map((line) => line.kind)).toEqual(['night', 'night'])
  })
})

describe('supplementForStay', () => {
  const guests = { adults: 2, children: 1 }

  it.each([
    ['PerStay', 1],
    ['PerNight', 4],
    ['PerPerson', 3],
    ['PerPersonNight', 12],
  ] as const)(
    'applies the price type to the stay: %s is charged %i times for 4 nights and 3 guests',
    (priceType, times) => {
      expect(supplementForStay(priceType, 500, 1, 4, guests)).toEqual({
        price: 500 * times,
        total: 500 * times,
      })
    },
  )

  it('totals quantity times the price for the stay (SPEC 4)', () => {
    expect(supplementForStay('PerNight', 750, 2, 3, guests)).toEqual({
      price: 2250,
      total: 4500,
    })
    expect(supplementForStay('PerStay', 7500, 0, 3, guests).total).toBe(0)
  })
})

describe('member prices (issue 13)', () => {
  const memberHalfBoard = { ...halfBoard, member_discount_percent: 10 }
  const guests = { adults: 2, children: 0 }

  it('takes the member discount off the room price only, not the board', () => {
    // Room 3 nights: 300.00 × 0.9 = 270.00; member 10 % off: 243.00; board 2 × 3 × 18.00 = 108.00.
    expect(
      initialStayTotal(room, memberHalfBoard, 30_000, 3, guests, 'member'),
    ).toBe(24_300 + 10_800)
    expect(initialStayTotal(room, memberHalfBoard, 30_000, 3, guests)).toBe(
      27_000 + 10_800,
    )
  })

  it('prices the public the same with or without a member discount on the rate', () => {
    expect(
      initialStayTotal(room, memberHalfBoard, 30_000, 3, guests, 'public'),
    ).toBe(initialStayTotal(room, halfBoard, 30_000, 3, guests))
  })

  it('shows the saving as a line of its own that keeps the lines adding up to the total', () => {
    // Room 300.75 × 0.9 = 270.67 (down to the cent); 10 % of it is 27.067: 27.07 off.
    const stay = nights(10_050, 10_050, 9_975)
    const lines = stayBreakdown(
      room,
      memberHalfBoard,
      stay,
      guests,
      labels,
      'member',
    )
    expect(lines).toContainEqual({
      kind: 'rate_adjustment',
      label: 'Member price',
      quantity: 1,
      unitPrice: -2707,
      total: -2707,
    })
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(
      initialStayTotal(room, memberHalfBoard, 30_075, 3, guests, 'member'),
    )
    expect(
      stayBreakdown(room, memberHalfBoard, stay, guests, labels).some(
        (line) => line.label === 'Member price',
      ),
    ).toBe(false)
  })
})
