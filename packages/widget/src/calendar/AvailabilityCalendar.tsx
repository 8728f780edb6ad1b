import { formatPrice } from '@resort/core/format'
import { addDaysIso, todayIso, type IsoDate } from '@resort/core/stay'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'
import {
  dateFormat,
  monthOf,
  monthWeeks,
  sameDayInMonth,
  weekdayNames,
} from './calendarDates'
import { CalendarDayCell } from './CalendarDayCell'
import { KEY_MOVES, keepFocusInside } from './calendarKeys'
import { choosableDays } from './calendarStay'
import { useCalendarDays, type LoadCalendarDays } from './useCalendarDays'

export interface AvailabilityCalendarProps {
  /** Where the days come from; keep it stable (a new loader asks again). */
  loadDays: LoadCalendarDays
  /** The property the dialog is titled after. */
  propertyName: string
  /** The check-in the form shows; the calendar opens on its month. */
  dateFrom: string
  onChoose: (dateFrom: IsoDate, dateTo: IsoDate) => void
}

// How far ahead the calendar goes; the server answers at most 93 days per call.
const MAX_DAYS_AHEAD = 730

/** A button opening one property's availability as a date picker dialog (WAI-ARIA grid). */
export function AvailabilityCalendar({
  loadDays,
  propertyName,
  dateFrom,
  onChoose,
}: AvailabilityCalendarProps) {
  const { t, i18n } = useTranslation('calendar')
  const language = i18n.language
  const id = useId()
  const today = todayIso()
  const openerRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const focusGrid = useRef(false)
  const [focused, setFocused] = useState<IsoDate>()
  const [arrival, setArrival] = useState<IsoDate>()
  const month = focused && monthOf(focused)
  const { days, currency, state } = useCalendarDays(month, loadDays, today)
  const formats = useMemo(
    () => ({
      weekdays: weekdayNames(language),
      month: dateFormat(language, { month: 'long', year: 'numeric' }),
      day: dateFormat(language, { dateStyle: 'full' }),
    }),
    [language],
  )

  useEffect(() => {
    if (!focused || !focusGrid.current) return
    focusGrid.current = false
    dialogRef.current
      ?.querySelector<HTMLElement>(`[data-date="${focused}"]`)
      ?.focus()
  }, [focused])

  const canChoose = choosableDays(today, days, arrival)

  function open() {
    const start = dateFrom >= today ? dateFrom : today
    focusGrid.current = true
    setArrival(undefined)
    setFocused(start)
  }

  function close() {
    setFocused(undefined)
    setArrival(undefined)
    openerRef.current?.focus()
  }

  function moveTo(date: IsoDate, toGrid = true) {
    const last = addDaysIso(today, MAX_DAYS_AHEAD)
    focusGrid.current = toGrid
    setFocused(date < today ? today : date > last ? last : date)
  }

  function choose(date: IsoDate) {
    if (!canChoose(date)) return
    if (arrival && date > arrival) {
      onChoose(arrival, date)
      close()
    } else {
      setArrival(date)
      moveTo(date)
    }
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLElement>, date: IsoDate) {
    const move = KEY_MOVES[event.key]
    if (move) {
      event.preventDefault()
      moveTo(move(date))
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(date)
    }
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepFocusInside(event, dialogRef.current)
    }
  }

  const price = (amount: number) => formatPrice(amount, currency, language)

  const dayCell = (date: IsoDate | undefined, index: number) =>
    date ? (
      <CalendarDayCell
        key={date}
        date={date}
        day={days[date]}
        label={formats.day(date)}
        choosable={canChoose(date)}
        focused={date === focused}
        arrival={date === arrival}
        today={date === today}
        // The nights between the arrival and the focused departure, to show the stay.
        inStay={Boolean(
          arrival &&
          focused &&
          date > arrival &&
          date <= focused &&
          canChoose(focused),
        )}
        price={price}
        onPick={() => {
          moveTo(date)
          choose(date)
        }}
        onKeyDown={(event) => onGridKeyDown(event, date)}
      />
    ) : (
      <td key={index} />
    )

  let status = ''
  if (state === 'loading') status = t('loading')
  else if (state === 'error') status = t('error')
  else if (arrival) status = t('arrival_chosen', { date: formats.day(arrival) })

  return (
    <div className="resort-calendar">
      <button
        ref={openerRef}
        type="button"
        className="resort-calendar__open"
        aria-haspopup="dialog"
        aria-expanded={Boolean(month)}
        onClick={() => (month ? close() : open())}
      >
        {t('open')}
      </button>
      {month ? (
        // The dialog handles Escape and Tab for its controls, as the WAI-ARIA dialog pattern has it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          className="resort-calendar__dialog"
          onKeyDown={onDialogKeyDown}
        >
          <h3 id={`${id}-title`} className="resort-calendar__title">
            {t('title', { name: propertyName })}
          </h3>
          <div className="resort-calendar__header">
            <button
              type="button"
              aria-label={t('previous_month')}
              disabled={month <= monthOf(today)}
              onClick={() =>
                moveTo(sameDayInMonth(focused ?? month, -1), false)
              }
            >
              <span aria-hidden="true">‹</span>
            </button>
            <p id={`${id}-month`} aria-live="polite">
              {formats.month(month)}
            </p>
            <button
              type="button"
              aria-label={t('next_month')}
              onClick={() => moveTo(sameDayInMonth(focused ?? month, 1), false)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <p id={`${id}-help`} className="resort-visually-hidden">
            {t('instructions')}
          </p>
          <table
            role="grid"
            aria-labelledby={`${id}-month`}
            aria-describedby={`${id}-help`}
          >
            <thead>
              <tr>
                {formats.weekdays.map((name) => (
                  <th key={name.long} scope="col" abbr={name.long}>
                    {name.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week.find(Boolean)}>{week.map(dayCell)}</tr>
              ))}
            </tbody>
          </table>
          <p role="status" className="resort-calendar__status">
            {status}
          </p>
          <button type="button" className="resort-button" onClick={close}>
            {t('close')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
