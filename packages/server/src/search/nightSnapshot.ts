import { SqliteAdapter, sql, type CompiledQuery, type Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { afterCommit } from '#db/transactions'

// Issue 34: search and quotes read a stay's nights from the process's memory, night by night as
// the inventory has them, and ask the database on every call only which of those nights changed
// (migration 0034: a version per night, raised by triggers on every inventory write). A night
// that changed is read again, so an answer is as fresh as one read from the tables themselves.

/** One unit type on one night, as the inventory row has it. */
interface UnitNight {
  total: number
  sold: number
  price: number
  closed: boolean
  minStay: number
  closedToArrival: boolean
  closedToDeparture: boolean
}

/** One night: its version when read and its unit types (none when it has no inventory). */
export interface Night {
  night: string
  version: number
  units: Map<string, UnitNight>
}

/** An inventory row as nights keep it; what an inventory write returns for keepWrittenNights. */
export interface InventoryRow {
  unit_type_id: string
  night: string
  total: number
  sold: number
  price: number
  closed: number
  min_stay: number
  closed_to_arrival: number
  closed_to_departure: number
}

// Nights as committed, shared by a database and its transactions (by their one adapter): a
// committed night's version names one state, since only committed reads are kept here.
const committed = new WeakMap<object, Map<string, Night>>()
// A transaction's own reads, which may hold its uncommitted writes: kept apart and dropped with
// it. Before, each transaction began with nothing, so every booking read every unit type's
// inventory over its stay again (issue 34: an eighth of a booking's time).
const transactionReads = new WeakMap<Kysely<Database>, Map<string, Night>>()

/** The inventory's columns a night keeps, for a write's `returning`. */
export const inventoryColumns = [
  'unit_type_id',
  'night',
  'total',
  'sold',
  'price',
  'closed',
  'min_stay',
  'closed_to_arrival',
  'closed_to_departure',
] as const

/** The nights as committed, shared by a database and its transactions. */
function committedNights(db: Kysely<Database>): Map<string, Night> {
  const { adapter } = db.getExecutor()
  const nights = committed.get(adapter) ?? new Map<string, Night>()
  committed.set(adapter, nights)
  return nights
}

/** A transaction's own nights; once it commits, they are the committed state at their versions. */
function transactionNights(
  trx: Kysely<Database>,
  shared: Map<string, Night>,
): Map<string, Night> {
  const kept = transactionReads.get(trx)
  if (kept) return kept
  const own = new Map<string, Night>()
  transactionReads.set(trx, own)
  afterCommit(trx, () => {
    for (const night of own.values())
      if ((shared.get(night.night)?.version ?? -1) < night.version)
        shared.set(night.night, night)
  })
  return own
}

/** Where a database's reads go, and the nights they may reuse (committed ones, for a transaction). */
function snapshotsOf(db: Kysely<Database>): {
  kept: Map<string, Night>
  known: (night: string) => Night | undefined
} {
  const shared = committedNights(db)
  if (!db.isTransaction)
    return { kept: shared, known: (night) => shared.get(night) }
  const own = transactionNights(db, shared)
  return { kept: own, known: (night) => own.get(night) ?? shared.get(night) }
}

// Built once: these run on every search and quote, and Kysely's building would cost as much.
const versionsSql = sql<{ night: string; version: number }>`
  select night, version from night_versions where night >= ${''} and night <= ${''}
  order by night`
const inventorySql = sql<InventoryRow>`
  select unit_type_id, night, total, sold, price, closed, min_stay, closed_to_arrival,
    closed_to_departure from inventory where night >= ${''} and night <= ${''}`

/** Whether this database keeps night versions (SQLite; PostgreSQL sums nights itself). */
export function keepsNightVersions(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter
}

const compiled = new WeakMap<object, CompiledQuery>()
function withParameters<Row>(
  db: Kysely<Database>,
  query: { compile(db: Kysely<Database>): CompiledQuery<Row> },
  first: string,
  last: string,
): CompiledQuery<Row> {
  let done = compiled.get(query)
  if (!done) compiled.set(query, (done = query.compile(db)))
  return { ...done, parameters: [first, last] } as CompiledQuery<Row>
}

/**
 * Every night from `first` through `last` (both included) in date order, as the database has
 * them now: only nights whose version changed since this process read them are read again.
 */
export async function freshNights(
  db: Kysely<Database>,
  first: string,
  last: string,
): Promise<Night[]> {
  const { kept, known } = snapshotsOf(db)
  const { rows: versions } = await db.executeQuery(
    withParameters(db, versionsSql, first, last),
  )
  // A night this transaction wrote has a version no committed read has: it is read again.
  const found = versions.map((row) => {
    const night = known(row.night)
    return night?.version === row.version ? night : undefined
  })
  const stale = versions.filter((_, index) => !found[index])
  if (stale.length === 0) return found as Night[]
  const { rows } = await db.executeQuery(
    withParameters(db, inventorySql, stale[0]!.night, stale.at(-1)!.night),
  )
  // A night without a version has never had inventory.
  const read = new Map<string, Night>(
    stale.map((row) => [
      row.night,
      { night: row.night, version: row.version, units: new Map() },
    ]),
  )
  for (const row of rows)
    read.get(row.night)?.units.set(row.unit_type_id, unitNight(row))
  // Rows read after the versions are at least as new as them: safe to keep under those versions.
  for (const night of read.values()) kept.set(night.night, night)
  return versions.map((row, index) => found[index] ?? read.get(row.night)!)
}

/**
 * Keeps the nights as a transaction's inventory write left them (`rows`, as the write returned
 * them, in its order), so that no reader after the commit reads them again: a booking's nights
 * are otherwise stale for the next guest's quote. A night is kept only when its version rose by
 * exactly the rows written, so nothing else wrote it since it was read.
 */
export async function keepWrittenNights(
  trx: Kysely<Database>,
  rows: readonly InventoryRow[],
): Promise<void> {
  if (rows.length === 0 || !keepsNightVersions(trx)) return
  const { kept, known } = snapshotsOf(trx)
  const written = new Map<string, InventoryRow[]>()
  for (const row of rows) {
    const same = written.get(row.night)
    if (same) same.push(row)
    else written.set(row.night, [row])
  }
  const nights = [...written.keys()].sort()
  const { rows: versions } = await trx.executeQuery(
    withParameters(trx, versionsSql, nights[0]!, nights.at(-1)!),
  )
  for (const { night, version } of versions) {
    const own = written.get(night)
    const before = known(night)
    if (!own || before?.version !== version - own.length) continue
    const units = new Map(before.units)
    for (const row of own) units.set(row.unit_type_id, unitNight(row))
    kept.set(night, { night, version, units })
  }
}

function unitNight(row: InventoryRow): UnitNight {
  return {
    total: row.total,
    sold: row.sold,
    price: row.price,
    closed: row.closed === 1,
    minStay: row.min_stay,
    closedToArrival: row.closed_to_arrival === 1,
    closedToDeparture: row.closed_to_departure === 1,
  }
}
