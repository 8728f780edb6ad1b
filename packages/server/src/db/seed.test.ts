import { LANGUAGES } from '@resort/core'
import { stayReviewSchema } from '@resort/core/api'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { isPropertyPhone } from '../catalog/propertyPhone'
import { reviewStateOf } from '../reviews/reviewState'
import { shownName } from '../reviews/shownName'
import { openDatabase } from './database'
import { migrateToLatest } from './migrate'
import { seed } from './seed'

async function seededInventory(today: string) {
  const database = openDatabase({
    databaseUrl: undefined,
    sqliteFile: ':memory:',
  })
  await migrateToLatest(database)
  const result = await seed(database.db, { today })
  const rows = await sql<{ n: number; sold: number; price: number }>`
    select count(*) as n, sum(sold) as sold, sum(price) as price from inventory`.execute(
    database.db,
  )
  const properties = await database.db
    .selectFrom('properties')
    .select(['id', 'type', 'country_code'])
    .execute()
  await database.db.destroy()
  return { result, totals: rows.rows[0], properties }
}

describe('seed', () => {
  it('gives the same data for the same day (deterministic)', async () => {
    const first = await seededInventory('2027-01-15')
    const second = await seededInventory('2027-01-15')
    expect(second.totals).toEqual(first.totals)
    expect(second.properties).toEqual(first.properties)
  })

  it('seeds 24 months of inventory for every unit type, with some nights sold out', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    const { nightsAdded } = await seed(database.db, { today: '2027-01-15' })
    const unitTypes = await database.db
      .selectFrom('unit_types')
      .select('id')
      .execute()
    // 2027-01-15 to 2029-01-15 is 731 nights.
    expect(nightsAdded).toBe(unitTypes.length * 731)
    const soldOut = await database.db
      .selectFrom('inventory')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .whereRef('sold', '=', 'total')
      .executeTakeFirstOrThrow()
    expect(Number(soldOut.n)).toBeGreaterThan(0)
    await database.db.destroy()
  })

  it('adds only the missing nights when run again on a later day', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    await seed(database.db, { today: '2027-01-15' })
    const later = await seed(database.db, { today: '2027-01-25' })
    const unitTypes = await database.db
      .selectFrom('unit_types')
      .select('id')
      .execute()
    expect(later).toEqual({
      catalogWritten: false,
      nightsAdded: unitTypes.length * 10,
      contentPagesWritten: 0,
    })
    await database.db.destroy()
  })

  it('seeds properties of every type in Croatia, Slovenia and Italy', async () => {
    const { properties } = await seededInventory('2027-01-15')
    expect(properties.length).toBeGreaterThanOrEqual(12)
    expect(new Set(properties.map((p) => p.country_code))).toEqual(
      new Set(['HR', 'SI', 'IT']),
    )
    expect(new Set(properties.map((p) => p.type))).toEqual(
      new Set(['hotel', 'villa', 'apartment']),
    )
  })
})

describe('issue 33: a property’s address and phone are catalog facts (migration 0029)', () => {
  it('migrates and seeds every property with a street, a postcode, a valid E.164 phone and a reception e-mail', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    await seed(database.db, { today: '2027-01-15' })
    const properties = await database.db
      .selectFrom('properties')
      .select(['id', 'street', 'postal_code', 'phone', 'reception_email'])
      .execute()
    await database.db.destroy()
    expect(properties.length).toBeGreaterThanOrEqual(12)
    for (const property of properties) {
      expect(property.street, property.id).toMatch(/\S/)
      expect(property.postal_code, property.id).toMatch(/^\d{4,5}$/)
      expect(isPropertyPhone(property.phone ?? ''), property.id).toBe(true)
      expect(property.reception_email, property.id).toContain('@')
    }
  })
})

/** A database seeded on `today`, with its published reviews and the stays behind them. */
async function seededReviews(today: string) {
  const database = openDatabase({
    databaseUrl: undefined,
    sqliteFile: ':memory:',
  })
  await migrateToLatest(database)
  await seed(database.db, { today })
  const { db } = database
  const reviews = await db
    .selectFrom('reviews')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .select([
      'reviews.id',
      'reviews.property_id',
      'reviews.language',
      'reviews.rating',
      'reviews.title',
      'reviews.text',
      'reviews.guest_name',
      'reviews.stayed_in',
      'reviews.status',
      'reviews.created_at',
      'reviews.moderated_at',
      'bookings.id as booking_id',
      'bookings.property_id as booked_property_id',
      'bookings.status as booking_status',
      'bookings.date_from',
      'bookings.date_to',
      'bookings.guest',
    ])
    .orderBy('reviews.id')
    .execute()
  const properties = await db.selectFrom('properties').select('id').execute()
  return { database, db, reviews, properties }
}

describe('issue 33: the seed’s past stays carry verified reviews in several languages', () => {
  it('gives every property 3 to 8 published reviews, each of a past stay at that property', async () => {
    const today = '2027-01-15'
    const { database, db, reviews, properties } = await seededReviews(today)
    for (const { id } of properties) {
      const own = reviews.filter((review) => review.property_id === id)
      expect(own.length, id).toBeGreaterThanOrEqual(3)
      expect(own.length, id).toBeLessThanOrEqual(8)
    }
    for (const review of reviews) {
      expect(review.status).toBe('published')
      expect(review.booked_property_id).toBe(review.property_id)
      expect(review.booking_status).toBe('confirmed')
      expect(review.date_to < today).toBe(true)
      // The review module's own rule: the stay is over, not cancelled, and reviewed once.
      expect(
        await reviewStateOf(
          db,
          {
            id: review.booking_id,
            status: 'confirmed',
            date_to: review.date_to,
          },
          today,
        ),
      ).toBe('already_reviewed')
      // Written after the stay, published after it was written, both before today.
      expect(review.created_at.slice(0, 10) >= review.date_to).toBe(true)
      expect(review.moderated_at! > review.created_at).toBe(true)
      expect(review.moderated_at!.slice(0, 10) < today).toBe(true)
    }
    await database.db.destroy()
  })

  it('writes them in at least three languages, with the shown name and month submitReview copies in', async () => {
    const { database, reviews } = await seededReviews('2027-01-15')
    const languages = new Set(reviews.map((review) => review.language))
    expect(languages.size).toBeGreaterThanOrEqual(3)
    expect(
      [...languages].every((lang) => LANGUAGES.includes(lang as never)),
    ).toBe(true)
    for (const review of reviews) {
      expect(review.guest_name).toBe(shownName(review.guest))
      expect(review.guest_name).toMatch(/^\p{L}+ \p{L}\.$/u)
      expect(review.stayed_in).toBe(review.date_from.slice(0, 7))
      // The fields pass the form's own checks: a rating of 1 to 5, a title and a text in bounds.
      expect(stayReviewSchema.safeParse(review).success, review.title).toBe(
        true,
      )
    }
    await database.db.destroy()
  })

  it('scores them from two to five stars, not all five', async () => {
    const { database, reviews } = await seededReviews('2027-01-15')
    const ratings = new Set(reviews.map((review) => review.rating))
    expect(ratings.has(5) && ratings.has(4) && ratings.has(3)).toBe(true)
    const average =
      reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
    expect(average).toBeGreaterThan(3.8)
    expect(average).toBeLessThan(4.8)
    await database.db.destroy()
  })

  it('gives the same reviews and stays for the same day (deterministic)', async () => {
    const first = await seededReviews('2027-01-15')
    const second = await seededReviews('2027-01-15')
    expect(second.reviews).toEqual(first.reviews)
    await first.database.db.destroy()
    await second.database.db.destroy()
  })
})
