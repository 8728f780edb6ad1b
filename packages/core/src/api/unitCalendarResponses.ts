// The answers of the units' calendar calls (issue 35); the requests are in unitCalendars.ts.
import * as z from 'zod'

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

export const adminUnitCalendarsResponseSchema = z.object({
  calendars: z.array(unitCalendarSchema),
})
