import type { ContentEntry } from '@resort/core/api'
import { addDaysIso, todayIso, type IsoDate } from '@resort/core/stay'

// An offer's stay opens as a guest would book it: two weeks ahead at the soonest, three nights
// or the rate's minimum, inside the offer's validity where it allows.
const LEAD_DAYS = 14
const NIGHTS = 3

/** The property page of an offer, with a stay the offer's rate sells and the rate to mark. */
export function offerStayPath(
  entry: ContentEntry,
  today: IsoDate = todayIso(),
): string | undefined {
  if (!entry.property || !entry.ratePlanId) return undefined
  const nights = Math.max(entry.minNights ?? 1, NIGHTS)
  const soonest = addDaysIso(today, LEAD_DAYS)
  let dateFrom =
    entry.startsOn && entry.startsOn > soonest ? entry.startsOn : soonest
  // A stay that would run past the offer's last day starts earlier, if not before tomorrow.
  if (entry.endsOn && addDaysIso(dateFrom, nights) > entry.endsOn) {
    const latest = addDaysIso(entry.endsOn, -nights)
    const tomorrow = addDaysIso(today, 1)
    dateFrom = latest > tomorrow ? latest : tomorrow
  }
  const query = new URLSearchParams({
    dateFrom,
    dateTo: addDaysIso(dateFrom, nights),
    adults: '2',
    children: '0',
    rate: entry.ratePlanId,
  })
  return `${entry.property.href}?${query}`
}
