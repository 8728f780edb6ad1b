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
import { calendarResources } from '../i18n/calendarResources'
import { useTranslation, WidgetTranslations } from '../i18n/WidgetTranslations'
import { adoptStyles } from '../styles/adoptStyles'
import css from '../styles/calendar.css?inline'
import {
  dateFormat,
  dayLabels,
  monthOf,
  monthWeeks,
  sameDayInMonth,
  weekdayNames,
} from './calendarDates'
import { CalendarDayCell } from './CalendarDayCell'
import { KEY_MOVES, keepFocusInside } from './calendarKeys'
import { choosableDays } from './calendarStay'
import { useCalendarDays, type LoadCalendarDays } from './useCalendarDays'

export interface CalendarDialogProps {
  /** Where the days come from; keep it stable (a new loader asks again). */
  loadDays: LoadCalendarDays
  /** The property the dialog is titled after; without one, the days are the group's lowest. */
  propertyName?: string | undefined
  /** The check-in the form shows; the calendar opens on its month. */
  dateFrom: string
  /** The check-out the form shows: the stay is marked until the guest picks another arrival. */
  dateTo?: string | undefined
  onChoose: (dateFrom: IsoDate, dateTo: IsoDate) => void
  /** Closes the dialog; the opener takes the focus back. */
  onClose: () => void
}

// How far ahead the calendar goes; the server answers at most 93 days per call.
const MAX_DAYS_AHEAD = 730

/**
 * The date picker dialog (WAI-ARIA grid): each day with its lowest price and restrictions; Enter
 * chooses the arrival, then the departure. Its code, look and texts load when a guest opens it.
 */
export function CalendarDialog({
  lang,
  ...props
}: CalendarDialogProps & { lang: string }) {
  return (
    <WidgetTranslations lang={lang} resources={calendarResources}>
      <CalendarGrid {...props} />
    </WidgetTranslations>
  )
}

function CalendarGrid({
  loadDays,
  propertyName,
  dateFrom,
  dateTo,
  onChoose,
  onClose,
}: CalendarDialogProps) {
  const { t, i18n } = useTranslation('calendarDialog')
  const language = i18n.language
  const id = useId()
  const today = todayIso()
  const dialogRef = useRef<HTMLDivElement>(null)
  const focusGrid = useRef(true)
  const [focused, setFocused] = useState<IsoDate>(
    dateFrom >= today ? dateFrom : today,
  )
  const [arrival, setArrival] = useState<IsoDate>()
  const month = monthOf(focused)
  const { days, currency, state } = useCalendarDays(month, loadDays, today)
  const formats = useMemo(
    () => ({
      weekdays: weekdayNames(language),
      month: dateFormat(language, { month: 'long', year: 'numeric' }),
      day: dateFormat(language, { dateStyle: 'full' }),
      cell: dayLabels(language),
    }),
    [language],
  )

  useEffect(() => {
    if (!focusGrid.current) return
    focusGrid.current = false
    dialogRef.current
      ?.querySelector<HTMLElement>(`[data-date="${focused}"]`)
      ?.focus()
  }, [focused])

  const canChoose = choosableDays(today, days, arrival)
  // The form's stay, when it is one that can be shown (not in the past, check-out after check-in).
  const shownStay =
    dateTo && dateFrom >= today && dateTo > dateFrom
      ? { from: dateFrom, to: dateTo }
      : undefined

  function moveTo(date: IsoDate, toGrid = true) {
    const last = addDaysIso(today, MAX_DAYS_AHEAD)
    focusGrid.current = toGrid
    setFocused(date < today ? today : date > last ? last : date)
  }

  function choose(date: IsoDate) {
    if (!canChoose(date)) return
    if (arrival && date > arrival) {
      onChoose(arrival, date)
      onClose()
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
      onClose()
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
        label={formats.cell(date)}
        choosable={canChoose(date)}
        focused={date === focused}
        arrival={date === arrival}
        today={date === today}
        // The nights between the arrival and the focused departure, to show the stay; before
        // an arrival is picked, the stay the form has.
        inStay={
          arrival
            ? date > arrival && date <= focused && canChoose(focused)
            : shownStay !== undefined &&
              date >= shownStay.from &&
              date <= shownStay.to
        }
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
  else if (shownStay)
    status = t('current_stay', {
      from: formats.day(shownStay.from),
      to: formats.day(shownStay.to),
    })

  return (
    // The dialog handles Escape and Tab for its controls, as the WAI-ARIA dialog pattern has it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={(node) => {
        dialogRef.current = node
        adoptStyles(node, css)
      }}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="resort-calendar__dialog"
      onKeyDown={onDialogKeyDown}
    >
      <h3 id={`${id}-title`} className="resort-calendar__title">
        {propertyName ? t('title', { name: propertyName }) : t('title_all')}
      </h3>
      <div className="resort-calendar__header">
        <button
          type="button"
          aria-label={t('previous_month')}
          disabled={month <= monthOf(today)}
          onClick={() => moveTo(sameDayInMonth(focused, -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={`${id}-month`} aria-live="polite">
          {formats.month(month)}
        </p>
        <button
          type="button"
          aria-label={t('next_month')}
          onClick={() => moveTo(sameDayInMonth(focused, 1), false)}
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
      <button type="button" className="resort-button" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  )
}
