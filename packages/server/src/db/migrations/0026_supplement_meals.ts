import type { Kysely } from 'kysely'

// An extra that sells a meal says which (issue 33), so that a rate whose board already serves it
// does not sell it again: breakfast on a bed-and-breakfast rate, dinner on half board.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('supplements')
    .addColumn('meal', 'varchar(16)')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplements').dropColumn('meal').execute()
}
