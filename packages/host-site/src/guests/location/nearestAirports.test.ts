import { describe, expect, it } from 'vitest'
import { directionsUrl } from './directionsUrl'
import { distanceKm, nearestAirports } from './nearestAirports'

// Properties' coordinates as the catalog has them.
const rovinj = { latitude: 45.0731, longitude: 13.6402 }
const hvar = { latitude: 43.1633, longitude: 16.4784 }
const ortisei = { latitude: 46.5752, longitude: 11.6701 }

describe('the nearest airports (issue 16: a property’s location page)', () => {
  it('measures great-circle distances (Rovinj to Pula Airport: 20 km south, 22 km east, so 30 km)', () => {
    expect(
      distanceKm(rovinj, { latitude: 44.8935, longitude: 13.9222 }),
    ).toBeCloseTo(29.8, 1)
    expect(distanceKm(rovinj, rovinj)).toBe(0)
  })

  it('lists the three closest, nearest first, in whole kilometres', () => {
    expect(nearestAirports(rovinj).map((airport) => airport.code)).toEqual([
      'PUY',
      'RJK',
      'TRS',
    ])
    expect(nearestAirports(hvar)[0]).toEqual({ code: 'SPU', distanceKm: 44 })
    expect(nearestAirports(ortisei).map((airport) => airport.code)).toEqual([
      'BZO',
      'INN',
      'TSF',
    ])
  })

  it('leaves out airports farther than the limit', () => {
    expect(nearestAirports(rovinj, { withinKm: 20 })).toEqual([])
    expect(
      nearestAirports({ latitude: 0, longitude: 0 }, { count: 5 }),
    ).toEqual([])
  })
})

describe('the route planner link', () => {
  it('opens OpenStreetMap’s directions with the property as the destination', () => {
    expect(directionsUrl(rovinj)).toBe(
      'https://www.openstreetmap.org/directions?route=%3B45.0731%2C13.6402',
    )
  })
})
