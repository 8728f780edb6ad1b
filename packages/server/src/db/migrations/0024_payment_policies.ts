import { sql, type Kysely } from 'kysely'

// Payment policies per rate (issue 32): how much (amount rule and value), when (trigger and
// days) and how (guarantee, hold, charge). They replace the rate's prepayment share, which
// becomes the policy it always was: a share or the whole stay charged at booking. A booking keeps
// the policy it was sold with, and the payments the policy asks for later wait in a schedule that
// a job works through.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rate_plans')
    .addColumn('payment_amount', 'varchar(16)', (c) =>
      c.notNull().defaultTo('none'),
    )
    .execute()
  for (const [column, type, value] of [
    ['payment_value', 'integer', 0],
    ['payment_trigger', 'varchar(16)', 'booking'],
    ['payment_days', 'integer', 0],
    ['payment_mode', 'varchar(16)', 'guarantee'],
  ] as const)
    await db.schema
      .alterTable('rate_plans')
      .addColumn(column, type, (c) => c.notNull().defaultTo(value))
      .execute()
  await sql`
    update rate_plans set
      payment_amount = case
        when prepayment_percent >= 100 then 'whole_stay'
        when prepayment_percent > 0 then 'percent'
        else 'none' end,
      payment_value = case
        when prepayment_percent > 0 and prepayment_percent < 100 then prepayment_percent
        else 0 end,
      payment_mode = case when prepayment_percent > 0 then 'charge' else 'guarantee' end
  `.execute(db)
  await db.schema
    .alterTable('rate_plans')
    .dropColumn('prepayment_percent')
    .execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('payment_policy', 'text')
    .execute()
  await db.schema
    .createTable('payment_schedule')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('booking_id', 'varchar(32)', (c) =>
      c.notNull().references('bookings.id'),
    )
    .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_id', 'varchar(36)')
    .addColumn('failure', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('payment_schedule_due')
    .on('payment_schedule')
    .columns(['state', 'due_on'])
    .execute()
  await db.schema
    .createIndex('payment_schedule_booking')
    .on('payment_schedule')
    .column('booking_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_schedule').execute()
  await db.schema.alterTable('bookings').dropColumn('payment_policy').execute()
  await db.schema
    .alterTable('rate_plans')
    .addColumn('prepayment_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`
    update rate_plans set prepayment_percent = case
      when payment_amount = 'whole_stay' then 100
      when payment_amount = 'percent' then payment_value
      else 0 end
  `.execute(db)
  for (const column of [
    'payment_mode',
    'payment_days',
    'payment_trigger',
    'payment_value',
    'payment_amount',
  ])
    await db.schema.alterTable('rate_plans').dropColumn(column).execute()
}
