import type { Kysely } from 'kysely'

// The media library (issue 33): staff's photos of a property, a room type or a content page, in
// their order, with a focal point the site's crops keep in view, and alt text and caption per
// language. The files live on disk under the data directory (media/{id}/); `revision` names the
// crop, so a new focal point gives the picture a new address. No foreign key to the owner: a
// content page is not a catalog row, and the catalog's ids are checked when a photo is added.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('focal_x', 'real', (c) => c.notNull())
    .addColumn('focal_y', 'real', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // The stored original's format: jpeg, png, webp or avif.
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('media_owner_position')
    .on('media')
    .columns(['owner_kind', 'owner_id', 'position'])
    .execute()
  await db.schema
    .createTable('media_texts')
    .addColumn('media_id', 'varchar(36)', (c) =>
      c.notNull().references('media.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('alt', 'varchar(250)', (c) => c.notNull())
    .addColumn('caption', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_texts_pk', ['media_id', 'language'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_texts').execute()
  await db.schema.dropTable('media').execute()
}
