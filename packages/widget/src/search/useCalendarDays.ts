import type { CalendarResponse } from '@resort/core/api'
import { addDaysIso, type IsoDate } from '@resort/core/stay'
import { useEffect, useRef, useState } from 'react'
import { addMonths } from './calendarDates'
import type { SearchApi } from './searchApi'

export type CalendarDay = CalendarResponse['days'][number]

export interface CalendarDays {
  days: Readonly<Record<IsoDate, CalendarDay>>
  currency: string
  state: 'loading' | 'error' | 'done'
}

interface Options {
  api: SearchApi
  propertyId: string
  adults: number
  children: number
  language: string
  today: IsoDate
}

/**
 * One property's days for the shown month and the next (one call, at most 62 days of the
 * server's 93); months already asked for are not asked again. Remount for other guests.
 */
export function useCalendarDays(
  month: IsoDate | undefined,
  { api, propertyId, adults, children, language, today }: Options,
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
    api
      .calendar({
        propertyId,
        from: first < today ? today : first,
        to,
        adults,
        children,
        lang: language,
      })
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
  }, [month, api, propertyId, adults, children, language, today])

  return {
    ...answer,
    state: pending > 0 ? 'loading' : failed ? 'error' : 'done',
  }
}
