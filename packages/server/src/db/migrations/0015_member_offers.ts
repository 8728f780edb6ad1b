import type { Kysely } from 'kysely'

// Members' exclusive offers (issue 13, decision 024): promotions a club member activates, after
// which qualifying stays earn bonus points. The catalog seeds them; activations are the members'.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_offers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
    // multiplier: the stay's points times bonus_value more (1 = double points); fixed: bonus_value points.
    .addColumn('bonus_kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('bonus_value', 'integer', (c) => c.notNull())
    // JSON arrays of ids; an empty pair of lists covers every property.
    .addColumn('region_ids', 'text', (c) => c.notNull())
    .addColumn('property_ids', 'text', (c) => c.notNull())
    .addColumn('min_nights', 'integer', (c) => c.notNull())
    // Arrivals on these days ('yyyy-MM-dd', both included) qualify.
    .addColumn('stay_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('stay_to', 'varchar(10)', (c) => c.notNull())
    // Members may activate the offer on these days (UTC, both included).
    .addColumn('activation_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('activation_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('member_offer_texts')
    .addColumn('offer_id', 'varchar(64)', (c) =>
      c.notNull().references('member_offers.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_offer_texts_pk', ['offer_id', 'language'])
    .execute()

  await db.schema
    .createTable('member_offer_activations')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('loyalty_members.user_id').onDelete('cascade'),
    )
    .addColumn('offer_id', 'varchar(64)', (c) =>
      c.notNull().references('member_offers.id').onDelete('cascade'),
    )
    .addColumn('activated_at', 'varchar(30)', (c) => c.notNull())
    // One activation per member and offer: activating again answers the first.
    .addPrimaryKeyConstraint('member_offer_activations_pk', [
      'user_id',
      'offer_id',
    ])
    .execute()

  // An offer's bonus entry names its offer, so the points history explains it.
  await db.schema
    .alterTable('points_entries')
    .addColumn('offer_id', 'varchar(64)')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('points_entries').dropColumn('offer_id').execute()
  await db.schema.dropTable('member_offer_activations').execute()
  await db.schema.dropTable('member_offer_texts').execute()
  await db.schema.dropTable('member_offers').execute()
}
