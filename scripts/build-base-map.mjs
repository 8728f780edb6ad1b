// Writes the map page's base map (issue 16): Natural Earth's land and country borders at 1:10m
// (the world-atlas package, TopoJSON), clipped to the group's region and simplified, as a compact
// GeoJSON file the site serves as a hashed asset. The map then needs no tile server.
//
//   node scripts/build-base-map.mjs [output file]
//
// The output is committed; run this again only to change the region or the detail.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import * as topojson from 'topojson-client'

/**
 * The Adriatic coast, Istria, Kvarner, Dalmatia, Slovenia, the Dolomites and Lake Garda, wide
 * enough that the map's frame (at most 16:9) shows all the properties without leaving it.
 */
const REGION = { west: 8, south: 41, east: 21, north: 48 }
// About 200 m: under a pixel up to zoom 9, and the map stops at 10 (Natural Earth is 1:10m).
const TOLERANCE = 0.002
// Islets smaller than about 0.1 km² are left out; the Croatian islands all stay.
const MIN_RING_AREA = 1e-5
const DECIMALS = 4

const output =
  process.argv[2] ??
  fileURLToPath(
    new URL(
      '../packages/host-site/src/guests/map/baseMap.json',
      import.meta.url,
    ),
  )

const require = createRequire(import.meta.url)
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
)

const inside = {
  west: ([x]) => x >= REGION.west,
  east: ([x]) => x <= REGION.east,
  south: ([, y]) => y >= REGION.south,
  north: ([, y]) => y <= REGION.north,
}

/** Where the segment a-b crosses the region's edge `side`. */
function crossing(a, b, side) {
  const [ax, ay] = a
  const [bx, by] = b
  if (side === 'west' || side === 'east') {
    const x = REGION[side]
    return [x, ay + ((by - ay) * (x - ax)) / (bx - ax)]
  }
  const y = REGION[side]
  return [ax + ((bx - ax) * (y - ay)) / (by - ay), y]
}

/** Sutherland-Hodgman: a closed ring cut to the region (edges along the border are harmless for a fill). */
function clipRing(ring) {
  let points = ring.slice(0, -1)
  for (const side of Object.keys(inside)) {
    const kept = []
    const within = inside[side]
    points.forEach((point, index) => {
      const previous = points[(index + points.length - 1) % points.length]
      if (within(point)) {
        if (!within(previous)) kept.push(crossing(previous, point, side))
        kept.push(point)
      } else if (within(previous)) kept.push(crossing(previous, point, side))
    })
    points = kept
    if (points.length === 0) return []
  }
  return [...points, points[0]]
}

/** Liang-Barsky: the part of segment a-b inside the region, or undefined. */
function clipSegment([ax, ay], [bx, by]) {
  const dx = bx - ax
  const dy = by - ay
  let from = 0
  let to = 1
  for (const [p, q] of [
    [-dx, ax - REGION.west],
    [dx, REGION.east - ax],
    [-dy, ay - REGION.south],
    [dy, REGION.north - ay],
  ]) {
    if (p === 0) {
      if (q < 0) return undefined
    } else {
      const t = q / p
      if (p < 0) from = Math.max(from, t)
      else to = Math.min(to, t)
    }
  }
  if (from > to) return undefined
  return [
    [ax + from * dx, ay + from * dy],
    [ax + to * dx, ay + to * dy],
  ]
}

/** A line cut to the region: the runs of it inside, each a line of its own. */
function clipLine(line) {
  const runs = []
  let run
  for (let index = 1; index < line.length; index += 1) {
    const part = clipSegment(line[index - 1], line[index])
    if (!part) {
      run = undefined
      continue
    }
    if (!run) {
      run = [part[0]]
      runs.push(run)
    }
    run.push(part[1])
    // The segment left the region: the next one that enters starts a new run.
    if (part[1][0] !== line[index][0] || part[1][1] !== line[index][1])
      run = undefined
  }
  return runs
}

function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax
  const dy = by - ay
  const length = dx * dx + dy * dy
  const t =
    length === 0
      ? 0
      : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** Douglas-Peucker, keeping both ends. */
function simplify(points) {
  if (points.length < 3) return points
  const keep = new Uint8Array(points.length)
  keep[0] = keep[points.length - 1] = 1
  const stack = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop()
    let farthest = -1
    let distance = TOLERANCE
    for (let index = first + 1; index < last; index += 1) {
      const d = distanceToSegment(points[index], points[first], points[last])
      if (d > distance) {
        farthest = index
        distance = d
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_, index) => keep[index])
}

const round = (value) => Number(value.toFixed(DECIMALS))

/** Rounded, without points that rounding made the same as the one before. */
function compact(points) {
  const rounded = []
  for (const [x, y] of points) {
    const point = [round(x), round(y)]
    const last = rounded.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1])
      rounded.push(point)
  }
  return rounded
}

function ringArea(ring) {
  let area = 0
  for (let index = 1; index < ring.length; index += 1) {
    const [ax, ay] = ring[index - 1]
    const [bx, by] = ring[index]
    area += ax * by - bx * ay
  }
  return Math.abs(area / 2)
}

/** A ring clipped, simplified and rounded; undefined when too small to draw. */
function ringInRegion(ring) {
  const clipped = clipRing(ring)
  if (clipped.length < 4) return undefined
  // A closed ring keeps its first point as its last through simplification.
  const points = compact(simplify(clipped))
  if (points.length < 4 || ringArea(points) < MIN_RING_AREA) return undefined
  return points
}

const land = topojson.feature(topology, topology.objects.land)
const polygons = (land.type === 'FeatureCollection' ? land.features : [land])
  .flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  )
  .map((polygon) => {
    const [outer, ...holes] = polygon.map(ringInRegion)
    return outer ? [outer, ...holes.filter(Boolean)] : undefined
  })
  .filter(Boolean)

// Borders between two countries only: the coast is the land's own edge.
const borders = topojson
  .mesh(topology, topology.objects.countries, (a, b) => a !== b)
  .coordinates.flatMap(clipLine)
  .map((line) => compact(simplify(line)))
  .filter((line) => line.length >= 2)

const baseMap = {
  type: 'FeatureCollection',
  // Natural Earth is in the public domain; world-atlas (ISC) converted it to TopoJSON.
  bbox: [REGION.west, REGION.south, REGION.east, REGION.north],
  features: [
    {
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    },
    {
      type: 'Feature',
      properties: { kind: 'border' },
      geometry: { type: 'MultiLineString', coordinates: borders },
    },
  ],
}
// As the repo's format check wants it; the server sends it compressed (about 25 KB gzipped).
const text = await prettier.format(JSON.stringify(baseMap), {
  ...(await prettier.resolveConfig(output)),
  filepath: output,
})
writeFileSync(output, text)
console.log(
  `${output}: ${polygons.length} land polygons, ${borders.length} border lines, ${(text.length / 1024).toFixed(1)} KB`,
)
