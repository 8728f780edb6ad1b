import type { Landscape } from '#db/schema'
import { stableFraction } from '#db/seed/nightlyPrice'
import type { Catalog } from '../catalog/catalogSnapshot'

// The seed has no photographs: each property, room type and site picture gets a drawing of its
// place instead (issue 33's art direction): islands off the coast, a lake below the mountains,
// peaks above an alpine meadow. Deterministic by id, so a picture's address names its content.

type Pick = (salt: string) => number
const round = (value: number) => Math.round(value * 10) / 10

const SEA = [
  {
    sky: ['#8fd0ef', '#e6f5fb'],
    sea: ['#2f8fbf', '#1d5f8a'],
    land: '#5f8f4e',
    island: '#7fa7b8',
  },
  {
    sky: ['#f3b98f', '#fde9d6'],
    sea: ['#4f86b0', '#2b557a'],
    land: '#6f6a3a',
    island: '#b3948f',
  },
  {
    sky: ['#b7d7ea', '#f4efe3'],
    sea: ['#3d93a8', '#23667a'],
    land: '#4e7c55',
    island: '#95b1bd',
  },
]
const LAKE = [
  {
    sky: ['#a9d2ee', '#eef7fb'],
    far: '#8fa6bd',
    near: '#5d7389',
    lake: ['#4f9db3', '#2d6f82'],
    shore: '#3f6b45',
  },
  {
    sky: ['#f2c6a5', '#fbeee2'],
    far: '#a79aaa',
    near: '#6f6478',
    lake: ['#7398b8', '#3f6585'],
    shore: '#4d6a3f',
  },
]
const MOUNTAINS = [
  {
    sky: ['#9fcbea', '#eaf4fa'],
    rock: '#b9b1a6',
    shade: '#8d857b',
    forest: '#2f5a3a',
    meadow: '#7fb35a',
  },
  {
    sky: ['#f5c9a8', '#fdf0e4'],
    rock: '#d0b8a0',
    shade: '#9c8672',
    forest: '#35573a',
    meadow: '#94b65e',
  },
]

const gradient = (id: string, [top, bottom]: readonly string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`

const sun = (pick: Pick, y = 70) =>
  `<circle cx="${round(90 + pick('sun') * 420)}" cy="${round(y + pick('suny') * 40)}" r="26" fill="#fff4c2"/>`

/**
 * A range of peaks across the picture from `base`, `count` of them up to `height` high, the
 * saddles between them up to `ridge` of that height.
 */
function range(
  pick: Pick,
  salt: string,
  base: number,
  height: number,
  count: number,
  ridge = 0.3,
) {
  const step = 600 / count
  const peaks = Array.from({ length: count }, (_, i) => ({
    x: round(step * i + step * (0.3 + pick(`${salt}${i}x`) * 0.4)),
    y: round(base - height * (0.4 + pick(`${salt}${i}y`) * 0.6)),
  }))
  const points = [`0,${base}`]
  peaks.forEach((peak, i) => {
    points.push(`${peak.x},${peak.y}`)
    const next = peaks[i + 1]
    if (next)
      points.push(
        `${round((peak.x + next.x) / 2)},${round(base - height * ridge * (0.4 + pick(`${salt}${i}v`) * 0.6))}`,
      )
  })
  points.push(`600,${base}`)
  return { points: points.join(' '), peaks }
}

/** White caps on the peaks: the top of each peak's slopes. */
const snow = (peaks: { x: number; y: number }[], depth: number) =>
  peaks
    .map(
      ({ x, y }) =>
        `<polygon points="${x},${y} ${round(x - depth * 0.8)},${round(y + depth)} ${round(x - depth * 0.2)},${round(y + depth * 0.7)} ${round(x + depth * 0.3)},${round(y + depth * 1.05)} ${round(x + depth * 0.9)},${round(y + depth)}" fill="#f7f9fb"/>`,
    )
    .join('')

const pine = (x: number, y: number, size: number, fill: string) =>
  `<polygon points="${round(x)},${round(y - size * 2.4)} ${round(x - size * 0.75)},${round(y)} ${round(x + size * 0.75)},${round(y)}" fill="${fill}"/>`

const cypress = (x: number, y: number, height: number) =>
  `<ellipse cx="${round(x)}" cy="${round(y - height / 2)}" rx="${round(height / 7)}" ry="${round(height / 2)}" fill="#2e4a2c"/>`

function seaScene(pick: Pick): string[] {
  const scene = SEA[Math.floor(pick('scene') * SEA.length)]!
  const horizon = round(230 + pick('horizon') * 25)
  const islands = [0, 1, 2].map((i) => {
    const x = 40 + pick(`island${i}`) * 480
    const width = 90 + pick(`island${i}w`) * 150
    const height = 12 + pick(`island${i}h`) * 22
    return `<path d="M${round(x)} ${horizon} Q ${round(x + width / 2)} ${round(horizon - height * 2)} ${round(x + width)} ${horizon} Z" fill="${scene.island}" opacity="0.85"/>`
  })
  const waves = [0, 1, 2, 3, 4].map((i) => {
    const y = horizon + 30 + i * 24 + pick(`wave${i}`) * 10
    const x = pick(`wave${i}x`) * 420
    return `<path d="M${round(x)} ${round(y)} q 20 -6 40 0 t 40 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.35"/>`
  })
  const left = pick('coast') < 0.5
  const coast = left
    ? `M0 ${horizon + 40} Q 150 ${horizon + 10} 260 400 L0 400 Z`
    : `M600 ${horizon + 40} Q 450 ${horizon + 10} 340 400 L600 400 Z`
  const trees = [0, 1, 2].map((i) => {
    const x = left
      ? 40 + i * 45 + pick(`tree${i}`) * 20
      : 560 - i * 45 - pick(`tree${i}`) * 20
    return cypress(x, horizon + 70 + i * 12, 60 + pick(`tree${i}h`) * 30)
  })
  const boatX = round(left ? 330 + pick('boat') * 200 : 60 + pick('boat') * 200)
  const boatY = round(horizon + 45 + pick('boaty') * 40)
  return [
    `<defs>${gradient('sky', scene.sky)}${gradient('sea', scene.sea)}</defs>`,
    '<rect width="600" height="400" fill="url(#sky)"/>',
    sun(pick),
    ...islands,
    `<rect y="${horizon}" width="600" height="${round(400 - horizon)}" fill="url(#sea)"/>`,
    ...waves,
    `<path d="M${boatX} ${boatY} h34 l-6 8 h-22 Z" fill="#f4efe3"/><path d="M${boatX + 16} ${boatY - 2} V ${boatY - 34} L ${boatX + 32} ${boatY - 2} Z" fill="#ffffff"/>`,
    `<path d="${coast}" fill="${scene.land}"/>`,
    ...trees,
  ]
}

function lakeScene(pick: Pick): string[] {
  const scene = LAKE[Math.floor(pick('scene') * LAKE.length)]!
  const shore = 262
  const far = range(pick, 'far', shore - 10, 150, 4)
  const near = range(pick, 'near', shore, 110, 3)
  const pines = Array.from({ length: 14 }, (_, i) =>
    pine(
      i * 44 + pick(`pine${i}`) * 30,
      shore + 6,
      7 + pick(`pine${i}s`) * 5,
      '#2c4a33',
    ),
  )
  const island =
    pick('island') < 0.5
      ? ''
      : `<ellipse cx="${round(200 + pick('islandx') * 200)}" cy="${shore + 40}" rx="36" ry="9" fill="${scene.shore}"/>`
  return [
    `<defs>${gradient('sky', scene.sky)}${gradient('lake', scene.lake)}</defs>`,
    '<rect width="600" height="400" fill="url(#sky)"/>',
    sun(pick, 50),
    `<polygon points="${far.points}" fill="${scene.far}"/>`,
    snow(far.peaks, 22),
    `<polygon points="${near.points}" fill="${scene.near}"/>`,
    snow(near.peaks, 14),
    `<rect y="${shore}" width="600" height="${400 - shore}" fill="url(#lake)"/>`,
    // The near range mirrored in the water.
    `<polygon points="${near.points}" fill="${scene.near}" opacity="0.25" transform="translate(0 ${shore * 2}) scale(1 -1)"/>`,
    `<rect y="${shore - 4}" width="600" height="10" fill="${scene.shore}"/>`,
    ...pines,
    island,
    ...[0, 1, 2].map(
      (i) =>
        `<path d="M${round(60 + pick(`ripple${i}`) * 420)} ${shore + 60 + i * 30} h60" stroke="#ffffff" stroke-width="2" opacity="0.3"/>`,
    ),
  ]
}

function mountainScene(pick: Pick): string[] {
  const scene = MOUNTAINS[Math.floor(pick('scene') * MOUNTAINS.length)]!
  const far = range(pick, 'far', 290, 200, 4, 0.5)
  const peaks = range(pick, 'rock', 290, 230, 7, 0.55)
  const forest = Array.from({ length: 18 }, (_, i) =>
    pine(
      i * 34 + pick(`pine${i}`) * 20,
      318 + pick(`pine${i}y`) * 10,
      9 + pick(`pine${i}s`) * 6,
      scene.forest,
    ),
  )
  const chaletX = round(80 + pick('chalet') * 380)
  return [
    `<defs>${gradient('sky', scene.sky)}</defs>`,
    '<rect width="600" height="400" fill="url(#sky)"/>',
    sun(pick, 45),
    `<polygon points="${far.points}" fill="#c9d3de" opacity="0.8"/>`,
    snow(far.peaks, 16),
    `<polygon points="${peaks.points}" fill="${scene.rock}"/>`,
    // The shaded east faces: from each peak down to its right foot.
    ...peaks.peaks.map(
      ({ x, y }) =>
        `<polygon points="${x},${y} ${round(x + 40)},290 ${round(x + 6)},290" fill="${scene.shade}" opacity="0.6"/>`,
    ),
    snow(peaks.peaks, 18),
    `<path d="M0 300 Q 300 270 600 300 L600 330 L0 330 Z" fill="${scene.forest}"/>`,
    ...forest,
    `<path d="M0 340 Q ${round(150 + pick('meadow') * 300)} 300 600 335 L600 400 L0 400 Z" fill="${scene.meadow}"/>`,
    `<rect x="${chaletX}" y="336" width="46" height="26" fill="#8a5a3c"/><polygon points="${chaletX - 8},338 ${chaletX + 23},318 ${chaletX + 54},338" fill="#5a3a28"/><rect x="${chaletX + 18}" y="344" width="10" height="10" fill="#f3e2b8"/>`,
  ]
}

const SCENES: Record<Landscape, (pick: Pick) => string[]> = {
  sea: seaScene,
  lake: lakeScene,
  mountains: mountainScene,
}

/** A deterministic SVG of a place for an id, drawn as its landscape. */
export function landscapeSvg(id: string, landscape: Landscape): string {
  // The salt first: FNV-1a spreads a change in early characters over the whole hash, while one in
  // the last character barely moves the fraction ("island0", "island1" would land together).
  const pick: Pick = (salt) => stableFraction(`${salt}:${id}`)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" role="img">',
    ...SCENES[landscape](pick),
    '</svg>',
  ].join('')
}

/** What the generated pictures of a property or room type draw: its property's landscape. */
export function catalogLandscape(
  catalog: Catalog,
  kind: string,
  id: string,
): Landscape {
  const property =
    kind === 'properties'
      ? catalog.propertyById.get(id)
      : kind === 'units'
        ? catalog.properties.find((each) =>
            each.unitTypes.some((unit) => unit.id === id),
          )
        : undefined
  return property?.landscape ?? 'sea'
}
