import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../schema'

// Both dialects cap bound parameters per statement (SQLite 32766, PostgreSQL 65535).
const MAX_PARAMETERS = 30_000

/** Inserts many rows in as few statements as the dialects' parameter limits allow. */
export async function insertInBatches<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  rows: Insertable<Database[Table]>[],
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const size = Math.max(
    1,
    Math.floor(MAX_PARAMETERS / Object.keys(first).length),
  )
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot narrow a generic table's row type; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute()
  }
}

/** Inserts rows, or updates the row with the same id, batched like insertInBatches. */
export async function upsertInBatches<
  Table extends 'properties' | 'unit_types' | 'rate_plans',
>(
  db: Kysely<Database>,
  table: Table,
  rows: Insertable<Database[Table]>[],
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const columns = Object.keys(first).filter((column) => column !== 'id')
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / (columns.length + 1)))
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot narrow a generic table's row type; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet(
            (eb) =>
              Object.fromEntries(
                columns.map((column) => [
                  column,
                  eb.ref(`excluded.${column}` as never),
                ]),
              ) as never,
          ),
      )
      .execute()
  }
}
