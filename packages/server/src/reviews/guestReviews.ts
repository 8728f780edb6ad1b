import { randomUUID } from 'node:crypto'
import { toLanguage, type Language } from '@resort/core'
import type { PropertyReviews, ReviewRefusal } from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem, notFound } from '#http/errors'
import type { BookingDeps } from '../booking/bookingDeps'
import { loadBooking } from '../booking/bookingView'
import { inTransaction } from '../booking/transactions'
import { reviewStateOf } from './reviewState'

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

/** "Marko N.": the guest's first name and the initial of the last, from the booking. */
function shownName(guestJson: string): string {
  const guest = JSON.parse(guestJson) as {
    firstName?: string
    lastName?: string
  }
  const initial = guest.lastName?.trim().charAt(0)
  return [guest.firstName?.trim() ?? '', initial ? `${initial}.` : '']
    .filter(Boolean)
    .join(' ')
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

/** GET contentful/reviews: a property's published reviews, newest first, and their average. */
export async function propertyReviews(
  db: Kysely<Database>,
  propertyId: string,
  knownProperty: boolean,
): Promise<PropertyReviews> {
  if (!knownProperty) throw notFound('property', propertyId, 'propertyId')
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
    average: rows.length ? Math.round((sum / rows.length) * 10) / 10 : null,
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
