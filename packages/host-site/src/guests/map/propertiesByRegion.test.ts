import { describe, expect, it } from 'vitest'
import { mapAnswer } from './mapFixtures'
import { propertiesByRegion } from './propertiesByRegion'

describe('properties by region (the map’s list and its markers’ order)', () => {
  it('issue 16: groups every property under its region, in the regions’ order, leaving out empty regions', () => {
    const groups = propertiesByRegion({
      ...mapAnswer,
      regions: [
        ...mapAnswer.regions,
        {
          regionId: 'kvarner',
          name: 'Kvarner',
          countryCode: 'HR',
          propertyCount: 0,
        },
      ],
    })
    expect(groups.map((group) => group.name)).toEqual([
      'Istria',
      'Dalmatia',
      'Lake Garda',
    ])
    expect(groups[0]?.points.map((point) => point.name)).toEqual([
      'Hotel Cissa',
      'Oliveto Villas',
    ])
    expect(groups.flatMap((group) => group.points)).toHaveLength(
      mapAnswer.points.length,
    )
  })

  it('issue 16: keeps a property whose region the server did not list, under its region’s name', () => {
    const [first] = mapAnswer.points
    const groups = propertiesByRegion({
      regions: [],
      points: first ? [first] : [],
    })
    expect(groups).toEqual([
      { regionId: 'istria', name: 'Istria', points: [first] },
    ])
  })
})
