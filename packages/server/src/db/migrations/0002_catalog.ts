import { sql, type Kysely } from 'kysely'

// Only types both SQLite and PostgreSQL read the same way: flags are integers 0/1, dates of stay
// are 'yyyy-MM-dd' text, money is integer minor units, lists are JSON text.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('region_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('allowed_card_brands', 'text', (c) => c.notNull())
    .addColumn('check_in_from', 'varchar(5)', (c) => c.notNull())
    .addColumn('check_out_until', 'varchar(5)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('property_texts')
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_texts_pk', ['property_id', 'language'])
    .execute()

  await db.schema
    .createTable('region_texts')
    .addColumn('region_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('region_texts_pk', ['region_id', 'language'])
    .execute()

  await db.schema
    .createTable('unit_types')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('size_m2', 'integer', (c) => c.notNull())
    .addColumn('bedrooms', 'integer', (c) => c.notNull())
    .addColumn('base_occupancy', 'integer', (c) => c.notNull())
    .addColumn('max_adults', 'integer', (c) => c.notNull())
    .addColumn('max_children', 'integer', (c) => c.notNull())
    .addColumn('max_occupancy', 'integer', (c) => c.notNull())
    .addColumn('extra_adult_price', 'integer', (c) => c.notNull())
    .addColumn('extra_child_price', 'integer', (c) => c.notNull())
    .addColumn('amenities', 'text', (c) => c.notNull())
    .addColumn('accessibility', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('inventory_count', 'integer', (c) => c.notNull())
    .addColumn('base_price', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('unit_types_property')
    .on('unit_types')
    .column('property_id')
    .execute()

  await db.schema
    .createTable('unit_type_texts')
    .addColumn('unit_type_id', 'varchar(64)', (c) =>
      c.notNull().references('unit_types.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('unit_type_texts_pk', ['unit_type_id', 'language'])
    .execute()

  await db.schema
    .createTable('rate_plans')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('board', 'varchar(2)', (c) => c.notNull())
    .addColumn('price_factor_permille', 'integer', (c) => c.notNull())
    .addColumn('board_price_per_person_night', 'integer', (c) => c.notNull())
    .addColumn('refundable', 'integer', (c) => c.notNull())
    .addColumn('free_cancellation_days', 'integer')
    .addColumn('cancellation_fee_percent', 'integer', (c) => c.notNull())
    .addColumn('prepayment_percent', 'integer', (c) => c.notNull())
    .addColumn('guarantee', 'varchar(16)', (c) => c.notNull())
    .addColumn('min_nights', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('rate_plans_property')
    .on('rate_plans')
    .column('property_id')
    .execute()

  await db.schema
    .createTable('rate_plan_texts')
    .addColumn('rate_plan_id', 'varchar(64)', (c) =>
      c.notNull().references('rate_plans.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('board_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('prepayment_message', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_plan_texts_pk', ['rate_plan_id', 'language'])
    .execute()

  await db.schema
    .createTable('policy_texts')
    .addColumn('rate_plan_id', 'varchar(64)', (c) =>
      c.notNull().references('rate_plans.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_texts_pk', [
      'rate_plan_id',
      'language',
      'kind',
      'position',
    ])
    .execute()

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('payment_method_texts')
    .addColumn('payment_method_id', 'varchar(64)', (c) =>
      c.notNull().references('payment_methods.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_method_texts_pk', [
      'payment_method_id',
      'language',
    ])
    .execute()

  await db.schema
    .createTable('supplements')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('property_id', 'varchar(64)', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('price_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('max_quantity', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('supplement_texts')
    .addColumn('supplement_id', 'varchar(64)', (c) =>
      c.notNull().references('supplements.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('supplement_texts_pk', [
      'supplement_id',
      'language',
    ])
    .execute()

  // One row per unit type and night: how many exist, how many are sold, and the night's base price.
  await db.schema
    .createTable('inventory')
    .addColumn('unit_type_id', 'varchar(64)', (c) =>
      c.notNull().references('unit_types.id').onDelete('cascade'),
    )
    .addColumn('night', 'varchar(10)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_pk', ['unit_type_id', 'night'])
    .addCheckConstraint(
      'inventory_sold_within_total',
      sql`sold >= 0 and sold <= total`,
    )
    .execute()
  await db.schema
    .createIndex('inventory_night')
    .on('inventory')
    .column('night')
    .execute()

  await db.schema
    .createTable('navigation_items')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('menu', 'varchar(32)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('navigation_item_texts')
    .addColumn('navigation_item_id', 'varchar(64)', (c) =>
      c.notNull().references('navigation_items.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('navigation_item_texts_pk', [
      'navigation_item_id',
      'language',
    ])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'navigation_item_texts',
    'navigation_items',
    'inventory',
    'supplement_texts',
    'supplements',
    'payment_method_texts',
    'payment_methods',
    'policy_texts',
    'rate_plan_texts',
    'rate_plans',
    'unit_type_texts',
    'unit_types',
    'region_texts',
    'property_texts',
    'properties',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
