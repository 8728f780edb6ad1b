import { addDaysIso, todayIso } from '@resort/core/stay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { call, post } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'reviews.admin@example.com'
let server: TestServer
let admin: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  admin = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

/** A booking made now, its stay then moved by `days` (negative: into the past), as time passing would. */
async function bookedStay(startInDays: number, moveDays = 0) {
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'any',
    startInDays,
    nights: 2,
    type: 'hotel',
  })
  const { status, body } = await book(server.baseUrl, bookingBody(offer))
  expect(status).toBe(201)
  if (moveDays)
    await server.database.db
      .updateTable('bookings')
      .set({
        date_from: addDaysIso(offer.dateFrom, moveDays),
        date_to: addDaysIso(offer.dateTo, moveDays),
      })
      .where('id', '=', body.bookingId)
      .execute()
  return { offer, token: tokenOf(body.bookingURI), bookingId: body.bookingId }
}

const review = (token: string, overrides: Record<string, unknown> = {}) =>
  post(server.baseUrl, '/api/v1/booking/review', {
    token,
    lang: 'de',
    rating: 5,
    title: 'Wunderbare Tage am Meer',
    text: 'Ein ruhiges Zimmer, ein herzliches Team und ein Frühstück mit Blick aufs Meer.',
    ...overrides,
  })

const reviewsOf = async (propertyId: string) =>
  (
    await call(
      server.baseUrl,
      `/api/v1/contentful/reviews?propertyId=${propertyId}&lang=en`,
    )
  ).body

describe('verified reviews (issue 16)', () => {
  it('a guest whose stay is over reviews it once; a second review of the booking is refused', async () => {
    // Booked for 30 days ahead, then its stay moved 40 days back: over since 8 days.
    const { token } = await bookedStay(30, -40)
    const first = await review(token)
    expect(first.status).toBe(201)
    expect(first.body.status).toBe('pending')
    const again = await review(token, { rating: 1 })
    expect(again.status).toBe(409)
    expect(again.body.error.fields.token).toBe('already_reviewed')
  })

  it('the booking’s page says whether its guest may review it: not before the stay is over, then once', async () => {
    const viewed = async (token: string) =>
      (
        await call(
          server.baseUrl,
          `/api/v1/booking/view-booking?token=${encodeURIComponent(token)}&lang=en`,
        )
      ).body.review
    const ahead = await bookedStay(36)
    expect(await viewed(ahead.token)).toBe('stay_not_over')
    const over = await bookedStay(37, -40)
    expect(await viewed(over.token)).toBe('open')
    expect((await review(over.token)).status).toBe(201)
    expect(await viewed(over.token)).toBe('already_reviewed')
  })

  it('refuses a guest whose stay is not over, and a stay that ends today is over', async () => {
    const { token } = await bookedStay(30)
    const early = await review(token)
    expect(early.status).toBe(409)
    expect(early.body.error.kind).toBe('conflict')
    expect(early.body.error.fields.token).toBe('stay_not_over')
    const { token: endsToday, bookingId } = await bookedStay(31)
    await server.database.db
      .updateTable('bookings')
      .set({ date_from: addDaysIso(todayIso(), -2), date_to: todayIso() })
      .where('id', '=', bookingId)
      .execute()
    expect((await review(endsToday)).status).toBe(201)
  })

  it('refuses a cancelled booking, a forged link and an invalid rating, with the field named', async () => {
    const { token, bookingId } = await bookedStay(32, -40)
    await server.database.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', bookingId)
      .execute()
    const cancelled = await review(token)
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.error.fields.token).toBe('cancelled')
    const forged = await review(`${token.slice(0, -4)}AAAA`)
    expect(forged.status).toBeGreaterThanOrEqual(400)
    expect(forged.status).toBeLessThan(500)
    const { token: over } = await bookedStay(33, -40)
    const zero = await review(over, { rating: 0, title: '' })
    expect(zero.status).toBe(400)
    expect(zero.body.error.fields).toMatchObject({
      rating: 'invalid',
      title: 'required',
    })
  })

  it('shows a review only once staff publish it, with the new average; a rejected one never counts', async () => {
    const a = await bookedStay(34, -40)
    const b = await bookedStay(35, -40)
    const propertyA = a.offer.propertyId
    const before = await reviewsOf(propertyA)
    const written = await review(a.token, { rating: 4 })
    expect(written.status).toBe(201)
    expect((await reviewsOf(propertyA)).count).toBe(before.count)

    const pending = await adminCall(server, 'adminReviews', admin, {
      status: 'pending',
    })
    expect(pending.status).toBe(200)
    expect(pending.body.items.map((item: any) => item.id)).toContain(
      written.body.reviewId,
    )
    const published = await adminCall(server, 'moderateReview', admin, {
      reviewId: written.body.reviewId,
      decision: 'publish',
    })
    expect(published.body.status).toBe('published')
    const after = await reviewsOf(propertyA)
    expect(after.count).toBe(before.count + 1)
    const ratings = [
      ...(before.reviews as { rating: number }[]).map((r) => r.rating),
      4,
    ]
    expect(after.average).toBe(
      Math.round(
        (ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10,
      ) / 10,
    )
    const shown = after.reviews.find(
      (item: any) => item.id === written.body.reviewId,
    )
    expect(shown).toMatchObject({
      language: 'de',
      rating: 4,
      guestName: expect.stringMatching(/^\S+ \S\.$/),
    })

    const other = await review(b.token, { rating: 1 })
    await adminCall(server, 'moderateReview', admin, {
      reviewId: other.body.reviewId,
      decision: 'reject',
    })
    const ofB = await reviewsOf(b.offer.propertyId)
    expect(ofB.reviews.map((item: any) => item.id)).not.toContain(
      other.body.reviewId,
    )
    const log = await adminCall(server, 'auditLog', admin, {
      q: 'review_moderated',
    })
    expect(log.body.items.map((item: any) => item.entityId)).toEqual(
      expect.arrayContaining([written.body.reviewId, other.body.reviewId]),
    )
  })

  it('the overview gives every property its published average and count, and the group’s, in the language asked for', async () => {
    const overviewIn = async (lang: string) =>
      (
        await call(
          server.baseUrl,
          `/api/v1/contentful/reviews-overview?lang=${lang}`,
        )
      ).body
    const { token, offer } = await bookedStay(38, -40)
    const written = await review(token, { rating: 2 })
    await adminCall(server, 'moderateReview', admin, {
      reviewId: written.body.reviewId,
      decision: 'publish',
    })
    const overview = await overviewIn('it')
    expect(overview.properties).toHaveLength(14)
    const mine = overview.properties.find(
      (item: any) => item.propertyId === offer.propertyId,
    )
    const own = await reviewsOf(offer.propertyId)
    expect(mine).toMatchObject({ average: own.average, count: own.count })
    expect(own.name).toBe(
      (await overviewIn('en')).properties.find(
        (item: any) => item.propertyId === offer.propertyId,
      ).name,
    )
    // The group's figures are those of every published review.
    const published = await server.database.db
      .selectFrom('reviews')
      .select('rating')
      .where('status', '=', 'published')
      .execute()
    expect(overview.count).toBe(published.length)
    const sum = published.reduce((total, row) => total + row.rating, 0)
    expect(overview.average).toBe(
      Math.round((sum / published.length) * 10) / 10,
    )
    expect(
      overview.properties.reduce(
        (total: number, item: any) => total + item.count,
        0,
      ),
    ).toBe(published.length)
  })

  it('answers 404 for a property it does not know', async () => {
    const answer = await call(
      server.baseUrl,
      '/api/v1/contentful/reviews?propertyId=nowhere&lang=en',
    )
    expect(answer.status).toBe(404)
  })
})
