import type { Kysely } from 'kysely'

// Member rates (issue 13): a rate may take a share off its room price for verified club members.
// 0 is no member price; existing rates keep their public price for everyone.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rate_plans')
    .addColumn('member_discount_percent', 'integer', (c) =>
      c.notNull().defaultTo(0),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rate_plans')
    .dropColumn('member_discount_percent')
    .execute()
}
