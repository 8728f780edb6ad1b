import type { IsoDate } from '@resort/core/stay'
import type { KeyboardEvent } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'
import type { CalendarDay } from './useCalendarDays'

export interface CalendarDayCellProps {
  date: IsoDate
  day: CalendarDay | undefined
  /** The day read out in full ("Monday, 7 June 2027"). */
  label: string
  choosable: boolean
  focused: boolean
  arrival: boolean
  today: boolean
  /** Between the arrival and the focused departure: a night of the stay. */
  inStay: boolean
  price: (amount: number) => string
  onPick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/** One day of the grid: its number and lowest price, read out with its restrictions. */
export function CalendarDayCell({
  date,
  day,
  label,
  choosable,
  focused,
  arrival,
  today,
  inStay,
  price,
  onPick,
  onKeyDown,
}: CalendarDayCellProps) {
  const { t } = useTranslation('calendar')
  const lowest = day?.Available ? day.lowestPrice : null
  const night =
    lowest != null
      ? t('from_price', { price: price(lowest) })
      : day
        ? t('unavailable')
        : ''
  // Staff's restrictions, read out with the day (disabled days look disabled already).
  const restrictions = [
    day?.closedToArrival ? t('no_arrival') : '',
    day?.closedToDeparture ? t('no_departure') : '',
    day?.Available && (day.minNights ?? 1) > 1
      ? t('min_nights', { count: day.minNights ?? 1 })
      : '',
  ]
  return (
    <td
      role="gridcell"
      data-date={date}
      tabIndex={focused ? 0 : -1}
      aria-selected={arrival || undefined}
      aria-disabled={!choosable || undefined}
      aria-current={today ? 'date' : undefined}
      aria-label={[label, night, ...restrictions].filter(Boolean).join(', ')}
      className={[
        'resort-calendar__day',
        day && !day.Available ? 'resort-calendar__day--unavailable' : '',
        inStay ? 'resort-calendar__day--range' : '',
      ].join(' ')}
      onClick={onPick}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden="true">{Number(date.slice(8))}</span>
      <span aria-hidden="true" className="resort-calendar__price">
        {/* The short form drops zero cents: "€120" in a day cell, "€120.00" read out. */}
        {lowest != null
          ? price(lowest).replace(/[.,]00\b/, '')
          : day
            ? '–'
            : ''}
      </span>
    </td>
  )
}
