// Cluster check (a): 60 guests at once, through the balancer to 4 processes, want the last 2 free
// rooms of a unit type: exactly 2 get them, the others the sold-out answer, nobody a 500.
import { daysFromToday } from '@resort/test-fixtures'
import {
  bookingBody,
  quotedOffer,
  stayOffers,
} from '../../../bench/support/bookingOffers.mjs'
import { postgresRows } from '../../../bench/support/databaseRows.mjs'

const GUESTS = 60
const FREE = 2
// Far ahead, so that no other check's stays share its nights.
const FROM_DAY = 300
const NIGHTS = 2

/** POST new-booking with an Idempotency-Key; the status and the answer's error kind. */
export async function book(origin, offer, n) {
  const response = await fetch(`${origin}/api/v1/booking/new-booking`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `cluster-check-${n}`,
    },
    body: JSON.stringify(bookingBody(offer, n)),
    signal: AbortSignal.timeout(20_000),
  })
  const answer = await response.json().catch(() => ({}))
  return { status: response.status, kind: answer.error?.kind, answer }
}

/** The fewest free rooms of a unit type over a stay's nights, read in the database. */
async function freeRooms(databaseUrl, unitId, dateFrom, dateTo) {
  const db = postgresRows(databaseUrl)
  try {
    const [{ free }] = await db.rows(
      `SELECT MIN(total - sold) AS free FROM inventory
       WHERE unit_type_id = ? AND night >= ? AND night < ?`,
      [unitId, dateFrom, dateTo],
    )
    return Number(free)
  } finally {
    await db.close()
  }
}

export const lastRooms = {
  name: 'issue 34: 60 concurrent bookings for the last 2 rooms of a unit type book exactly 2, the rest answer sold out',
  async run({ cluster }) {
    const dateFrom = daysFromToday(FROM_DAY)
    const dateTo = daysFromToday(FROM_DAY + NIGHTS)
    // A unit type with a rate that needs no card, the one with the fewest rooms free.
    const candidates = (await stayOffers(cluster.origin, dateFrom, dateTo))
      .flatMap((property) =>
        property.units.map((unit) => ({
          property,
          unit,
          rate: unit.rates.find((rate) => rate.guarantee === 'NOGUARANTEE'),
        })),
      )
      .filter(({ unit, rate }) => rate && unit.availableCount >= FREE)
      .sort((a, b) => a.unit.availableCount - b.unit.availableCount)
    const chosen = candidates[0]
    if (!chosen)
      return {
        ok: false,
        detail: 'no unit type with 2 rooms free and a rate without a card',
      }
    const { property, unit, rate } = chosen
    const offer = await quotedOffer(cluster.origin, property, rate, [
      unit.unitId,
    ])
    // Book the rest first, so that exactly 2 are left.
    for (let n = 0; n < unit.availableCount - FREE; n++) {
      const { status } = await book(cluster.origin, offer, 1000 + n)
      if (status !== 201)
        return { ok: false, detail: `booking the rest answered ${status}` }
    }
    const before = await freeRooms(
      cluster.databaseUrl,
      unit.unitId,
      dateFrom,
      dateTo,
    )
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, (_, n) =>
        book(cluster.origin, offer, 2000 + n).catch((error) => ({
          status: 'failed',
          kind: String(error.cause ?? error),
        })),
      ),
    )
    const after = await freeRooms(
      cluster.databaseUrl,
      unit.unitId,
      dateFrom,
      dateTo,
    )
    const tally = {}
    for (const { status, kind } of outcomes) {
      const key = kind ? `${status} ${kind}` : String(status)
      tally[key] = (tally[key] ?? 0) + 1
    }
    const booked = tally['201'] ?? 0
    const soldOut = tally['409 sold_out'] ?? 0
    return {
      ok:
        before === FREE &&
        booked === FREE &&
        soldOut === GUESTS - FREE &&
        after === 0,
      detail: `${unit.unitId}, ${dateFrom}..${dateTo}: ${before} free before, ${after} after; answers ${JSON.stringify(tally)}`,
    }
  },
}
