import type { Language } from '@resort/core'
import { ACCOUNT_LINK_PAGES, type PropertyType } from '@resort/core/api'
import { childAgesParam } from '@resort/core/search'
import { pagePath, PROPERTY_TYPE_SEGMENTS } from '@resort/core/site'
import type { ManageView, PropertySelection } from '@resort/widget/react'
import type { StayRequest } from '../../guests/accommodation/stayRequest'

// Every path of the site's own pages (SPEC 2), built here and nowhere else: a feature links to
// another page with these, never with a string of its own and never through the route table
// (routing/siteRoutes.tsx). The pages under a translated slug (accommodation, content) are core's
// `pagePath` (@resort/core/site). Each path starts with the page's language, /en, /de, ...

/** The home page in a language. */
export const homePath = (lang: string) => `/${lang}`

/** The same page in another language: the first path segment is the language. */
export function languagePath(pathname: string, lang: string): string {
  return `/${lang}${pathname.replace(/^\/[^/]*/, '')}`
}

/** SPEC 2's list segments hotels, villas and apartments (core's route table), by property type. */
export const TYPE_SEGMENTS: Readonly<Record<PropertyType, string>> =
  PROPERTY_TYPE_SEGMENTS

/** The accommodation list, all or of one type, under this language's slug (de /unterkunft). */
export const accommodationListPath = (lang: Language, type?: PropertyType) =>
  pagePath('accommodation', lang, ...(type ? [TYPE_SEGMENTS[type]] : []))

/** The property type a list segment stands for, or undefined for a property id. */
export function typeOfSegment(segment: string): PropertyType | undefined {
  return (Object.keys(TYPE_SEGMENTS) as PropertyType[]).find(
    (type) => TYPE_SEGMENTS[type] === segment,
  )
}

/** The stay as a query string for links to a property (no leading `?`). */
export function stayQuery(stay: StayRequest): string {
  return new URLSearchParams({
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    adults: String(stay.adults),
    children: String(stay.children),
  }).toString()
}

export const searchPath = (lang: Language) => pagePath('search', lang)
export const bookingRequestPath = (lang: Language) =>
  pagePath('bookingRequest', lang)
export const callbackRequestPath = (lang: Language) =>
  pagePath('callBack', lang)

/** The booking page of a step of the flow (SPEC 2: root = 2, payment = 3, reservation-confirm = 4). */
export function bookingPath(lang: string, step = 2): string {
  if (step === 3) return `/${lang}/booking/payment`
  if (step === 4) return `/${lang}/booking/reservation-confirm`
  return `/${lang}/booking`
}

/** The step a booking path shows (SPEC 2: root and select-another-room = 2, payment = 3, reservation-confirm = 4). */
export function bookingStepOf(pathname: string): number | undefined {
  const section = pathname.split('/').slice(2).join('/')
  if (section === 'booking' || section === 'booking/select-another-room')
    return 2
  if (section === 'booking/payment') return 3
  if (section === 'booking/reservation-confirm') return 4
  return undefined
}

/**
 * The booking page's address for a property chosen in the search, or for one room and rate chosen
 * on a property page (the booking starts with that room).
 */
export function bookingUrl(
  lang: string,
  selection: PropertySelection & { unitId?: string; rateId?: string },
): string {
  const query = new URLSearchParams({
    propertyId: selection.propertyId,
    dateFrom: selection.dateFrom,
    dateTo: selection.dateTo,
    adults: String(selection.adults),
    children: String(selection.children),
    ...(selection.childAges?.length
      ? { childAges: childAgesParam(selection.childAges) }
      : {}),
    ...(selection.unitId && selection.rateId
      ? { unitId: selection.unitId, rateId: selection.rateId }
      : {}),
  })
  return `${bookingPath(lang)}?${query}`
}

/**
 * The path of each view of managing a booking (SPEC 2: booking/modify, booking/cancel,
 * booking/confirm); the booking link (bookingURI) opens booking/modify.
 */
export function managePath(lang: string, view: ManageView = 'booking'): string {
  if (view === 'cancel' || view === 'cancelled')
    return `/${lang}/booking/cancel`
  if (view === 'changed') return `/${lang}/booking/confirm`
  return `/${lang}/booking/modify`
}

/** The view a manage path opens on (a reload lands where the guest was). */
export function manageViewOf(pathname: string): ManageView {
  if (pathname.endsWith('/booking/cancel')) return 'cancel'
  if (pathname.endsWith('/booking/confirm')) return 'changed'
  return 'booking'
}

/**
 * The query parameter that carries where to go after signing in or registering. It travels in
 * the link itself, so a click before the page has hydrated keeps it; the sign-in and
 * registration pages remember it (the redirect-page cookie, same-site paths only).
 */
export const RETURN_PARAM = 'return'

/**
 * The way back without a booking link's token (a manage-booking page's `?token=`): it would
 * otherwise sit in the sign-in page's address, its history and the redirect-page cookie
 * (ASVS 14.2.1). Back there, the signed-in guest finds the booking again.
 */
function withoutToken(returnTo: string): string {
  const url = new URL(returnTo, 'https://site.invalid')
  url.searchParams.delete('token')
  return url.pathname + url.search + url.hash
}

const withReturn = (path: string, returnTo: string | undefined) =>
  returnTo === undefined
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(withoutToken(returnTo))}`

// The account pages (SPEC 2: sign-in, registration, the mailed links' pages).
export const signInPath = (lang: Language, returnTo?: string) =>
  withReturn(pagePath('signIn', lang), returnTo)
/** Sign-in for a member who is signed in but must prove it again (a recent sign-in, ASVS 7.5.1). */
export const signInAgainPath = (lang: Language, returnTo?: string) =>
  withReturn(`${pagePath('signIn', lang)}?again`, returnTo)
export const registrationPath = (lang: Language, returnTo?: string) =>
  withReturn(pagePath('registration', lang), returnTo)
export const resetPasswordPath = (lang: string) =>
  `/${lang}/${ACCOUNT_LINK_PAGES.reset_password}`
export const accountErasedPath = (lang: string) => `/${lang}/account-erased`

export const loyaltyPath = (lang: Language) => pagePath('loyalty', lang)
export const loyaltyConfirmPath = (lang: string) => `/${lang}/loyalty-confirm`
/** The club's page, its segment named after the club (SPEC 2). */
export const clubPath = (lang: Language) => pagePath('club', lang)

/** The member profile's sections under /{lang}/my-profile/ (SPEC 2), in the order the menu shows them. */
export const PROFILE_SECTIONS = [
  'overview',
  'points',
  'my-bookings',
  'favorites',
  'benefits',
  'exclusive-offers',
  'profile-settings',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** A section of the member's profile; the overview without a section. */
export const profilePath = (lang: Language, section?: ProfileSection) =>
  pagePath('profile', lang, ...(section ? [section] : []))

/** The admin area's sections under /{lang}/admin/ (issue 14), in the order its menu shows them. */
export const ADMIN_SECTIONS = [
  'bookings',
  'payments',
  'rates',
  'promo-codes',
  'gift-vouchers',
  'requests',
  'outbox',
  'members',
  'newsletter',
  'content',
  'media',
  'reviews',
  'webhooks',
  'audit-log',
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

/** A section of the admin area; the area's start without a section. */
export const adminPath = (lang: string, section?: AdminSection) =>
  `/${lang}/admin${section ? `/${section}` : ''}`

/** One booking in the admin area: its detail, and its cancel and change on the guest's behalf. */
export const adminBookingPath = (lang: string, bookingId: string) =>
  `${adminPath(lang, 'bookings')}/${bookingId}`
