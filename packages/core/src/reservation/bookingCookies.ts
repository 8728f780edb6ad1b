// SPEC 9's booking_query_params and booking_active_step cookies: the stay a guest is booking and
// the step they reached, so that the booking page opened without its stay (a bookmark, the
// stepper's link, an address typed again) resumes it, on the server's render as in the browser.
// Session cookies with SPEC 9's attributes; they hold no personal data, only the stay's query.
import { readCookie } from '../api/cookieSource'
import { parseQueryString, toQueryString } from '../api/queryString'
import { isIsoDate } from '../stay/stayDates'
import type { BookingStep } from './reservationTypes'
import { COOKIE_NAMES } from './sessionState'

const ATTRIBUTES = 'path=/; SameSite=None; Secure'

// The parameters of a booking page's address that make its stay (BookingPage, bookingUrl).
const STAY_KEYS = [
  'propertyId',
  'dateFrom',
  'dateTo',
  'adults',
  'children',
  'childAges',
  'unitId',
  'rateId',
] as const

/** The stay's parameters of a booking address, in a fixed order; undefined without a stay. */
export function bookingStayQuery(search: string): string | undefined {
  const params = parseQueryString(search)
  if (!params.propertyId || !isIsoDate(params.dateFrom ?? '')) return undefined
  if (!isIsoDate(params.dateTo ?? '')) return undefined
  return toQueryString(
    Object.fromEntries(
      STAY_KEYS.flatMap((key) => {
        const value = params[key]
        return value !== undefined && value.length <= 200 ? [[key, value]] : []
      }),
    ),
  )
}

/** The cookies that remember the stay and the step (SPEC 9); none for an address without a stay. */
export function bookingCookies(search: string, step: BookingStep): string[] {
  const query = bookingStayQuery(search)
  if (query === undefined) return []
  return [
    `${COOKIE_NAMES.bookingQueryParams}=${encodeURIComponent(query)}; ${ATTRIBUTES}`,
    `${COOKIE_NAMES.bookingActiveStep}=${step}; ${ATTRIBUTES}`,
  ]
}

/** The cookies that forget the booking: it is confirmed, nothing is left to resume. */
export const clearedBookingCookies = [
  `${COOKIE_NAMES.bookingQueryParams}=; max-age=0; ${ATTRIBUTES}`,
  `${COOKIE_NAMES.bookingActiveStep}=; max-age=0; ${ATTRIBUTES}`,
]

/** The booking to resume from the cookies: its stay's query and the step reached (2 or 3). */
export function resumedBooking(
  cookies: string | undefined,
): { query: string; step: BookingStep } | undefined {
  const query = bookingStayQuery(
    readCookie(cookies, COOKIE_NAMES.bookingQueryParams) ?? '',
  )
  if (query === undefined) return undefined
  // A confirmed booking is not resumed; the payment step is, once its reservation is restored.
  const step =
    readCookie(cookies, COOKIE_NAMES.bookingActiveStep) === '3' ? 3 : 2
  return { query, step }
}
