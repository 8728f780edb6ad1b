import { describe, expect, it } from 'vitest'
import type { PropertyResponse, UnitOffer } from '../api'
import { boardServes } from '../pricing/boardMeals'
import { reservationLine } from './bookingLines'

// Issue 33: an extra that sells a meal the rate's board already serves is not sold with it.

const extra = (
  serviceId: string,
  meal: 'breakfast' | 'dinner' | null,
): PropertyResponse['supplements'][number] => ({
  serviceId,
  name: serviceId,
  description: '',
  category: 'food',
  priceType: 'PerPersonNight',
  price: 2000,
  maxQuantity: 4,
  meal,
})

const extras = [
  extra('breakfast', 'breakfast'),
  extra('dinner', 'dinner'),
  extra('wine', null),
]
const room = { unitId: 'double', name: 'Double room' } as UnitOffer
const guests = { adults: 2, children: 0 }
const offered = (board: string) =>
  reservationLine(
    room,
    { total: 30_000, board },
    extras,
    guests,
    'line-1',
  ).roomPrices.supplements.map((supplement) => supplement.serviceId)

describe('the extras on offer with a rate (issue 33: the board’s meals are not sold again)', () => {
  it('sells breakfast and dinner on room only, dinner on bed and breakfast, neither on half board', () => {
    expect(offered('RO')).toEqual(['breakfast', 'dinner', 'wine'])
    expect(offered('BB')).toEqual(['dinner', 'wine'])
    expect(offered('HB')).toEqual(['wine'])
    expect(offered('AI')).toEqual(['wine'])
  })

  it('knows which meals each board serves', () => {
    expect(boardServes('BB', 'breakfast')).toBe(true)
    expect(boardServes('BB', 'dinner')).toBe(false)
    expect(boardServes('HB', 'dinner')).toBe(true)
    expect(boardServes('FB', null)).toBe(false)
  })
})
