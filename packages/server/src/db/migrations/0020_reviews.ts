import type { Kysely } from 'kysely'

// Verified reviews (issue 16): one per booking (the unique booking_id), written by the guest once
// the stay is over, shown once staff publish it. The guest's shown name and the month of the
// stay are copied in, so the review reads the same after the booking is erased or changed. No
// foreign key to bookings: a guest's erasure of their data removes the booking, not the review.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('booking_id', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('property_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('guest_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('stayed_in', 'varchar(7)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('moderated_at', 'varchar(30)')
    .execute()
  await db.schema
    .createIndex('reviews_property_status')
    .on('reviews')
    .columns(['property_id', 'status'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute()
}
