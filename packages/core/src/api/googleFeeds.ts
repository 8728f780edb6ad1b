// Google's free booking links (issue 35, decision 048): a property's availability and rates as
// OpenTravel messages, the hotel list and the landing pages file, each at an address with the
// feeds' secret, which staff read and rotate. Request schemas in zod mini (decision 014: the
// admin pages run them); the answers' are in googleFeedResponses.ts.
import * as zm from 'zod/mini'
import {
  addDaysIso,
  isIsoDate,
  nightsBetween,
  todayIso,
} from '../stay/stayDates'
import { catalogIdSchema, languageParam } from './stayQuery'

/** How many nights a feed sends when the request names no window: about a year ahead. */
export const GOOGLE_FEED_DAYS = 365

/** The longest window one request may ask for. */
export const GOOGLE_FEED_MAX_DAYS = 500

/** The feeds' secret, as their addresses carry it. */
const feedToken = zm
  .string()
  .check(zm.minLength(1, 'required'), zm.maxLength(200, 'too_long'))

const optionalDate = zm.optional(
  zm.string().check(zm.refine(isIsoDate, 'date_invalid')),
)

/**
 * The nights [dateFrom, dateTo) a feed covers: from today (the server's) for GOOGLE_FEED_DAYS
 * unless the request says otherwise; a window that starts in the past, ends before it starts or
 * is longer than GOOGLE_FEED_MAX_DAYS is refused.
 */
export function googleFeedWindow(
  {
    dateFrom,
    dateTo,
  }: { dateFrom?: string | undefined; dateTo?: string | undefined },
  today: string = todayIso(),
): { dateFrom: string; dateTo: string } {
  const from = dateFrom ?? today
  return {
    dateFrom: from,
    dateTo: dateTo ?? addDaysIso(from, GOOGLE_FEED_DAYS),
  }
}

function refineWindow(
  value: { dateFrom?: string | undefined; dateTo?: string | undefined },
  context: zm.core.$RefinementCtx,
): void {
  if (
    (value.dateFrom !== undefined && !isIsoDate(value.dateFrom)) ||
    (value.dateTo !== undefined && !isIsoDate(value.dateTo))
  )
    return
  const today = todayIso()
  const { dateFrom, dateTo } = googleFeedWindow(value, today)
  const issue = (path: 'dateFrom' | 'dateTo', message: string) =>
    context.addIssue({ code: 'custom', path: [path], message })
  if (dateFrom < today) issue('dateFrom', 'date_from_in_past')
  else if (nightsBetween(dateFrom, dateTo) < 1)
    issue('dateTo', 'date_to_not_after_date_from')
  else if (nightsBetween(dateFrom, dateTo) > GOOGLE_FEED_MAX_DAYS)
    issue('dateTo', 'window_too_long')
}

/**
 * GET /api/v1/google/availability.xml and /api/v1/google/rates.xml: one property's nights; the
 * token is the feeds' secret.
 */
export const googleFeedQuerySchema = zm
  .object({
    propertyId: catalogIdSchema,
    token: feedToken,
    dateFrom: optionalDate,
    dateTo: optionalDate,
  })
  .check(zm.superRefine(refineWindow))

/** GET /api/v1/google/points-of-sale.xml: the landing pages file, the same for every property. */
export const googleSecretQuerySchema = zm.object({ token: feedToken })

/** GET /api/v1/google/hotel-list.xml: every property. */
export const googleListQuerySchema = zm.object({
  token: feedToken,
  /** The language of the hotel list's names and descriptions. */
  lang: languageParam,
})

/** GET /api/v1/admin/google-feeds and its rotation: the addresses, those of one property too. */
export const adminGoogleFeedsQuerySchema = zm.object({
  propertyId: catalogIdSchema,
})

/**
 * The landing page's query as the points of sale file has Google fill it in: the hotel list's
 * id, arrival and departure as yyyy-MM-dd, adults and the guest's language ('de', 'en-GB').
 */
export const GOOGLE_LANDING_PARAMS = {
  hotel: '(PARTNER-HOTEL-ID)',
  checkin: '(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)',
  checkout: '(CHECKOUTYEAR)-(CHECKOUTMONTH)-(CHECKOUTDAY)',
  adults: '(NUM-ADULTS)',
  lang: '(USER-LANGUAGE)',
} as const
