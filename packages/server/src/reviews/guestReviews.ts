import { randomUUID } from 'node:crypto'
import { toLanguage, type Language } from '@resort/core'
import type {
  PropertyReviews,
  ReviewRefusal,
  ReviewsOverview,
} from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import type { BookingDeps } from '../booking/bookingDeps'
import { loadBooking } from '../booking/bookingView'
import { inLanguage, type Catalog } from '../catalog/catalogSnapshot'
import { propertyLink } from '../catalog/siteContent'
import { reviewStateOf } from './reviewState'
import { shownName } from './shownName'

const refused = (
  kind: 'conflict' | 'cancelled',
  code: ReviewRefusal,
  message: string,
) => new ApiProblem(409, kind, message, { token: code })

const REFUSALS: Record<ReviewRefusal, () => ApiProblem> = {
  cancelled: () =>
    refused(
      'cancelled',
      'cancelled',
      'A cancelled booking cannot be reviewed.',
    ),
  stay_not_over: () =>
    refused(
      'conflict',
      'stay_not_over',
      'A stay can be reviewed once it is over.',
    ),
  already_reviewed: () =>
    refused(
      'conflict',
      'already_reviewed',
      'This stay has been reviewed already.',
    ),
}

/**
 * POST booking/review: the guest's review, by the booking's signed link, once the stay is over
 * (its last night past), once per booking; it waits for staff before it shows.
 */
export async function submitReview(
  deps: BookingDeps,
  {
    token,
    lang,
    rating,
    title,
    text,
  }: {
    token: string
    lang: Language
    rating: number
    title: string
    text: string
  },
  now: Date,
  today = todayIso(),
): Promise<{ reviewId: string; status: 'pending' }> {
  const bookingId = await deps.tokens.verify(token)
  return inTransaction(deps.db, async (trx) => {
    const booking = await loadBooking(trx, bookingId)
    // The stay is over on its day of departure.
    const state = await reviewStateOf(trx, booking, today)
    if (state !== 'open') throw REFUSALS[state]()
    const reviewId = randomUUID()
    await trx
      .insertInto('reviews')
      .values({
        id: reviewId,
        booking_id: booking.id,
        property_id: booking.property_id,
        language: toLanguage(lang) ?? 'en',
        rating,
        title,
        text,
        guest_name: shownName(booking.guest),
        stayed_in: booking.date_from.slice(0, 7),
        status: 'pending',
        created_at: now.toISOString(),
        moderated_at: null,
      })
      .execute()
    return { reviewId, status: 'pending' as const }
  })
}

/** The mean of ratings to one decimal; null without any. */
const averageOf = (sum: number, count: number) =>
  count ? Math.round((sum / count) * 10) / 10 : null

/** GET contentful/reviews: a property's published reviews, newest first, and their average. */
export async function propertyReviews(
  db: Kysely<Database>,
  catalog: Catalog,
  propertyId: string,
  language: Language,
): Promise<PropertyReviews> {
  const property = catalog.properties.find(
    (candidate) => candidate.id === propertyId,
  )
  if (!property) throw notFound('property', propertyId, 'propertyId')
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .execute()
  const sum = rows.reduce((total, row) => total + row.rating, 0)
  return {
    propertyId,
    name: inLanguage(property.texts, language).name,
    city: property.city,
    average: averageOf(sum, rows.length),
    count: rows.length,
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      title: row.title,
      text: row.text,
      language: toLanguage(row.language) ?? 'en',
      guestName: row.guest_name,
      stayedIn: row.stayed_in,
    })),
  }
}

/** GET contentful/reviews-overview: each property's published average and count, and the group's. */
export async function reviewsOverview(
  db: Kysely<Database>,
  catalog: Catalog,
  language: Language,
): Promise<ReviewsOverview> {
  const rows = await db
    .selectFrom('reviews')
    .select(['property_id'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('rating').as('sum'),
    ])
    .where('status', '=', 'published')
    .groupBy('property_id')
    .execute()
  const byProperty = new Map(
    rows.map((row) => [
      row.property_id,
      { count: Number(row.count), sum: Number(row.sum) },
    ]),
  )
  const properties = catalog.properties.map((property) => {
    const { count, sum } = byProperty.get(property.id) ?? { count: 0, sum: 0 }
    const { name, regionName, type, city } = propertyLink(
      catalog,
      property,
      language,
    )
    return {
      propertyId: property.id,
      name,
      type,
      city,
      regionName,
      average: averageOf(sum, count),
      count,
    }
  })
  const totals = [...byProperty.values()].reduce(
    (all, one) => ({ count: all.count + one.count, sum: all.sum + one.sum }),
    { count: 0, sum: 0 },
  )
  return {
    average: averageOf(totals.sum, totals.count),
    count: totals.count,
    properties,
  }
}
