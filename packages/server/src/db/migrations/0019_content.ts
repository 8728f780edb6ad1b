import type { Kysely } from 'kysely'

// The group's content pages (issue 16): SPEC 2's discovery and information pages, per language,
// edited by staff in the admin area.
// - content_pages: one row per page, its texts per language (heading, meta description, lead).
// - content_entries: the page's items in order (offers, restaurants, events, articles, questions);
//   a property's id where it belongs to one (no foreign key: the catalog is rewritten on a seed
//   version, the content is not); dated items carry their first and last day, or their day of
//   publication; `details` holds what is not text (an offer's rate, a room's capacities) as JSON.
// - content_entry_texts: title, summary, body and the list of short facts (JSON) per language.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('content_page_texts')
    .addColumn('page_id', 'varchar(64)', (c) =>
      c.notNull().references('content_pages.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_page_texts_pk', ['page_id', 'language'])
    .execute()
  await db.schema
    .createTable('content_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('page_id', 'varchar(64)', (c) =>
      c.notNull().references('content_pages.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('property_id', 'varchar(64)')
    .addColumn('starts_on', 'varchar(10)')
    .addColumn('ends_on', 'varchar(10)')
    .addColumn('published_on', 'varchar(10)')
    .addColumn('details', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('content_entries_page')
    .on('content_entries')
    .columns(['page_id', 'position'])
    .execute()
  await db.schema
    .createTable('content_entry_texts')
    .addColumn('entry_id', 'varchar(64)', (c) =>
      c.notNull().references('content_entries.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('group_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_entry_texts_pk', ['entry_id', 'language'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_entry_texts',
    'content_entries',
    'content_page_texts',
    'content_pages',
  ])
    await db.schema.dropTable(table).execute()
}
