import type { Kysely } from 'kysely'

// Issue 35, decision 048: the tourist tax, paid at the property, is a catalog fact (minor units
// per adult per night), not only a policy's words: Google's rates carry it as a compulsory fee.
// 0 until the seed writes it, and for a property without one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('tourist_tax', 'integer', (column) =>
      column.notNull().defaultTo(0),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('tourist_tax').execute()
}
