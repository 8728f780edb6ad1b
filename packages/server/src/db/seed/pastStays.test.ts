import { ADAPTED_ROOM_CODES } from '@resort/core/api'
import { addDaysIso, nightsBetween, todayIso } from '@resort/core/stay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs } from '../../testing/api'
import { startTestServer, type TestServer } from '../../testing/testServer'
import { openDatabase } from '../database'
import { migrateToLatest } from '../migrate'
import { seed } from '../seed'
import { catalog } from './catalog/index'
import { pastStayDates } from './pastStayDates'
import { seedReviews } from './reviews/index'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

async function seeded(today: string) {
  const database = openDatabase({
    databaseUrl: undefined,
    sqliteFile: ':memory:',
  })
  await migrateToLatest(database)
  await seed(database.db, { today })
  return database
}

const count = async (
  database: Awaited<ReturnType<typeof seeded>>,
  table: 'reviews' | 'bookings',
) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('issue 33: seeded past stays and their reviews', () => {
  it('are written once: a later start adds none, keeps staff’s moderation and brings no erased booking back', async () => {
    const database = await seeded('2027-01-15')
    const { db } = database
    const reviews = await count(database, 'reviews')
    const [rejected, erased] = await db
      .selectFrom('reviews')
      .select(['id', 'booking_id'])
      .orderBy('id')
      .limit(2)
      .execute()
    await db
      .updateTable('reviews')
      .set({ status: 'rejected' })
      .where('id', '=', rejected!.id)
      .execute()
    // A guest's erasure removes the booking and keeps the review (migration 0020).
    await db
      .deleteFrom('bookings')
      .where('id', '=', erased!.booking_id)
      .execute()
    await seed(db, { today: '2027-03-01' })
    expect(await count(database, 'reviews')).toBe(reviews)
    expect(await count(database, 'bookings')).toBe(reviews - 1)
    const kept = await db
      .selectFrom('reviews')
      .select('status')
      .where('id', '=', rejected!.id)
      .executeTakeFirstOrThrow()
    expect(kept.status).toBe('rejected')
    await db.destroy()
  })

  it('tell of the stays behind them: meals the rate serves, the season, the party', async () => {
    const database = await seeded('2027-01-15')
    const rows = await database.db
      .selectFrom('reviews')
      .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
      .innerJoin('rate_plans', 'rate_plans.id', 'bookings.rate_plan_id')
      .innerJoin('booking_units', 'booking_units.booking_id', 'bookings.id')
      .select([
        'reviews.title',
        'reviews.property_id',
        'bookings.date_from',
        'rate_plans.board',
        'booking_units.adults',
        'booking_units.children',
      ])
      .execute()
    for (const [propertyId, reviews] of Object.entries(seedReviews)) {
      for (const review of reviews) {
        const stay = rows.find(
          (row) => row.property_id === propertyId && row.title === review.title,
        )!
        expect(stay, review.title).toBeDefined()
        if (review.meals === 'dinner')
          expect(['HB', 'FB', 'AI']).toContain(stay.board)
        if (review.meals === 'breakfast') expect(stay.board).not.toBe('RO')
        const month = Number(stay.date_from.slice(5, 7))
        if (review.season === 'winter') expect([12, 1, 2, 3]).toContain(month)
        if (review.season === 'summer') expect([6, 7, 8, 9]).toContain(month)
        expect([stay.adults, stay.children]).toEqual([
          review.adults ?? 2,
          review.children ?? 0,
        ])
      }
    }
    expect(catalog.properties.map((property) => property.id).sort()).toEqual(
      Object.keys(seedReviews).sort(),
    )
    await database.db.destroy()
  })

  it('put no seeded guest in a room adapted for access: such rooms are kept for those who need them', async () => {
    const database = await seeded('2027-01-15')
    const units = await database.db
      .selectFrom('booking_units')
      .innerJoin('unit_types', 'unit_types.id', 'booking_units.unit_type_id')
      .select(['unit_types.id', 'unit_types.accessibility'])
      .execute()
    expect(units.length).toBeGreaterThan(0)
    for (const unit of units) {
      const codes = JSON.parse(unit.accessibility) as string[]
      expect(
        codes.filter((code) =>
          (ADAPTED_ROOM_CODES as readonly string[]).includes(code),
        ),
        unit.id,
      ).toEqual([])
    }
    await database.db.destroy()
  })

  it('open on their booking page like any booking: over, reviewed, no longer to change', async () => {
    const booking = await server.database.db
      .selectFrom('bookings')
      .innerJoin('reviews', 'reviews.booking_id', 'bookings.id')
      .select([
        'bookings.id',
        'bookings.email',
        'bookings.total_price',
        'bookings.date_from',
        'bookings.date_to',
      ])
      .orderBy('bookings.date_to', 'desc')
      .executeTakeFirstOrThrow()
    // Its link lasts 60 days after departure: the stay moved to have ended five days ago.
    const shift = nightsBetween(booking.date_to, addDaysIso(todayIso(), -5))
    await server.database.db
      .updateTable('bookings')
      .set({
        date_from: addDaysIso(booking.date_from, shift),
        date_to: addDaysIso(booking.date_to, shift),
      })
      .where('id', '=', booking.id)
      .execute()
    const found = await post(server.baseUrl, '/api/v1/booking/find-booking', {
      bookingId: booking.id,
      email: booking.email,
    })
    expect(found.status).toBe(200)
    const token = new URL(found.body.bookingURI, 'http://x').searchParams.get(
      'token',
    )!
    const view = await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token, lang: 'en' })}`,
    )
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({
      bookingId: booking.id,
      status: 'confirmed',
      review: 'already_reviewed',
      editable: false,
      deletable: false,
      isGuestsFormActive: false,
      totalPrice: booking.total_price,
    })
    const units = view.body.accomodationData as { total: number }[]
    expect(units.reduce((sum, unit) => sum + unit.total, 0)).toBe(
      booking.total_price,
    )
  })

  it('show on every property’s page with their average, marked with their language', async () => {
    for (const property of catalog.properties) {
      const { status, body } = await call(
        server.baseUrl,
        `/api/v1/contentful/reviews?${qs({ propertyId: property.id, lang: 'en' })}`,
      )
      expect(status).toBe(200)
      expect(body.count, property.id).toBeGreaterThanOrEqual(3)
      expect(body.average).toBeGreaterThan(0)
      expect(body.reviews[0].language).toMatch(/^(en|de|it|hr|sl)$/)
    }
  })
})

describe('pastStayDates', () => {
  const todays = ['2027-01-15', '2027-03-02', '2027-07-31', '2027-12-01']
  const keys = Array.from({ length: 40 }, (_, i) => `AATEST${i}`)

  it('places a stay in the twelve months before, in a month asked for, over at least four days ago', () => {
    for (const today of todays) {
      for (const key of keys) {
        const stay = pastStayDates(key, today, 7, [12, 1, 2, 3])
        expect([12, 1, 2, 3], `${today} ${key}`).toContain(
          Number(stay.dateFrom.slice(5, 7)),
        )
        expect(stay.dateTo <= '2027-12-31').toBe(true)
        const fourDaysAgo = new Date(`${today}T00:00:00Z`)
        fourDaysAgo.setUTCDate(fourDaysAgo.getUTCDate() - 4)
        expect(stay.dateTo <= fourDaysAgo.toISOString().slice(0, 10)).toBe(true)
        expect(stay.dateFrom >= `${Number(today.slice(0, 4)) - 1}`).toBe(true)
      }
    }
  })

  it('has the guest book before, review after the stay, and staff publish before today', () => {
    for (const today of todays) {
      for (const key of keys) {
        const stay = pastStayDates(key, today, 3, [6, 7, 8, 9])
        expect(stay.bookedAt.slice(0, 10) < stay.dateFrom).toBe(true)
        expect(stay.reviewedAt.slice(0, 10) > stay.dateTo).toBe(true)
        expect(stay.publishedAt > stay.reviewedAt).toBe(true)
        expect(stay.publishedAt.slice(0, 10) < today).toBe(true)
      }
    }
  })
})
