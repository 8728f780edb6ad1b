import { describe, expect, it } from 'vitest'
import { minorUnitsOf, typedAmount } from './amountInput'
import { bulkDraft, nightDraft, rateEditRequest } from './rateEditDraft'

/** A Monday well in the future. */
const FIRST_DAY = '2030-06-03'

const context = {
  propertyId: 'cissa-rovinj',
  currency: 'EUR',
  lang: 'en',
} as const
/** A night of Hotel Cissa's double room, as the grid shows it. */
const night = {
  night: FIRST_DAY,
  price: 12_550,
  roomsToSell: 3,
  sold: 1,
  closed: false,
  minStay: 0,
  closedToArrival: false,
  closedToDeparture: false,
  ratePrices: [12_550, 11_295],
}

describe('amounts typed in currency units (issue 14)', () => {
  it('become minor units with the currency’s decimals, either decimal mark, and a sign', () => {
    expect(minorUnitsOf('125.50', 'EUR')).toBe(12_550)
    expect(minorUnitsOf('125,5', 'EUR')).toBe(12_550)
    expect(minorUnitsOf('-15', 'EUR')).toBe(-1_500)
    expect(minorUnitsOf('+0.07', 'EUR')).toBe(7)
    expect(minorUnitsOf('1 250.00', 'EUR')).toBe(125_000)
    expect(minorUnitsOf('1250', 'HUF')).toBe(1_250)
  })

  it('are refused when they are no amount or have more decimals than the currency', () => {
    for (const typed of ['', 'abc', '12.345', '1.2.3', '€12'])
      expect(minorUnitsOf(typed, 'EUR'), typed).toBeUndefined()
    expect(minorUnitsOf('12.5', 'HUF')).toBeUndefined()
  })

  it('are written back as staff type them', () => {
    expect(typedAmount(12_550, 'EUR')).toBe('125.50')
    expect(typedAmount(-1_505, 'EUR')).toBe('-15.05')
    expect(typedAmount(1_250, 'HUF')).toBe('1250')
  })
})

describe('the edit’s request (issue 14: only the values changed are sent)', () => {
  it('sends nothing of a night’s own values, only what was changed', () => {
    const start = nightDraft('cissa-double', night, 'EUR')
    expect(
      rateEditRequest({ ...start, closedToArrival: 'yes' }, start, context),
    ).toEqual({
      request: {
        propertyId: 'cissa-rovinj',
        lang: 'en',
        unitTypeIds: ['cissa-double'],
        from: FIRST_DAY,
        to: FIRST_DAY,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        closedToArrival: true,
      },
    })
  })

  it('refuses at the field what the server would refuse before reading a night', () => {
    const start = bulkDraft(FIRST_DAY, '2030-06-10')
    const draft = { ...start, unitTypeIds: ['cissa-double'] }
    const errorsOf = (changes: Partial<typeof draft>) =>
      rateEditRequest({ ...draft, ...changes }, start, context).errors
    expect(errorsOf({})).toEqual({ changes: 'required' })
    expect(errorsOf({ price: '0.50' })).toEqual({ 'price.value': 'too_small' })
    expect(errorsOf({ price: '12,345' })).toEqual({
      'price.value': 'invalid_amount',
    })
    expect(errorsOf({ priceMode: 'add', price: '0' })).toEqual({
      'price.value': 'not_zero',
    })
    expect(errorsOf({ priceMode: 'percent', price: '12.5' })).toEqual({
      'price.value': 'whole_number',
    })
    expect(errorsOf({ priceMode: 'percent', price: '600' })).toEqual({
      'price.value': 'too_large',
    })
    expect(errorsOf({ roomsToSell: '1000' })).toEqual({
      roomsToSell: 'too_large',
    })
    expect(errorsOf({ minStay: 'two' })).toEqual({ minStay: 'whole_number' })
    expect(errorsOf({ closed: 'yes', to: '2030-06-01', weekdays: [] })).toEqual(
      { to: 'before_from', weekdays: 'required' },
    )
    expect(
      rateEditRequest({ ...start, closed: 'yes' }, start, context).errors,
    ).toEqual({ unitTypeIds: 'required' })
  })
})
