import { isRecord } from './auditFields'
import type { Say } from './auditSay'

type Night = Record<string, unknown> & { unitTypeId: string; night: string }

const isNight = (value: unknown): value is Night =>
  isRecord(value) &&
  typeof value.unitTypeId === 'string' &&
  typeof value.night === 'string'

// How each value of a night reads: a number's line, or a line for true and one for false.
const NUMBERS = {
  price: 'audit.say.rate_price',
  roomsToSell: 'audit.say.rate_rooms',
  minStay: 'audit.say.rate_min_stay',
} as const
const SWITCHES = {
  closed: ['audit.say.rate_closed', 'audit.say.rate_opened'],
  closedToArrival: ['audit.say.rate_no_arrival', 'audit.say.rate_arrival'],
  closedToDeparture: [
    'audit.say.rate_no_departure',
    'audit.say.rate_departure',
  ],
} as const

const DAY = 86_400_000
const dayOf = (night: string) => Date.parse(`${night}T00:00:00Z`) / DAY

// The nights of one change: first to last, with how many when not every night between.
function nightsText(nights: string[], say: Say) {
  const sorted = [...nights].sort()
  const first = sorted[0] ?? ''
  const last = sorted[sorted.length - 1] ?? first
  const dates = say.dates(first, last)
  return dayOf(last) - dayOf(first) + 1 > sorted.length
    ? say.t('audit.say.some_nights', { dates, count: sorted.length })
    : dates
}

interface Group {
  unit: string
  before: unknown
  after: unknown
  nights: string[]
}

/**
 * A rates edit's nights as lines ("Price of double, 3–9 Jun 2027: €120.00 → €135.00"): nights of
 * a room type with the same value before and after are said together; undefined when the
 * values are not nights.
 */
export function rateChanges(
  before: unknown,
  after: unknown,
  say: Say,
): string[] | undefined {
  if (!Array.isArray(before) || !Array.isArray(after)) return undefined
  if (!before.every(isNight) || !after.every(isNight)) return undefined
  const keyOf = (night: Night) => `${night.unitTypeId}|${night.night}`
  const earlier = new Map(before.map((night) => [keyOf(night), night]))
  const lines: string[] = []
  for (const field of [...Object.keys(NUMBERS), ...Object.keys(SWITCHES)]) {
    const groups = new Map<string, Group>()
    for (const night of after) {
      const was = earlier.get(keyOf(night))?.[field]
      const is = night[field]
      if (was === is || is === undefined) continue
      const key = JSON.stringify([night.unitTypeId, was, is])
      const group = groups.get(key) ?? {
        unit: night.unitTypeId,
        before: was,
        after: is,
        nights: [],
      }
      group.nights.push(night.night)
      groups.set(key, group)
    }
    for (const group of groups.values()) lines.push(lineOf(field, group, say))
  }
  return lines
}

function lineOf(field: string, group: Group, say: Say): string {
  const where = { unit: group.unit, nights: nightsText(group.nights, say) }
  if (field in SWITCHES) {
    const [on, off] = SWITCHES[field as keyof typeof SWITCHES]
    return say.t(group.after === true ? on : off, where)
  }
  const value = (item: unknown) =>
    typeof item !== 'number'
      ? say.t('audit.none')
      : field === 'price'
        ? say.money(item)
        : say.count(item)
  return say.t(NUMBERS[field as keyof typeof NUMBERS], {
    ...where,
    before: value(group.before),
    after: value(group.after),
  })
}
