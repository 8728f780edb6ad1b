import type { Kysely } from 'kysely'

// Stay restrictions per unit type and night (issue 14), set by staff in the rates grid:
// - min_stay: a stay arriving that night lasts at least this many nights (0: only the rate's own);
// - closed_to_arrival: no stay starts that night; closed_to_departure: no stay ends that day.
// Search, calendars, quotes and bookings read them (search/stayRestrictions.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inventory')
    .addColumn('min_stay', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('inventory')
    .addColumn('closed_to_arrival', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('inventory')
    .addColumn('closed_to_departure', 'integer', (c) =>
      c.notNull().defaultTo(0),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['closed_to_departure', 'closed_to_arrival', 'min_stay'])
    await db.schema.alterTable('inventory').dropColumn(column).execute()
}
