import type { Kysely } from 'kysely'

// A property's street, postcode, phone and reception e-mail are catalog facts (issue 33): booking
// mails, the contact page and the property page's schema.org data read them, no longer the
// contact page's free text. Null until the seed writes them, and for a property without a phone.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('street', 'varchar(200)')
    .execute()
  await db.schema
    .alterTable('properties')
    .addColumn('postal_code', 'varchar(16)')
    .execute()
  // E.164: '+' and at most 15 digits.
  await db.schema
    .alterTable('properties')
    .addColumn('phone', 'varchar(16)')
    .execute()
  await db.schema
    .alterTable('properties')
    .addColumn('reception_email', 'varchar(254)')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reception_email', 'phone', 'postal_code', 'street'])
    await db.schema.alterTable('properties').dropColumn(column).execute()
}
