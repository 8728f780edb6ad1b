import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@resort/core'
import {
  GOOGLE_LANDING_PARAMS,
  GOOGLE_LANDING_PATH,
  MAX_GUESTS,
} from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { hotelCodeOf } from './otaCodes'
import { element, textElement, xmlDocument } from './otaXml'

// Issue 35, decision 048: a free booking link opens the booking page on the stay the guest chose
// on Google. Google fills in the landing pages file's URL (its variables in parentheses); the
// server maps the hotel list's id back to the property and the guest's language to one of ours.

/** The landing page's query as Google fills it in; any of it may be missing or wrong. */
export type GoogleLandingQuery = Partial<
  Record<keyof typeof GOOGLE_LANDING_PARAMS, string>
>

/** The property of `propertyIds` whose HotelCode (the hotel list's id, PARTNER-HOTEL-ID) is `hotel`. */
export const propertyOfHotelCode = (
  propertyIds: readonly string[],
  hotel: string | undefined,
): string | undefined =>
  hotel === undefined
    ? undefined
    : propertyIds.find((propertyId) => hotelCodeOf(propertyId) === hotel)

/** Google's user language ('de', 'en-GB', 'sl_SI') as one of ours; English for the others. */
export function landingLanguage(userLanguage: string | undefined): Language {
  const primary = userLanguage?.split(/[-_]/)[0]
  return toLanguage(primary) ?? DEFAULT_LANGUAGE
}

/** Adults as the booking page takes them: 1 to MAX_GUESTS, else the page's own 2. */
function landingAdults(adults: string | undefined): string {
  const count = Number(adults)
  return Number.isInteger(count) && count >= 1 && count <= MAX_GUESTS
    ? String(count)
    : '2'
}

/**
 * The site path a free booking link lands on: the booking page on the property and stay (its
 * own checks say what is wrong with a date), or, for a hotel code no property has, the search
 * on the same stay.
 */
export function googleLandingPath(
  propertyIds: readonly string[],
  query: GoogleLandingQuery,
): string {
  const language = landingLanguage(query.lang)
  const stay = {
    ...(query.checkin ? { dateFrom: query.checkin } : {}),
    ...(query.checkout ? { dateTo: query.checkout } : {}),
    adults: landingAdults(query.adults),
    children: '0',
  }
  const propertyId = propertyOfHotelCode(propertyIds, query.hotel)
  if (!propertyId)
    return `${pagePath('search', language)}?${new URLSearchParams(stay)}`
  const booking = new URLSearchParams({ propertyId, ...stay })
  return `${pagePath('booking', language)}?${booking}`
}

/**
 * Google's landing pages file: one point of sale, this site (named by its host, as Google's
 * example names one), whose URL Google fills in with the hotel, the stay, the adults and the
 * guest's language.
 */
export function pointsOfSale(siteBase: string): string {
  // Written by hand, not with URLSearchParams: Google's variables keep their parentheses.
  const query = Object.entries(GOOGLE_LANDING_PARAMS)
    .map(([name, variable]) => `${name}=${variable}`)
    .join('&')
  const url = `${new URL(GOOGLE_LANDING_PATH, siteBase).href}?${query}`
  return xmlDocument(
    element('PointsOfSale', {}, [
      element('PointOfSale', { id: 'site' }, [
        element('DisplayNames', {
          display_text: new URL(siteBase).host,
          display_language: 'en',
        }),
        textElement('URL', url),
      ]),
    ]),
  )
}
