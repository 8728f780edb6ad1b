import type { Kysely } from 'kysely'

// The member's title in the profile (issue 13, SPEC 3's Mr, Mrs, Ms, Miss, Dr, Prof); null until
// the member chooses one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('title', 'varchar(8)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('title').execute()
}
