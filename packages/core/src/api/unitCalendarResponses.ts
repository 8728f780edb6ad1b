// The answers of the units' calendar calls (issue 35); the requests are in unitCalendars.ts.
import * as z from 'zod'
import { OUTSIDE_CALENDAR_FAILURES } from './unitCalendars'

/** The feed: an iCalendar file (RFC 5545), sent as text/calendar. */
export const unitCalendarFeedResponseSchema = z
  .string()
  .describe(
    "VCALENDAR with one all-day VEVENT per run of nights that cannot be booked: SUMMARY 'Booked' (sold out) or 'Closed' (closed by staff)",
  )

/** One unit's feed as staff see it: the address to give other sites. */
export const unitCalendarSchema = z.object({
  unitTypeId: z.string(),
  feedUrl: z.string(),
  /** When the secret was made or last rotated (ISO 8601). */
  rotatedAt: z.string(),
})

/** An outside calendar a unit is subscribed to, as last fetched. */
export const unitCalendarImportSchema = z.object({
  importId: z.string(),
  unitTypeId: z.string(),
  name: z.string(),
  url: z.string(),
  /** 'waiting': not fetched yet; 'failed': the last fetch did not work (its nights are kept). */
  status: z.enum(['waiting', 'ok', 'failed']),
  /** Why the last fetch failed, a code the admin page says in staff's language. */
  problem: z.enum(OUTSIDE_CALENDAR_FAILURES).nullable(),
  /** When it was last fetched, whether or not that worked (ISO 8601). */
  fetchedAt: z.string().nullable(),
  /** The nights from today on that it takes. */
  nights: z.number().int(),
  /** Nights it takes that are booked here too: someone has to move one of the two stays. */
  conflicts: z.array(z.string()),
})

/** A unit's feed, name and outside calendars. */
export const unitCalendarsOfUnitSchema = unitCalendarSchema.extend({
  name: z.string(),
  imports: z.array(unitCalendarImportSchema),
})

export const adminUnitCalendarsResponseSchema = z.object({
  calendars: z.array(unitCalendarsOfUnitSchema),
})

export const unitCalendarImportRemovedSchema = z.object({
  removed: z.literal(true),
})

export type UnitCalendarImportResponse = z.output<
  typeof unitCalendarImportSchema
>
export type AdminUnitCalendarsResponse = z.output<
  typeof adminUnitCalendarsResponseSchema
>
