import { addDaysIso, MAX_NIGHTS, type IsoDate } from '@resort/core/stay'
import type { CalendarDay } from './useCalendarDays'

type Days = Readonly<Record<IsoDate, CalendarDay>>

// The last departure a stay from `arrival` can have: the first night that is not available.
function lastDeparture(arrival: IsoDate, days: Days) {
  let night = arrival
  for (let nights = 0; nights < MAX_NIGHTS; nights++) {
    if (!days[night]?.Available) break
    night = addDaysIso(night, 1)
  }
  return night
}

/**
 * Which days may be chosen: before an arrival, a free day from today that staff did not close
 * to arrivals; after it, a departure within the stay's minimum nights and its free nights.
 */
export function choosableDays(
  today: IsoDate,
  days: Days,
  arrival: IsoDate | undefined,
): (date: IsoDate) => boolean {
  const departure = arrival && {
    first: addDaysIso(arrival, Math.max(1, days[arrival]?.minNights ?? 1)),
    last: lastDeparture(arrival, days),
  }
  return (date) =>
    arrival && departure && date > arrival
      ? date >= departure.first &&
        date <= departure.last &&
        !days[date]?.closedToDeparture
      : date >= today &&
        days[date]?.Available === true &&
        !days[date]?.closedToArrival
}
