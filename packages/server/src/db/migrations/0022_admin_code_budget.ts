import type { Kysely } from 'kysely'

// An admin account's budget of wrong second-factor codes (issue 30): one row per account, across
// its sessions and codes, so several server processes count against one budget. `wrong_at` holds
// the times of the wrong codes in the last 30 days; `locked_at` is set when the budget is spent,
// and only an operator's release clears it. The row goes with its account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_code_budgets')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.primaryKey().references('users.adb2c_id').onDelete('cascade'),
    )
    .addColumn('wrong_at', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('locked_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_code_budgets').execute()
}
