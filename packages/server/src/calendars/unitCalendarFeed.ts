import { addDaysIso, type IsoDate } from '@resort/core/stay'
import ICAL from 'ical.js'
import type { NightInventory } from '../search/availability'
import { calendarText, publishedCalendar } from './publishedCalendar'

/** Why a night cannot be booked: sold out (booked here) or closed by staff. */
type Blocked = 'Booked' | 'Closed'

interface BlockedRun {
  kind: Blocked
  /** The first night. */
  from: IsoDate
  /** The morning after the last night: the event's DTEND. */
  until: IsoDate
}

function blockedOn(night: NightInventory | undefined): Blocked | undefined {
  // A night with no inventory row is not for sale: closed, as staff's closed nights are.
  if (!night || night.closed) return 'Closed'
  return night.free <= 0 ? 'Booked' : undefined
}

/** The runs of nights from `from` to before `until` that cannot be booked, each of one kind. */
export function blockedRuns(
  nights: NightInventory[],
  from: IsoDate,
  until: IsoDate,
): BlockedRun[] {
  const byNight = new Map(nights.map((night) => [night.night, night]))
  const runs: BlockedRun[] = []
  for (let night = from; night < until; night = addDaysIso(night, 1)) {
    const kind = blockedOn(byNight.get(night))
    const last = runs.at(-1)
    if (kind && last?.kind === kind && last.until === night)
      last.until = addDaysIso(night, 1)
    else if (kind) runs.push({ kind, from: night, until: addDaysIso(night, 1) })
  }
  return runs
}

/**
 * A unit's feed (RFC 5545, METHOD:PUBLISH): one all-day event per run of nights that cannot be
 * booked, the way the sites a villa is listed on read each other's calendars. The UID names the
 * unit and the run's first night, so a site that reads the feed again updates rather than adds.
 */
export function unitCalendarFeed(
  unitTypeId: string,
  name: string,
  runs: BlockedRun[],
  now: Date,
): string {
  const calendar = publishedCalendar('Unit calendar')
  calendar.updatePropertyWithValue('x-wr-calname', name)
  const stamp = ICAL.Time.fromJSDate(now, true)
  for (const run of runs) {
    const event = new ICAL.Component('vevent')
    event.updatePropertyWithValue(
      'uid',
      `${unitTypeId}-${run.from}-${run.kind.toLowerCase()}@adria-alpe.example`,
    )
    event.updatePropertyWithValue('dtstamp', stamp)
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(run.from))
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(run.until))
    event.updatePropertyWithValue('summary', run.kind)
    event.updatePropertyWithValue('transp', 'OPAQUE')
    calendar.addSubcomponent(event)
  }
  return calendarText(calendar)
}
