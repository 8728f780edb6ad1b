import { addDaysIso, nightsBetween, type IsoDate } from '@resort/core/stay'
import { format, parseISO, subMonths } from 'date-fns'
import { stableFraction } from './nightlyPrice'

/** When a past stay was, and when it was booked, reviewed and published (ISO times, UTC). */
interface PastStayDates {
  dateFrom: IsoDate
  dateTo: IsoDate
  bookedAt: string
  reviewedAt: string
  publishedAt: string
}

/** A stable whole number in [0, below) for a key and what it is for. */
const pick = (key: string, what: string, below: number) =>
  Math.floor(stableFraction(`${key}:${what}`) * below)

const at = (day: IsoDate, key: string, what: string) =>
  `${day}T${String(7 + pick(key, `${what}:h`, 15)).padStart(2, '0')}:${String(
    pick(key, `${what}:m`, 60),
  ).padStart(2, '0')}:00.000Z`

const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b)

/**
 * A stay of `nights` in one of the twelve months before today's whose month is in `months`,
 * chosen by `key`, so the same key and day give the same stay. It ended at least four days ago;
 * its guest reviewed it within ten days of leaving and staff published it a day later, both
 * before today.
 */
export function pastStayDates(
  key: string,
  today: IsoDate,
  nights: number,
  months: readonly number[],
): PastStayDates {
  const recent = Array.from({ length: 12 }, (_, i) =>
    format(subMonths(parseISO(today), i + 1), 'yyyy-MM'),
  )
  const fitting = recent.filter((month) =>
    months.includes(Number(month.slice(5))),
  )
  const candidates = fitting.length ? fitting : recent
  const month = candidates[pick(key, 'month', candidates.length)]!
  let dateFrom = `${month}-${String(1 + pick(key, 'day', 20)).padStart(2, '0')}`
  let dateTo = addDaysIso(dateFrom, nights)
  const latestEnd = addDaysIso(today, -4)
  if (dateTo > latestEnd) {
    dateFrom = addDaysIso(dateFrom, -nightsBetween(latestEnd, dateTo))
    dateTo = latestEnd
  }
  const reviewed = earlier(
    addDaysIso(dateTo, 1 + pick(key, 'review', 10)),
    addDaysIso(today, -2),
  )
  return {
    dateFrom,
    dateTo,
    bookedAt: at(
      addDaysIso(dateFrom, -(14 + pick(key, 'booked', 120))),
      key,
      'booked',
    ),
    reviewedAt: at(reviewed, key, 'reviewed'),
    publishedAt: at(addDaysIso(reviewed, 1), key, 'published'),
  }
}
