import type { Kysely } from 'kysely'

// Issue 34: a scheduled job's round is claimed by one server process: the first to insert the
// round's row runs it, the others see the row and leave it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'varchar(60)', (column) => column.notNull())
    // The round: whole intervals of the job since the epoch.
    .addColumn('round', 'bigint', (column) => column.notNull())
    .addColumn('claimed_at', 'varchar(40)', (column) => column.notNull())
    // Which process ran it (its host and pid), for an operator reading the table.
    .addColumn('claimed_by', 'varchar(200)', (column) => column.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'round'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute()
}
