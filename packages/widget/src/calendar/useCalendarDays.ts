import { addDaysIso, type IsoDate } from '@resort/core/stay'
import { useEffect, useRef, useState } from 'react'
import { addMonths } from './calendarDates'

/** A day of an availability calendar; prices and minimum stays where the source has them. */
export interface CalendarDay {
  date: IsoDate
  Available: boolean
  lowestPrice?: number | null
  minNights?: number | null
  /** Staff's restrictions: no stay starts, or no stay ends, on this day. */
  closedToArrival?: boolean
  closedToDeparture?: boolean
}

export interface CalendarDays {
  days: Readonly<Record<IsoDate, CalendarDay>>
  currency: string
  state: 'loading' | 'error' | 'done'
}

/** Days from `from` to `to` (inclusive), and the currency of their prices. */
export type LoadCalendarDays = (
  from: IsoDate,
  to: IsoDate,
) => Promise<{ days: CalendarDay[]; currency: string }>

/**
 * The days for the shown month and the next (one call, at most 62 days of the server's 93);
 * months already asked for are not asked again. Remount for another loader's answers.
 */
export function useCalendarDays(
  month: IsoDate | undefined,
  loadDays: LoadCalendarDays,
  today: IsoDate,
): CalendarDays {
  const requested = useRef(new Set<IsoDate>())
  const [pending, setPending] = useState(0)
  const [failed, setFailed] = useState(false)
  const [answer, setAnswer] = useState<Pick<CalendarDays, 'days' | 'currency'>>(
    { days: {}, currency: 'EUR' },
  )

  useEffect(() => {
    if (!month) return
    const months = [month, addMonths(month, 1)].filter(
      (each) => !requested.current.has(each),
    )
    const first = months[0]
    const last = months.at(-1)
    if (!first || !last) return
    const to = addDaysIso(addMonths(last, 1), -1)
    if (to < today) return
    months.forEach((each) => requested.current.add(each))
    setPending((count) => count + 1)
    setFailed(false)
    loadDays(first < today ? today : first, to)
      .then(
        (response) =>
          setAnswer((before) => {
            const days = { ...before.days }
            for (const day of response.days) days[day.date] = day
            return { days, currency: response.currency }
          }),
        () => {
          // Asked again when the guest comes back to these months.
          months.forEach((each) => requested.current.delete(each))
          setFailed(true)
        },
      )
      .finally(() => setPending((count) => count - 1))
  }, [month, loadDays, today])

  return {
    ...answer,
    state: pending > 0 ? 'loading' : failed ? 'error' : 'done',
  }
}
