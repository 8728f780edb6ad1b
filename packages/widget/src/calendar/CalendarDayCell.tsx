import type { IsoDate } from '@resort/core/stay'
import type { KeyboardEvent } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'
import type { DayLabel } from './calendarDates'
import type { CalendarDay } from './useCalendarDays'

export interface CalendarDayCellProps {
  date: IsoDate
  day: CalendarDay | undefined
  /** The full date, split around the day number the cell shows. */
  label: DayLabel
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

/**
 * One day of the grid: its number and lowest price, read out with the full date and its
 * restrictions. The name is the cell's own text, the shown parts in it as they are seen (WCAG
 * 2.5.3, label in name), the rest visually hidden.
 */
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
  const { t } = useTranslation('calendarDialog')
  const lowest = day?.Available ? day.lowestPrice : null
  // The short form drops zero cents: "€120" in a day cell.
  const shown = lowest != null ? price(lowest).replace(/[.,]00\b/, '') : ''
  // Staff's restrictions, read out with the day (disabled days look disabled already).
  const restrictions = [
    lowest == null && day ? t('unavailable') : '',
    day?.closedToArrival ? t('no_arrival') : '',
    day?.closedToDeparture ? t('no_departure') : '',
    day?.Available && (day.minNights ?? 1) > 1
      ? t('min_nights', { count: day.minNights ?? 1 })
      : '',
  ].filter(Boolean)
  const [fromBefore, fromAfter = ''] = t('from_price', {
    price: '\u0000',
  }).split('\u0000')
  const hidden = (text: string) =>
    text ? <span className="resort-visually-hidden">{text}</span> : null
  return (
    <td
      role="gridcell"
      data-date={date}
      tabIndex={focused ? 0 : -1}
      aria-selected={arrival || undefined}
      aria-disabled={!choosable || undefined}
      aria-current={today ? 'date' : undefined}
      className={[
        'resort-calendar__day',
        day && !day.Available ? 'resort-calendar__day--unavailable' : '',
        inStay ? 'resort-calendar__day--range' : '',
      ].join(' ')}
      onClick={onPick}
      onKeyDown={onKeyDown}
    >
      {hidden(label.before)}
      <span className="resort-calendar__date">{label.day}</span>
      {hidden(`${label.after}${shown ? `, ${fromBefore}` : ''}`)}
      <span className="resort-calendar__price">
        {shown || (day ? <span aria-hidden="true">–</span> : null)}
      </span>
      {hidden([fromAfter, ...restrictions.map((text) => `, ${text}`)].join(''))}
    </td>
  )
}
