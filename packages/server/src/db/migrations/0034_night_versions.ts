import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Issue 34: search and quotes keep every night's inventory in the process's memory and ask the
// database only which nights changed since they read them. Each night's version goes up with
// every insert, update or delete of that night's inventory (a booking, a change, a cancellation,
// a staff edit, the seed), by triggers, so no writer can forget it.
// SQLite only: it has one writer at a time. On PostgreSQL a shared row per night would make every
// booking of that night, in any property and process, wait for the others; there the database
// sums a stay's nights itself (search/availability.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await db.schema
    .createTable('night_versions')
    .addColumn('night', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await sql`insert into night_versions (night, version)
    select distinct night, 1 from inventory`.execute(db)
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.id(`night_versions_${event}`)}
      after ${sql.raw(event)} on inventory begin
      insert into night_versions (night, version) values (${sql.raw(row)}.night, 1)
        on conflict (night) do update set version = version + 1;
    end`.execute(db)
  }
  // A change of a row's night (none of ours makes one) counts for the night it left too.
  await sql`create trigger night_versions_moved
    after update of night on inventory when old.night <> new.night begin
    update night_versions set version = version + 1 where night = old.night;
  end`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  for (const trigger of ['insert', 'update', 'delete', 'moved'])
    await sql`drop trigger ${sql.id(`night_versions_${trigger}`)}`.execute(db)
  await db.schema.dropTable('night_versions').execute()
}
