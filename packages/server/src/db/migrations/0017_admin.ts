import type { Kysely } from 'kysely'

// The admin area (issue 14).
// - Its second factor: a session passes it by a passkey sign-in or by a code mailed to the admin;
//   `sessions.second_factor` records which. One code per session at a time, kept as a hash, with
//   its wrong tries counted; it goes with its session.
// - Its booking search: `bookings.search_text` holds the guest's and holder's names folded for
//   search and the address (filled here for the bookings before it), and indexes serve the search's filters.
// - Its audit log: who changed what, when, with the values before and after (DESIGN: every admin
//   change). No foreign keys: the log outlives what it names.
// - Staff's adjustments of points carry a note the member reads in the points history.
// - Booking and call-back requests get a status (new, in progress, done) and the team's note.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('second_factor', 'varchar(8)')
    .execute()
  await db.schema
    .createTable('admin_codes')
    .addColumn('session_id', 'varchar(32)', (c) =>
      c.primaryKey().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('admin_user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('admin_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('note', 'text')
    .execute()
  await db.schema
    .createIndex('audit_log_at')
    .on('audit_log')
    .column('at')
    .execute()
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute()
  await db.schema
    .alterTable('points_entries')
    .addColumn('note', 'text')
    .execute()
  await db.schema
    .alterTable('service_requests')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db.schema
    .alterTable('service_requests')
    .addColumn('note', 'text')
    .execute()

  await db.schema
    .alterTable('bookings')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees no schema types
  const bookings = db as Kysely<any>
  const rows = (await bookings
    .selectFrom('bookings')
    .select(['id', 'holder', 'guest', 'email'])
    .execute()) as {
    id: string
    holder: string
    guest: string
    email: string
  }[]
  for (const row of rows) {
    await bookings
      .updateTable('bookings')
      .set({
        search_text: searchTextOf(
          JSON.parse(row.holder),
          JSON.parse(row.guest),
          row.email,
        ),
      })
      .where('id', '=', row.id)
      .execute()
  }
  for (const column of ['created_at', 'date_from', 'property_id', 'status'])
    await db.schema
      .createIndex(`bookings_${column}_idx`)
      .on('bookings')
      .column(column)
      .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['created_at', 'date_from', 'property_id', 'status'])
    await db.schema.dropIndex(`bookings_${column}_idx`).execute()
  await db.schema.alterTable('bookings').dropColumn('search_text').execute()
  await db.schema.alterTable('points_entries').dropColumn('note').execute()
  await db.schema.alterTable('service_requests').dropColumn('note').execute()
  await db.schema.alterTable('service_requests').dropColumn('status').execute()
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('admin_codes').execute()
  await db.schema.alterTable('sessions').dropColumn('second_factor').execute()
}

// A copy of booking/bookingSearchText.ts as it was when this migration was written: domain code
// changes later, and a migration must fill the column the same way on every database.
function searchTextOf(
  holder: { firstName?: string; lastName?: string },
  guest: { firstName?: string; lastName?: string },
  email: string,
): string {
  const names = [
    guest.firstName,
    guest.lastName,
    holder.firstName,
    holder.lastName,
  ]
  const text = names.filter(Boolean).join(' ')
  // Đ is written d or dj without its stroke: both spellings find it.
  const spellings = new Set([fold(text), fold(text, 'dj')])
  return [...spellings, email.toLowerCase()].join(' ')
}

const fold = (text: string, stroked: 'd' | 'dj' = 'd'): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, stroked)
    .toLowerCase()
    .trim()
