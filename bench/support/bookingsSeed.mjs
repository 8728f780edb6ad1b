// 100,000 bookings for the admin's search benchmark, written straight into the server's database
// (SQLite file or PostgreSQL) in batches: minutes of HTTP bookings become seconds of SQL.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
// The root depends on neither driver; the server does, so resolve them from there.
const serverRequire = createRequire(
  path.join(root, 'packages/server/package.json'),
)

/** The database the server uses, for SQL the bench runs beside it: `query(sql, values)` with `?`. */
export async function openDatabase(server, databaseUrl) {
  if (databaseUrl) {
    const pg = serverRequire('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return {
      query: async (text, values = []) => {
        let n = 0
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            values,
          )
        ).rows
      },
      close: () => client.end(),
    }
  }
  const Sqlite = serverRequire('better-sqlite3')
  const db = new Sqlite(path.join(server.dataDir, 'resort.sqlite'))
  db.pragma('busy_timeout = 10000')
  return {
    query: async (text, values = []) => {
      const statement = db.prepare(text)
      return statement.reader
        ? statement.all(values)
        : (statement.run(values), [])
    },
    close: async () => db.close(),
  }
}

// Names of the group's guests, with the letters staff type without their accents.
const FIRST = [
  'Ana',
  'Saša',
  'Marco',
  'Lena',
  'Jürgen',
  'Nikola',
  'Chiara',
  'Tomaž',
  'Ivana',
  'Luka',
  'Greta',
  'Đuro',
]
export const LAST = [
  'Horvat',
  'Novak',
  'Rossi',
  'Müller',
  'Kovačič',
  'Bianchi',
  'Đurić',
  'Schmid',
  'Krajnc',
  'Babić',
  'Ricci',
  'Weber',
]
// Booking numbers as the server makes them: AA and eight of 2-9 and A-Z without I and O.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const bookingNumber = (i) => {
  let id = ''
  for (let rest = i, n = 0; n < 8; n++, rest = Math.floor(rest / 32))
    id = ALPHABET[rest % 32] + id
  return `AA${id}`
}
export const fold = (text, stroked = 'd') =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, stroked)
    .toLowerCase()

const COLUMNS = [
  'id',
  'status',
  'property_id',
  'rate_plan_id',
  'date_from',
  'date_to',
  'language',
  'currency',
  'total_price',
  'prepayment_amount',
  'payment_type',
  'refundable',
  'free_cancellation_until',
  'cancellation_fee_percent',
  'holder',
  'guest',
  'email',
  'policy_accepted',
  'created_at',
  'updated_at',
  'cancelled_at',
  'version',
  'search_text',
]

const day = (offset) =>
  new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10)

/** Booking number i: a rate of the catalog, a stay within two years, one in ten cancelled. */
function rowOf(rates, i) {
  const rate = rates[i % rates.length]
  const first = FIRST[i % FIRST.length]
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]
  const from = (i * 7) % 700
  const cancelled = i % 10 === 0
  const email = `${fold(first)}.${fold(last)}.${i}@example.com`
  const created = new Date(Date.UTC(2025, 11, 1) + i * 60_000).toISOString()
  const names = `${first} ${last} ${first} ${last}`
  return [
    bookingNumber(i),
    cancelled ? 'cancelled' : 'confirmed',
    rate.property_id,
    rate.id,
    day(from),
    day(from + 1 + (i % 6)),
    'en',
    'EUR',
    20_000 + (i % 97) * 1_000,
    0,
    'NOGUARANTEE',
    1,
    null,
    0,
    JSON.stringify({
      title: 'Mr',
      gender: 'Male',
      firstName: first,
      lastName: last,
    }),
    JSON.stringify({ firstName: first, lastName: last }),
    email,
    1,
    created,
    created,
    cancelled ? created : null,
    1,
    // As booking/bookingSearchText.ts writes it: both names, Đ as d and as dj, the address.
    [...new Set([fold(names), fold(names, 'dj')]), email].join(' '),
  ]
}

/**
 * `count` bookings spread over the catalog's rates and two years, in one transaction of batches
 * (the server's triggers fill its search index as they go). Resolves with the rates.
 */
export async function seedBookings(db, count) {
  const rates = await db.query(
    'SELECT id, property_id FROM rate_plans ORDER BY id',
  )
  const BATCH = 500
  const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`
  await db.query('BEGIN')
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from(
      { length: Math.min(BATCH, count - start) },
      (_, k) => rowOf(rates, start + k),
    )
    await db.query(
      `INSERT INTO bookings (${COLUMNS.join(', ')}) VALUES ${rows.map(() => placeholders).join(', ')}`,
      rows.flat(),
    )
  }
  await db.query('COMMIT')
  return rates
}
