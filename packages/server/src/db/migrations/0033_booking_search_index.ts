import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Issue 34: the admin's search by name or address (`bookings.search_text LIKE '%…%'`) read every
// booking (over 100,000: a p95 of 190 ms for four staff). A trigram index finds those that match.
// - SQLite: an FTS5 table with the trigram tokenizer, filled by triggers. It keeps the booking's
//   id as a column of its own (a rowid of `bookings` is not stable across VACUUM), found through
//   the same index when a booking changes. Its `secure-delete` option takes an erased guest's
//   trigrams out of the index at once, not at a later merge (decision 022).
// - PostgreSQL: pg_trgm's GIN index on `search_text`, which serves the LIKE as it is written. The
//   extension is made in `public` (tests work in schemas of their own that they drop) unless it
//   is already in the database; its operator class is named with the schema that holds it.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create extension if not exists pg_trgm schema public`.execute(db)
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db)
    const schema = rows[0]?.schema ?? 'public'
    await sql`create index bookings_search_text_trgm on bookings
      using gin (search_text ${sql.id(schema, 'gin_trgm_ops')})`.execute(db)
    return
  }
  await sql`create virtual table bookings_search using fts5(
    booking_id, search_text, tokenize = 'trigram', columnsize = 0)`.execute(db)
  await sql`insert into bookings_search (bookings_search, rank)
    values ('secure-delete', 1)`.execute(db)
  await sql`insert into bookings_search (booking_id, search_text)
    select id, search_text from bookings`.execute(db)
  await sql`create trigger bookings_search_insert after insert on bookings begin
    insert into bookings_search (booking_id, search_text) values (new.id, new.search_text);
  end`.execute(db)
  await sql`create trigger bookings_search_update
    after update of id, search_text on bookings begin
    ${forget}
    insert into bookings_search (booking_id, search_text) values (new.id, new.search_text);
  end`.execute(db)
  await sql`create trigger bookings_search_delete after delete on bookings begin
    ${forget}
  end`.execute(db)
}

// The old row's entry, looked up by its id through the trigram index, then compared exactly. An
// id too short for a trigram (only tests make them) is looked for row by row.
const forget = sql`delete from bookings_search
    where booking_id match '"' || replace(old.id, '"', '""') || '"'
    and booking_id = old.id;
  delete from bookings_search where length(old.id) < 3 and booking_id = old.id;`

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index bookings_search_text_trgm`.execute(db)
    return
  }
  for (const trigger of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.id(`bookings_search_${trigger}`)}`.execute(db)
  await sql`drop table bookings_search`.execute(db)
}
