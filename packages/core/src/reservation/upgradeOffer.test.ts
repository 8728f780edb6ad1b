import { describe, expect, it } from 'vitest'
import type { PropertyResponse, UnitOffer } from '../api'
import type { ReservationUnit } from './reservationTypes'
import { upgradeOffer } from './upgradeOffer'

const rate = (rateId: string, total: number) =>
  ({ rateId, total }) as UnitOffer['rates'][number]

function unitOffer(
  unitId: string,
  rates: UnitOffer['rates'],
  overrides: Partial<UnitOffer> = {},
): UnitOffer {
  return {
    unitId,
    name: unitId,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    availableCount: 2,
    accessibility: [],
    rates,
    ...overrides,
  } as UnitOffer
}

const offer = (units: UnitOffer[]) => ({ units }) as PropertyResponse

const chosen = (
  unitId: string,
  overrides: Partial<ReservationUnit> = {},
): ReservationUnit =>
  ({
    unitId,
    upsell: false,
    guests: { adults: 2, children: 0, childAges: [] },
    ...overrides,
  }) as ReservationUnit

const none = () => 2

describe('upgradeOffer (the upsell of step 2)', () => {
  const property = offer([
    unitOffer('double', [rate('flex', 40000), rate('saver', 36000)]),
    unitOffer('suite', [rate('flex', 70000)]),
    unitOffer('superior', [rate('flex', 48000), rate('saver', 43000)]),
    unitOffer('single', [rate('flex', 30000)], { maxAdults: 1 }),
  ])

  it('offers the cheapest dearer unit type on the same rate', () => {
    expect(
      upgradeOffer(property, chosen('double'), 'flex', none),
    ).toMatchObject({ unit: { unitId: 'superior' }, extra: 8000 })
    expect(
      upgradeOffer(property, chosen('double'), 'saver', none),
    ).toMatchObject({ unit: { unitId: 'superior' }, extra: 7000 })
  })

  it('skips unit types with no unit left once the reservation’s own are counted', () => {
    const left = (id: string) => (id === 'superior' ? 0 : 2)
    expect(
      upgradeOffer(property, chosen('double'), 'flex', left),
    ).toMatchObject({ unit: { unitId: 'suite' }, extra: 30000 })
  })

  it('skips unit types the unit’s guests do not fit', () => {
    const family = chosen('double', {
      guests: { adults: 2, children: 2, childAges: [] },
    })
    expect(upgradeOffer(property, family, 'flex', none)).toBeUndefined()
  })

  it('issue 33: offers an accessible room as an upgrade only to a guest who chose an accessible one', () => {
    const accessible = { accessibility: ['elevator', 'roll_in_shower'] }
    const withAccessible = offer([
      // A lift is the building's, not the room's: such a room is offered as any other.
      unitOffer('double', [rate('flex', 40000)], {
        accessibility: ['elevator'],
      }),
      unitOffer('lift-superior', [rate('flex', 46000)], {
        accessibility: ['elevator', 'step_free_access'],
      }),
      unitOffer('accessible-superior', [rate('flex', 44000)], accessible),
      unitOffer('superior', [rate('flex', 48000)]),
      unitOffer('accessible-double', [rate('flex', 40000)], accessible),
    ])
    expect(
      upgradeOffer(withAccessible, chosen('double'), 'flex', none),
    ).toMatchObject({ unit: { unitId: 'lift-superior' } })
    expect(
      upgradeOffer(withAccessible, chosen('accessible-double'), 'flex', none),
    ).toMatchObject({ unit: { unitId: 'accessible-superior' }, extra: 4000 })
  })

  it('offers nothing for the dearest unit or once the guest upgraded', () => {
    expect(
      upgradeOffer(property, chosen('suite'), 'flex', none),
    ).toBeUndefined()
    expect(
      upgradeOffer(
        property,
        chosen('superior', { upsell: true }),
        'flex',
        none,
      ),
    ).toBeUndefined()
  })
})
