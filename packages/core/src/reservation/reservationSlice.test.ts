import { describe, expect, it } from 'vitest'
import type { FinalQuoteResponse } from '../api'
import {
  startedReservation,
  steppedBack,
  steppedForward,
  withActiveLine,
  withLineAdded,
  withLineGuests,
  withLineRemoved,
  withLineUpgraded,
  withQuote,
  withSupplement,
} from './reservationSlice'
import type { ReservationState } from './reservationTypes'
import { serverQuote, startOfStay, unit } from './testing'

const activeIds = (reservation: ReservationState) =>
  reservation.units.filter((u) => u.active).map((u) => u.lineId)

const twoLines = () =>
  startedReservation({
    ...startOfStay,
    units: [unit('a', 100), unit('b', 200)],
  })

/** A quote that answers each line id at its price, in the order given. */
const quoteOf = (
  priced: [lineId: string, total: number][],
  fields: Partial<FinalQuoteResponse> = {},
): FinalQuoteResponse => ({
  ...serverQuote(
    priced.map(([, total]) => total),
    ['CCARD_GUARANTEE'],
    priced.map(([lineId]) => lineId),
  ),
  ...fields,
})

describe('reservation slice', () => {
  it('starts at step 2 with paymentType NOGUARANTEE', () => {
    expect(startedReservation(startOfStay)).toMatchObject({
      activeStep: 2,
      paymentType: 'NOGUARANTEE',
      nights: 3,
    })
  })

  it('makes totalPrice the sum of the unit totals', () => {
    const reservation = startedReservation({
      ...startOfStay,
      units: [unit('a', 45000), unit('b', 30000)],
    })
    expect(reservation.totalPrice).toBe(75000)
  })

  it('makes an added unit the active one and adds it to the total', () => {
    const reservation = withLineAdded(
      startedReservation(startOfStay),
      unit('family', 60000),
    )
    expect(activeIds(reservation)).toEqual(['family'])
    expect(reservation.totalPrice).toBe(105000)
  })

  it('makes the first unit active when a unit is removed, and takes it out of the total', () => {
    const reservation = withLineRemoved(
      withLineAdded(twoLines(), unit('c', 300)),
      'c',
    )
    expect(activeIds(reservation)).toEqual(['a'])
    expect(reservation.totalPrice).toBe(300)
  })

  it('switches the active unit without changing totals', () => {
    const reservation = withActiveLine(twoLines(), 'b')
    expect(activeIds(reservation)).toEqual(['b'])
    expect(reservation.totalPrice).toBe(300)
  })

  it('upgrades a unit in its place (upsell), keeping its guests and extras', () => {
    let reservation = withLineGuests(twoLines(), 'a', {
      adults: 1,
      children: 1,
    })
    reservation = withSupplement(reservation, 'a', {
      serviceId: 'parking',
      quantity: 2,
      price: 10,
    })
    reservation = withLineUpgraded(reservation, 'a', unit('suite', 500))
    const [upgraded, other] = reservation.units
    expect(upgraded).toMatchObject({
      lineId: 'a',
      unitId: 'suite',
      upsell: true,
      active: true,
      total: 520,
      guests: { adults: 1, children: 1 },
    })
    expect(upgraded?.roomPrices.selectedSupplements).toEqual([
      { serviceId: 'parking', quantity: 2, price: 10, total: 20 },
    ])
    expect(other).toMatchObject({ unitId: 'b', upsell: false, active: false })
    expect(reservation.totalPrice).toBe(720)
  })

  it('adds a supplement as quantity x price to its unit and the reservation', () => {
    const reservation = withSupplement(
      startedReservation(startOfStay),
      'double-sea',
      { serviceId: 'parking', quantity: 3, price: 1000 },
    )
    const [room] = reservation.units
    expect(room?.roomPrices.selectedSupplements).toEqual([
      { serviceId: 'parking', quantity: 3, price: 1000, total: 3000 },
    ])
    expect(room?.total).toBe(48000)
    expect(reservation.totalPrice).toBe(48000)
  })

  it('replaces an earlier supplement of the same service', () => {
    const breakfast = (quantity: number) => ({
      serviceId: 'breakfast',
      quantity,
      price: 1500,
    })
    const reservation = withSupplement(
      withSupplement(
        startedReservation(startOfStay),
        'double-sea',
        breakfast(6),
      ),
      'double-sea',
      breakfast(2),
    )
    expect(reservation.units[0]?.roomPrices.selectedSupplements).toHaveLength(1)
    expect(reservation.totalPrice).toBe(48000)
  })

  it('changes the guests of one unit only', () => {
    const reservation = withLineGuests(twoLines(), 'b', {
      adults: 3,
      children: 1,
    })
    expect(reservation.units.map((u) => u.guests)).toEqual([
      { adults: 2, children: 0, childAges: [] },
      // The child's age is to be chosen (issue 33).
      { adults: 3, children: 1, childAges: [null] },
    ])
  })

  it('steps forward to the confirmation at most, and back to the rooms at least', () => {
    const at = (activeStep: 2 | 3 | 4) => ({ ...twoLines(), activeStep })
    expect([2, 3, 4].map((s) => steppedForward(at(s as 2)))).toEqual([3, 4, 4])
    expect([2, 3, 4].map((s) => steppedBack(at(s as 2)))).toEqual([2, 2, 3])
  })
})

describe('reservation slice: a server quote', () => {
  it('refreshes prices, policy, payment methods and unit totals from a quote', () => {
    const quote = quoteOf([['double-sea', 47000]])
    const reservation = withQuote(startedReservation(startOfStay), quote)
    expect(reservation.activeStep).toBe(2)
    expect(reservation.totalPrice).toBe(47000)
    expect(reservation.units[0]?.total).toBe(47000)
    expect(reservation.policy.cancelation).toEqual(['Free until 7 days before'])
    expect(reservation.paymentMethods).toEqual([
      {
        id: 'lone-ccard_guarantee',
        type: 'CCARD_GUARANTEE',
        name: 'CCARD_GUARANTEE',
      },
    ])
  })

  it('finds each line’s unit by its line id, whatever order the server answers in', () => {
    const reservation = withQuote(
      twoLines(),
      quoteOf([
        ['b', 250],
        ['a', 150],
      ]),
    )
    expect(reservation.units.map((u) => [u.lineId, u.total])).toEqual([
      ['a', 150],
      ['b', 250],
    ])
  })

  it('keeps a line’s prices when the quote names no unit under its id', () => {
    const reservation = withQuote(twoLines(), quoteOf([['b', 250]]))
    expect(reservation.units.map((u) => u.total)).toEqual([100, 250])
  })

  describe('isLoyalty (SPEC 3, issue 13)', () => {
    const memberRate = (applied: boolean) => ({
      discountPercent: 10,
      publicTotal: 45000,
      memberTotal: 40500,
      applied,
    })

    it('is set from the server’s quote: true only when the server priced the member price', () => {
      const start = startedReservation(startOfStay)
      const priced = (fields: Partial<FinalQuoteResponse>) =>
        withQuote(start, quoteOf([], fields)).isLoyalty
      expect(priced({ memberRate: memberRate(true) })).toBe(true)
      expect(priced({ memberRate: memberRate(false) })).toBe(false)
      expect(priced({})).toBe(false)
    })

    it('is never the client’s wish: a start that claims it begins without it', () => {
      const reservation = startedReservation({
        ...startOfStay,
        isLoyalty: true,
      })
      expect(reservation.isLoyalty).toBe(false)
    })
  })
})
