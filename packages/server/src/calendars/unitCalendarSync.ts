import { UNIT_CALENDAR_DAYS } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import pLimit from 'p-limit'
import { scheduleJob, type ScheduledJob } from '#db/scheduledJobs'
import {
  fetchOutsideCalendar,
  OutsideCalendarProblem,
  type OutsideCalendarFetchOptions,
} from './outsideCalendarFetch'
import { outsideCalendarNights } from './outsideCalendarNights'
import {
  recordFetch,
  type FetchOutcome,
  type ImportDeps,
} from './unitCalendarImports'

export interface CalendarSyncDeps extends ImportDeps {
  now: () => Date
  /** Search's availability, told when nights opened or closed (every process, issue 34). */
  cache: { invalidate(): void }
  fetch: OutsideCalendarFetchOptions
}

/** Calendars fetched at once in a round: a slow site does not hold up the others. */
const AT_ONCE = 4

/** Fetches one outside calendar and holds its nights (a failed fetch records why). */
export async function syncUnitCalendar(
  deps: CalendarSyncDeps,
  calendar: { id: string; url: string },
): Promise<void> {
  const today = todayIso(deps.now())
  let outcome: FetchOutcome
  try {
    const text = await fetchOutsideCalendar(calendar.url, deps.fetch)
    outcome = {
      ok: true,
      nights: outsideCalendarNights(
        text,
        today,
        addDaysIso(today, UNIT_CALENDAR_DAYS),
      ),
    }
  } catch (error) {
    if (!(error instanceof OutsideCalendarProblem)) throw error
    outcome = { ok: false, problem: error.reason }
  }
  if (await recordFetch(deps, calendar.id, outcome, today, deps.now()))
    deps.cache.invalidate()
}

/** Every outside calendar fetched once; returns how many were. */
export async function syncUnitCalendars(
  deps: CalendarSyncDeps,
): Promise<number> {
  const calendars = await deps.db
    .selectFrom('unit_calendar_imports')
    .select(['id', 'url'])
    .orderBy('id')
    .execute()
  const limit = pLimit(AT_ONCE)
  await Promise.all(
    calendars.map((calendar) => limit(() => syncUnitCalendar(deps, calendar))),
  )
  return calendars.length
}

/** The outside calendars fetched every `everyMs`, by one server process of all (issue 34). */
export function scheduleUnitCalendarSync(
  deps: CalendarSyncDeps,
  everyMs: number,
  logError: (error: unknown) => void,
  ran?: ScheduledJob['ran'],
): () => Promise<void> {
  return scheduleJob(deps.db, {
    name: 'unit_calendar_sync',
    everyMs,
    run: () => syncUnitCalendars(deps),
    logError,
    ...(ran ? { ran } : {}),
  })
}
