import { addDaysIso, type IsoDate } from '@resort/core/stay'
import ICAL from 'ical.js'
import { OutsideCalendarProblem } from './outsideCalendarFetch'

/** A repeating event's occurrences read at most: a daily one over the window and more. */
const OCCURRENCES = 1000

const pad = (value: number) => String(value).padStart(2, '0')
const isoOf = (time: ICAL.Time): IsoDate =>
  `${time.year}-${pad(time.month)}-${pad(time.day)}` as IsoDate

/** The nights an event takes: from its first day to the day it ends (that morning free). */
function eventNights(
  start: ICAL.Time,
  end: ICAL.Time | null,
): [IsoDate, IsoDate] {
  const first = isoOf(start)
  const last = end ? isoOf(end) : first
  // A day's event without an end, or an event within one day: it still takes that night.
  return [first, last > first ? last : addDaysIso(first, 1)]
}

const isTaken = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue('status') ?? '').toUpperCase() !==
    'CANCELLED' &&
  String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() !==
    'TRANSPARENT'

function readCalendar(text: string): ICAL.Component {
  try {
    const calendar = new ICAL.Component(ICAL.parse(text))
    if (calendar.name === 'vcalendar') return calendar
  } catch {
    // Refused below as a calendar of another kind is.
  }
  throw new OutsideCalendarProblem('not_calendar')
}

/**
 * The nights from `from` to before `until` that an outside calendar's events take, in order.
 * All-day events (what the sites a villa is listed on publish) take their days up to DTEND; an
 * event with times takes the nights of the days it spans; cancelled and free (TRANSPARENT)
 * events take none; a repeating one takes each occurrence's.
 */
export function outsideCalendarNights(
  text: string,
  from: IsoDate,
  until: IsoDate,
): IsoDate[] {
  const taken = new Set<IsoDate>()
  const take = ([first, end]: [IsoDate, IsoDate]) => {
    for (
      let night = first < from ? from : first;
      night < end && night < until;
      night = addDaysIso(night, 1)
    )
      taken.add(night)
  }
  for (const component of readCalendar(text).getAllSubcomponents('vevent')) {
    if (!isTaken(component) || !component.hasProperty('dtstart')) continue
    const event = new ICAL.Event(component)
    if (!event.isRecurring()) {
      take(eventNights(event.startDate, event.endDate))
      continue
    }
    const occurrences = event.iterator()
    for (let count = 0; count < OCCURRENCES; count++) {
      const next = occurrences.next()
      if (!next || isoOf(next) >= until) break
      const details = event.getOccurrenceDetails(next)
      take(eventNights(details.startDate, details.endDate))
    }
  }
  return [...taken].sort()
}
