// The units' calendars (issue 35): each villa's or apartment's nights that cannot be booked, as
// an iCalendar feed at a secret address for the other sites the unit is listed on. Request
// schemas in zod mini (decision 014: the admin pages run them); the answers' are in
// unitCalendarResponses.ts.
import * as zm from 'zod/mini'
import { requiredText } from '../validation/schemaParts'
import { catalogIdSchema, languageParam } from './stayQuery'

/** GET /api/v1/calendars/unit.ics: the unit's feed; the token is the address's secret. */
export const unitCalendarFeedQuerySchema = zm.object({
  unit: catalogIdSchema,
  token: zm
    .string()
    .check(zm.minLength(1, 'required'), zm.maxLength(200, 'too_long')),
})

/** GET /api/v1/admin/unit-calendars: the feeds of a property's villas and apartments. */
export const adminUnitCalendarsQuerySchema = zm.object({
  propertyId: catalogIdSchema,
  lang: languageParam,
})

/** POST /api/v1/admin/unit-calendars/rotate: a new secret; the old address stops working. */
export const rotateUnitCalendarRequestSchema = zm.object({
  unitTypeId: catalogIdSchema,
})

/** How far ahead a feed lists nights: the sites that read it look about a year ahead. */
export const UNIT_CALENDAR_DAYS = 500

/** An outside calendar's address: only the web's own protocols, with a host, no spaces. */
const outsideCalendarUrl = zm
  .string()
  .check(
    zm.minLength(1, 'required'),
    zm.maxLength(2000, 'too_long'),
    zm.regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'invalid_url'),
  )

/** POST /api/v1/admin/unit-calendars/imports: a unit subscribed to another site's calendar. */
export const addUnitCalendarImportRequestSchema = zm.object({
  unitTypeId: catalogIdSchema,
  /** What staff call it: the site it comes from ('Airbnb', 'Booking.com'). */
  name: requiredText(60),
  url: outsideCalendarUrl,
})

/** One outside calendar: fetched again now, or removed. */
export const unitCalendarImportRequestSchema = zm.object({
  importId: zm
    .string()
    .check(zm.minLength(1, 'required'), zm.maxLength(40, 'too_long')),
})

/** Why an outside calendar's last fetch did not work: staff read it in their language. */
export const OUTSIDE_CALENDAR_FAILURES = [
  'private_network',
  'host_not_found',
  'lookup_failed',
  'refused',
  'reset',
  'timeout',
  'too_large',
  'redirects',
  'not_web',
  'gone',
  'http_error',
  'not_calendar',
  'unreachable',
] as const
export type OutsideCalendarFailure = (typeof OUTSIDE_CALENDAR_FAILURES)[number]

/** How often the outside calendars are fetched: the sites themselves refresh about hourly. */
export const UNIT_CALENDAR_IMPORT_MINUTES = 15
