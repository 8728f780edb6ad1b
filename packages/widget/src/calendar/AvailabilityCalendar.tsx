import { formatPrice } from '@resort/core/format'
import {
  addDaysIso,
  MAX_NIGHTS,
  todayIso,
  type IsoDate,
} from '@resort/core/stay'
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
  weekdayIndex,
  weekdayNames,
} from './calendarDates'
import {
  useCalendarDays,
  type CalendarDay,
  type LoadCalendarDays,
} from './useCalendarDays'

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

const KEY_MOVES: Record<string, (date: IsoDate) => IsoDate> = {
  ArrowLeft: (date) => addDaysIso(date, -1),
  ArrowRight: (date) => addDaysIso(date, 1),
  ArrowUp: (date) => addDaysIso(date, -7),
  ArrowDown: (date) => addDaysIso(date, 7),
  Home: (date) => addDaysIso(date, -weekdayIndex(date)),
  End: (date) => addDaysIso(date, 6 - weekdayIndex(date)),
  PageUp: (date) => sameDayInMonth(date, -1),
  PageDown: (date) => sameDayInMonth(date, 1),
}

// The last departure a stay from `arrival` can have: the first night that is not available.
function lastDeparture(
  arrival: IsoDate,
  days: Readonly<Record<IsoDate, CalendarDay>>,
) {
  let night = arrival
  for (let nights = 0; nights < MAX_NIGHTS; nights++) {
    if (!days[night]?.Available) break
    night = addDaysIso(night, 1)
  }
  return night
}

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

  const canArrive = (date: IsoDate) =>
    date >= today &&
    days[date]?.Available === true &&
    !days[date]?.closedToArrival
  const departureFrom = arrival && {
    first: addDaysIso(arrival, Math.max(1, days[arrival]?.minNights ?? 1)),
    last: lastDeparture(arrival, days),
  }
  const canChoose = (date: IsoDate) =>
    arrival && departureFrom && date > arrival
      ? date >= departureFrom.first &&
        date <= departureFrom.last &&
        !days[date]?.closedToDeparture
      : canArrive(date)

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
      // A modal dialog keeps the focus inside until it closes.
      const inside = [
        ...dialogRef.current.querySelectorAll<HTMLElement>(
          'button:not([disabled]), [tabindex="0"]',
        ),
      ]
      const edge = event.shiftKey ? inside[0] : inside.at(-1)
      if (event.target === edge) {
        event.preventDefault()
        ;(event.shiftKey ? inside.at(-1) : inside[0])?.focus()
      }
    }
  }

  const price = (amount: number) => formatPrice(amount, currency, language)
  // The short form drops zero cents: "€120" in a day cell, "€120.00" read out.
  const shortPrice = (amount: number) => price(amount).replace(/[.,]00\b/, '')

  function dayCell(date: IsoDate | undefined, index: number) {
    if (!date) return <td key={index} />
    const day = days[date]
    const enabled = canChoose(date)
    const night =
      day?.Available && day.lowestPrice != null
        ? t('from_price', { price: price(day.lowestPrice) })
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
    // The nights between the arrival and the focused departure, to show the stay.
    const inStay =
      arrival &&
      focused &&
      date > arrival &&
      date <= focused &&
      canChoose(focused)
    return (
      <td
        key={date}
        role="gridcell"
        data-date={date}
        tabIndex={date === focused ? 0 : -1}
        aria-selected={date === arrival || undefined}
        aria-disabled={!enabled || undefined}
        aria-current={date === today ? 'date' : undefined}
        aria-label={[formats.day(date), night, ...restrictions]
          .filter(Boolean)
          .join(', ')}
        className={[
          'resort-calendar__day',
          day && !day.Available ? 'resort-calendar__day--unavailable' : '',
          inStay ? 'resort-calendar__day--range' : '',
        ].join(' ')}
        onClick={() => {
          moveTo(date)
          choose(date)
        }}
        onKeyDown={(event) => onGridKeyDown(event, date)}
      >
        <span aria-hidden="true">{Number(date.slice(8))}</span>
        <span aria-hidden="true" className="resort-calendar__price">
          {day?.Available && day.lowestPrice != null
            ? shortPrice(day.lowestPrice)
            : day
              ? '–'
              : ''}
        </span>
      </td>
    )
  }

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
