import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import baseMap from './baseMap.json'
import { BASE_MAP_REGION } from './baseMapStyle'

type Position = [number, number]

// A JSON import types positions as number[], not pairs.
const features = baseMap.features as unknown as {
  properties: { kind: string }
  geometry:
    | { type: 'MultiPolygon'; coordinates: Position[][][] }
    | { type: 'MultiLineString'; coordinates: Position[][] }
}[]
const geometryOf = (kind: string) =>
  features.find((feature) => feature.properties.kind === kind)?.geometry
const land = geometryOf('land')
const borders = geometryOf('border')
const polygons =
  land?.type === 'MultiPolygon' ? land.coordinates : ([] as Position[][][])

// The seed's fourteen properties (packages/server/src/db/seed/catalog/*/*.ts), as the map
// places them.
const PROPERTIES: Record<string, Position> = {
  'Hotel Cissa, Rovinj': [13.6402, 45.0731],
  'Elafiti, Dubrovnik': [18.0668, 42.6548],
  'Lovorika, Opatija': [14.3075, 45.3352],
  'Oliveto Villas, Poreč': [13.619, 45.2185],
  'Sustipan, Split': [16.4291, 43.5043],
  'Vala, Krk': [14.5852, 45.0248],
  'Villa Lavanda, Hvar': [16.4784, 43.1633],
  'Ciasa Aurora, Ortisei': [11.6701, 46.5752],
  'Larice, Cortina': [12.1265, 46.5395],
  'Limonaia, Sirmione': [10.6057, 45.4878],
  'Ora, Riva del Garda': [10.8495, 45.8836],
  'Lipov Gaj, Bled': [14.096, 46.3595],
  'Solinarka, Piran': [13.5676, 45.5287],
  'Vogar Chalets, Bohinj': [13.8898, 46.2873],
}

/** Ray casting: inside a ring's outline. */
function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position
    const [xj, yj] = ring[j] as Position
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi)
      inside = !inside
  }
  return inside
}

const onLand = (point: Position) =>
  polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined &&
      inRing(point, outer) &&
      !holes.some((hole) => inRing(point, hole)),
  )

/** Kilometres from a point to the nearest coast (roughly: degrees scaled at its latitude). */
function kmToCoast([x, y]: Position): number {
  const kx = 111.32 * Math.cos((y * Math.PI) / 180)
  const ky = 110.57
  let nearest = Infinity
  for (const ring of polygons.flat()) {
    for (let index = 1; index < ring.length; index += 1) {
      const [ax, ay] = ring[index - 1] as Position
      const [bx, by] = ring[index] as Position
      const dx = (bx - ax) * kx
      const dy = (by - ay) * ky
      const px = (x - ax) * kx
      const py = (y - ay) * ky
      const length = dx * dx + dy * dy
      const t =
        length === 0
          ? 0
          : Math.max(0, Math.min(1, (px * dx + py * dy) / length))
      nearest = Math.min(nearest, Math.hypot(px - t * dx, py - t * dy))
    }
  }
  return nearest
}

describe('the map’s own base map (issue 16: no tile server)', () => {
  it('covers the Adriatic coast, Slovenia, the Dolomites and Lake Garda, and says so in its bbox', () => {
    const [[west, south], [east, north]] = BASE_MAP_REGION
    expect(baseMap.bbox).toEqual([west, south, east, north])
    expect(west).toBeLessThanOrEqual(9.5)
    expect(east).toBeGreaterThanOrEqual(19.5)
    expect(south).toBeLessThanOrEqual(41.5)
    expect(north).toBeGreaterThanOrEqual(47.8)
  })

  it('holds land polygons and border lines, every point inside its bbox and rounded to 4 decimals', () => {
    expect(polygons.length).toBeGreaterThan(20)
    expect(borders?.type).toBe('MultiLineString')
    expect(borders?.coordinates.length).toBeGreaterThan(5)
    const [[west, south], [east, north]] = BASE_MAP_REGION
    const points = [
      ...polygons.flat(2),
      ...(borders?.coordinates.flat() ?? []),
    ] as Position[]
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(west)
      expect(x).toBeLessThanOrEqual(east)
      expect(y).toBeGreaterThanOrEqual(south)
      expect(y).toBeLessThanOrEqual(north)
      expect(Number(x.toFixed(4))).toBe(x)
      expect(Number(y.toFixed(4))).toBe(y)
    }
  })

  it('tells land from sea: the Alps and the big islands are land, the open Adriatic is not', () => {
    expect(onLand([11.9, 46.5])).toBe(true) // the Dolomites
    expect(onLand([14.8, 46.1])).toBe(true) // Ljubljana's basin
    expect(onLand([16.65, 43.16])).toBe(true) // Hvar
    expect(onLand([14.6, 45.06])).toBe(true) // Krk
    expect(onLand([15.5, 43.0])).toBe(false) // between Italy and Croatia
    expect(onLand([13.3, 44.7])).toBe(false) // off Istria
  })

  it('puts every property on land or on its coast (within 2 km), inside the region', () => {
    const [[west, south], [east, north]] = BASE_MAP_REGION
    for (const [name, point] of Object.entries(PROPERTIES)) {
      const [x, y] = point
      expect(x > west && x < east && y > south && y < north, name).toBe(true)
      expect(onLand(point) || kmToCoast(point) < 2, name).toBe(true)
    }
  })

  it('stays small: under 150 KB as a file, served compressed', () => {
    const bytes = readFileSync(`${import.meta.dirname}/baseMap.json`)
    expect(bytes.length).toBeLessThan(150 * 1024)
  })
})
