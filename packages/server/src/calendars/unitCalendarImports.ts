import type {
  OutsideCalendarFailure,
  UnitCalendarImportResponse,
} from '@resort/core/api'
import type { IsoDate } from '@resort/core/stay'
import type { Kysely, Transaction } from 'kysely'
import type { DatabaseKind } from '#db/databaseKind'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'

type Db = Kysely<Database> | Transaction<Database>

/**
 * Only one writer of a unit's outside calendars at a time on PostgreSQL (SQLite has one writer):
 * two calendars of one villa handing a night between them must see each other's nights.
 */
async function lockUnit(trx: Db, kind: DatabaseKind, unitTypeId: string) {
  if (kind !== 'postgresql') return
  await trx
    .selectFrom('unit_calendar_imports')
    .select('id')
    .where('unit_type_id', '=', unitTypeId)
    .orderBy('id')
    .forUpdate()
    .execute()
}

/**
 * Makes the nights of one outside calendar `wanted` (from `today` on): nights it newly takes are
 * closed if they are open, and remembered as closed by it; nights it no longer takes open again
 * if it closed them and no other calendar of the unit still takes them (that one then holds
 * them). Past nights are forgotten as they are. Returns whether any inventory changed.
 */
async function holdNights(
  trx: Transaction<Database>,
  importId: string,
  unitTypeId: string,
  wanted: readonly IsoDate[],
  today: IsoDate,
): Promise<boolean> {
  await trx
    .deleteFrom('unit_calendar_import_nights')
    .where('import_id', '=', importId)
    .where('night', '<', today)
    .execute()
  const held = await trx
    .selectFrom('unit_calendar_import_nights')
    .select(['night', 'closed_here'])
    .where('import_id', '=', importId)
    .execute()
  const heldNights = new Set(held.map((row) => row.night))
  const wantedNights = new Set<string>(wanted)
  const added = wanted.filter((night) => !heldNights.has(night))
  const gone = held.filter((row) => !wantedNights.has(row.night))
  let changed = false

  if (added.length) {
    const open = await trx
      .selectFrom('inventory')
      .select('night')
      .where('unit_type_id', '=', unitTypeId)
      .where('night', 'in', added)
      .where('closed', '=', 0)
      .execute()
    const opened = new Set(open.map((row) => row.night))
    if (opened.size) {
      await trx
        .updateTable('inventory')
        .set({ closed: 1 })
        .where('unit_type_id', '=', unitTypeId)
        .where('night', 'in', [...opened])
        .execute()
      changed = true
    }
    await trx
      .insertInto('unit_calendar_import_nights')
      .values(
        added.map((night) => ({
          import_id: importId,
          night,
          closed_here: opened.has(night) ? (1 as const) : (0 as const),
        })),
      )
      .execute()
  }

  if (gone.length) {
    await trx
      .deleteFrom('unit_calendar_import_nights')
      .where('import_id', '=', importId)
      .where(
        'night',
        'in',
        gone.map((row) => row.night),
      )
      .execute()
    const closedByIt = gone
      .filter((row) => row.closed_here === 1)
      .map((row) => row.night)
    if (closedByIt.length) {
      const stillTaken = await trx
        .selectFrom('unit_calendar_import_nights as taken')
        .innerJoin(
          'unit_calendar_imports as calendar',
          'calendar.id',
          'taken.import_id',
        )
        .select(['taken.import_id', 'taken.night'])
        .where('calendar.unit_type_id', '=', unitTypeId)
        .where('taken.night', 'in', closedByIt)
        .execute()
      const handedOn = new Map(
        stillTaken.map((row) => [row.night, row.import_id]),
      )
      for (const [night, holder] of handedOn)
        await trx
          .updateTable('unit_calendar_import_nights')
          .set({ closed_here: 1 })
          .where('import_id', '=', holder)
          .where('night', '=', night)
          .execute()
      const reopened = closedByIt.filter((night) => !handedOn.has(night))
      if (reopened.length) {
        await trx
          .updateTable('inventory')
          .set({ closed: 0 })
          .where('unit_type_id', '=', unitTypeId)
          .where('night', 'in', reopened)
          .execute()
        changed = true
      }
    }
  }
  return changed
}

export interface ImportDeps {
  db: Kysely<Database>
  kind: DatabaseKind
}

/** A fetch's outcome: the nights the calendar takes, or why it could not be read. */
export type FetchOutcome =
  | { ok: true; nights: readonly IsoDate[] }
  | { ok: false; problem: OutsideCalendarFailure }

/**
 * Records one fetch of an outside calendar: its nights held (on success; a failed fetch keeps
 * the last good one's) and its status. Returns whether any night opened or closed.
 */
export function recordFetch(
  { db, kind }: ImportDeps,
  importId: string,
  outcome: FetchOutcome,
  today: IsoDate,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const calendar = await trx
      .selectFrom('unit_calendar_imports')
      .select('unit_type_id')
      .where('id', '=', importId)
      .executeTakeFirst()
    // Removed while it was being fetched.
    if (!calendar) return false
    await lockUnit(trx, kind, calendar.unit_type_id)
    const changed = outcome.ok
      ? await holdNights(
          trx,
          importId,
          calendar.unit_type_id,
          outcome.nights,
          today,
        )
      : false
    await trx
      .updateTable('unit_calendar_imports')
      .set({
        status: outcome.ok ? 'ok' : 'failed',
        problem: outcome.ok ? null : outcome.problem,
        fetched_at: now.toISOString(),
      })
      .where('id', '=', importId)
      .execute()
    return changed
  })
}

/** Removes an outside calendar in `trx`: the nights only it closed open again. */
export async function releaseImport(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  calendar: { id: string; unitTypeId: string },
  today: IsoDate,
): Promise<boolean> {
  await lockUnit(trx, kind, calendar.unitTypeId)
  const changed = await holdNights(
    trx,
    calendar.id,
    calendar.unitTypeId,
    [],
    today,
  )
  await trx
    .deleteFrom('unit_calendar_imports')
    .where('id', '=', calendar.id)
    .execute()
  return changed
}

/**
 * The units' outside calendars as staff see them, with their conflicts: nights they take that are
 * sold out here.
 */
export async function unitCalendarImports(
  db: Db,
  unitTypeIds: readonly string[],
  today: IsoDate,
): Promise<UnitCalendarImportResponse[]> {
  if (unitTypeIds.length === 0) return []
  const calendars = await db
    .selectFrom('unit_calendar_imports')
    .selectAll()
    .where('unit_type_id', 'in', unitTypeIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  if (calendars.length === 0) return []
  const ids = calendars.map((calendar) => calendar.id)
  const counts = await db
    .selectFrom('unit_calendar_import_nights')
    .select([
      'import_id',
      (eb) => eb.fn.countAll<number | string>().as('nights'),
    ])
    .where('import_id', 'in', ids)
    .where('night', '>=', today)
    .groupBy('import_id')
    .execute()
  const conflicts = await db
    .selectFrom('unit_calendar_import_nights as taken')
    .innerJoin(
      'unit_calendar_imports as calendar',
      'calendar.id',
      'taken.import_id',
    )
    .innerJoin('inventory', (join) =>
      join
        .onRef('inventory.unit_type_id', '=', 'calendar.unit_type_id')
        .onRef('inventory.night', '=', 'taken.night'),
    )
    .select(['taken.import_id', 'taken.night'])
    .where('taken.import_id', 'in', ids)
    .where('taken.night', '>=', today)
    // Every unit of the night sold here: the other site's guest has nowhere to go.
    .whereRef('inventory.sold', '>=', 'inventory.total')
    .orderBy('taken.night')
    .execute()
  const nightsOf = new Map(
    counts.map((row) => [row.import_id, Number(row.nights)]),
  )
  return calendars.map((calendar) => ({
    importId: calendar.id,
    unitTypeId: calendar.unit_type_id,
    name: calendar.name,
    url: calendar.url,
    status: calendar.status,
    // Written from OUTSIDE_CALENDAR_FAILURES only (recordFetch).
    problem: calendar.problem as OutsideCalendarFailure | null,
    fetchedAt: calendar.fetched_at,
    nights: nightsOf.get(calendar.id) ?? 0,
    conflicts: conflicts
      .filter((row) => row.import_id === calendar.id)
      .map((row) => row.night),
  }))
}
