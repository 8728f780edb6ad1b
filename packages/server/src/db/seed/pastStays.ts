import { ADAPTED_ROOM_CODES } from '@resort/core/api'
import { addDaysIso, nightsBetween, type IsoDate } from '@resort/core/stay'
import { toProviderCode } from '@resort/core/validation'
import type { Insertable, Kysely } from 'kysely'
import { bookingSearchText } from '../../booking/bookingSearchText'
import { soldTermsOf } from '../../booking/soldTerms'
import {
  createCatalogCache,
  inLanguage,
  type Catalog,
  type CatalogProperty,
} from '../../catalog/catalogSnapshot'
import { ratePaymentPolicy } from '../../pricing/ratePaymentPolicy'
import { fitsGuests, stayBreakdown } from '../../pricing/stayPrice'
import { shownName } from '../../reviews/shownName'
import { freeCancellationUntil } from '../../search/offers'
import type { Database } from '../schema'
import type { SeedCatalog } from './catalogTypes'
import { insertInBatches } from './insertInBatches'
import { nightlyPrice, seasonFactor, stableFraction } from './nightlyPrice'
import { pastStayDates } from './pastStayDates'
import { reviewerDetails } from './reviews/reviewerDetails'
import type { SeedReview, SeedReviews } from './reviews/reviewTypes'
import { seededBookingId, seededUuid } from './seededIds'

const SEASONS = { summer: [6, 7, 8, 9], winter: [12, 1, 2, 3] }

/** The boards that serve a meal. */
const SERVED_BY = {
  breakfast: ['BB', 'HB', 'FB', 'AI'],
  dinner: ['HB', 'FB', 'AI'],
}

/**
 * The rate a stay was booked on: one that takes nothing at booking (the seed holds no gateway's
 * records, and a stay that is over owes nothing), serves the meals its review speaks of and, where
 * one does, allows its nights. Staying longer than asked meets a rate's minimum.
 */
function rateFor(property: CatalogProperty, review: SeedReview, index: number) {
  const served = property.ratePlans.filter(
    (rate) =>
      rate.guarantee !== 'PREPAYMENT' &&
      !(rate.payment_trigger === 'booking' && rate.payment_amount !== 'none') &&
      (!review.meals || SERVED_BY[review.meals].includes(rate.board)),
  )
  const allowing = served.filter((rate) => rate.min_nights <= review.nights)
  const choice = allowing.length ? allowing : served
  const rate = choice[index % Math.max(1, choice.length)]
  if (!rate)
    throw new Error(`No rate of ${property.id} fits seeded review ${index}`)
  return { rate, nights: Math.max(review.nights, rate.min_nights) }
}

const ADAPTED_ROOM: ReadonlySet<string> = new Set(ADAPTED_ROOM_CODES)

/** A unit the party fits; not a room adapted for access, kept for the guests who need one. */
function unitFor(
  property: CatalogProperty,
  guests: { adults: number; children: number },
  index: number,
) {
  const fitting = property.unitTypes.filter(
    (unit) =>
      fitsGuests(unit, guests) &&
      !unit.accessibility.some((code) => ADAPTED_ROOM.has(code)),
  )
  const unit = fitting[index % Math.max(1, fitting.length)]
  if (!unit)
    throw new Error(`No unit of ${property.id} fits seeded review ${index}`)
  return unit
}

/** A card of a brand the property takes, as a guarantee keeps it: brand, last four, expiry. */
function cardOf(property: CatalogProperty, key: string, stayYear: number) {
  const brands = property.allowed_card_brands.filter((brand) =>
    ['visa', 'mastercard', 'maestro'].includes(brand),
  )
  const brand =
    brands[Math.floor(stableFraction(`${key}:card`) * brands.length)] ?? 'visa'
  const digits = Math.floor(stableFraction(`${key}:last4`) * 10_000)
  const month = 1 + Math.floor(stableFraction(`${key}:expiry`) * 12)
  return {
    card_brand: brand,
    card_provider_code: toProviderCode(brand) ?? null,
    card_last4: String(digits).padStart(4, '0'),
    card_expiry: `${String(month).padStart(2, '0')}/${stayYear + 2}`,
    // The gateway's token lapsed with the stay; the seed has none to keep.
    card_token: null,
  }
}

interface PlannedStay {
  propertyId: string
  review: SeedReview
  index: number
  bookingId: string
}

/**
 * One past stay as newBooking would have stored it (the booking, its unit and nights, priced as
 * the quote prices) and its guest's review, published.
 */
function pastStay(
  catalog: Catalog,
  highSeasonMonths: readonly number[],
  { propertyId, review, index, bookingId }: PlannedStay,
  today: IsoDate,
) {
  const property = catalog.propertyById.get(propertyId)!
  const guests = { adults: review.adults ?? 2, children: review.children ?? 0 }
  const { rate, nights } = rateFor(property, review, index)
  const unit = unitFor(property, guests, index)
  // The property's busy months, and those beside them, unless the text tells the season.
  const months = review.season
    ? SEASONS[review.season]
    : Array.from({ length: 12 }, (_, i) => i + 1).filter(
        (month) => seasonFactor(month, highSeasonMonths) > 1,
      )
  const dates = pastStayDates(bookingId, today, nights, months)
  const language = review.language
  const texts = inLanguage(rate.texts, language)
  const priced = Array.from(
    { length: nightsBetween(dates.dateFrom, dates.dateTo) },
    (_, i) => {
      const night = addDaysIso(dates.dateFrom, i)
      return {
        night,
        price: nightlyPrice(unit.id, unit.base_price, night, highSeasonMonths),
      }
    },
  )
  const breakdown = stayBreakdown(unit, rate, priced, guests, {
    rate: texts.name,
    board: texts.boardName,
    member: '',
  })
  const total = breakdown.reduce((sum, line) => sum + line.total, 0)
  const { holder, guest, email } = reviewerDetails(review.guest)
  const guestJson = JSON.stringify(guest)
  const card =
    rate.guarantee === 'CCARD_GUARANTEE'
      ? cardOf(property, bookingId, Number(dates.dateTo.slice(0, 4)))
      : {
          card_brand: null,
          card_provider_code: null,
          card_last4: null,
          card_expiry: null,
          card_token: null,
        }
  const booking: Insertable<Database['bookings']> = {
    id: bookingId,
    status: 'confirmed',
    property_id: property.id,
    rate_plan_id: rate.id,
    date_from: dates.dateFrom,
    date_to: dates.dateTo,
    language,
    currency: property.currency,
    total_price: total,
    prepayment_amount: 0,
    payment_type: rate.guarantee,
    refundable: rate.refundable,
    free_cancellation_until: freeCancellationUntil(
      rate,
      dates.dateFrom,
      dates.bookedAt.slice(0, 10),
    ),
    cancellation_fee_percent: rate.cancellation_fee_percent,
    holder: JSON.stringify(holder),
    guest: guestJson,
    email,
    policy_accepted: 1,
    ...card,
    cancellation_fee: null,
    created_at: dates.bookedAt,
    updated_at: dates.bookedAt,
    cancelled_at: null,
    version: 1,
    member_id: null,
    sold_terms: soldTermsOf(rate),
    payment_policy:
      rate.guarantee === 'NOGUARANTEE'
        ? null
        : JSON.stringify(ratePaymentPolicy(rate)),
    search_text: bookingSearchText(holder, guest, email),
  }
  return {
    booking,
    unit: {
      booking_id: bookingId,
      position: 0,
      unit_type_id: unit.id,
      ...guests,
      initial_total: total,
      total,
      supplements: '[]',
      breakdown: JSON.stringify(breakdown),
    } satisfies Insertable<Database['booking_units']>,
    nights: priced.map(({ night }) => ({
      booking_id: bookingId,
      unit_type_id: unit.id,
      night,
      count: 1,
    })),
    // What submitReview copies in, then published as staff would.
    review: {
      id: seededUuid(`seeded review:${bookingId}`),
      booking_id: bookingId,
      property_id: property.id,
      language,
      rating: review.rating,
      title: review.title,
      text: review.text,
      guest_name: shownName(guestJson),
      stayed_in: dates.dateFrom.slice(0, 7),
      status: 'published',
      created_at: dates.reviewedAt,
      moderated_at: dates.publishedAt,
    } satisfies Insertable<Database['reviews']>,
  }
}

/**
 * Gives the seeded properties past stays and their guests' published reviews (issue 33), so a new
 * site shows what a real one would. A stay is written once: one whose booking or review the
 * database holds (a review outlives its booking's erasure) is left as it is, staff's moderation
 * included. Dates are counted back from `today` when a stay is first written.
 */
export async function seedPastStays(
  db: Kysely<Database>,
  seedCatalog: SeedCatalog,
  reviews: SeedReviews,
  today: IsoDate,
): Promise<number> {
  const planned: PlannedStay[] = Object.entries(reviews).flatMap(
    ([propertyId, list]) =>
      list.map((review, index) => ({
        propertyId,
        review,
        index,
        bookingId: seededBookingId(propertyId, index),
      })),
  )
  const ids = planned.map((stay) => stay.bookingId)
  if (ids.length === 0) return 0
  const reviewed = await db
    .selectFrom('reviews')
    .select('booking_id as id')
    .where('booking_id', 'in', ids)
    .execute()
  const booked = await db
    .selectFrom('bookings')
    .select('id')
    .where('id', 'in', ids)
    .execute()
  const known = new Set([...reviewed, ...booked].map((row) => row.id))
  const seasons = new Map(
    seedCatalog.properties.map((p) => [p.id, p.highSeasonMonths]),
  )
  const missing = planned.filter(
    (stay) => !known.has(stay.bookingId) && seasons.has(stay.propertyId),
  )
  if (missing.length === 0) return 0
  // The catalog as the booking flow reads it: the rows the seed has just written, or staff's.
  const catalog = await createCatalogCache(db).get()
  const stays = missing
    .filter((stay) => catalog.propertyById.has(stay.propertyId))
    .map((stay) =>
      pastStay(catalog, seasons.get(stay.propertyId)!, stay, today),
    )
  await insertInBatches(
    db,
    'bookings',
    stays.map((stay) => stay.booking),
  )
  await insertInBatches(
    db,
    'booking_units',
    stays.map((stay) => stay.unit),
  )
  await insertInBatches(
    db,
    'booking_nights',
    stays.flatMap((stay) => stay.nights),
  )
  await insertInBatches(
    db,
    'reviews',
    stays.map((stay) => stay.review),
  )
  return stays.length
}
