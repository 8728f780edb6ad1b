import { lazy } from 'react'
import { DatePickerOpener } from '../forms/kit/DatePickerOpener'
import { useTranslation } from '../i18n/WidgetTranslations'
import type { CalendarDialogProps } from './CalendarDialog'

// The opener is part of the form from the server's first paint; the dialog, its code and its look
// load when a guest opens it (the search box stays small and nothing moves on hydration).
const CalendarDialog = lazy(() =>
  import('./CalendarDialog').then((module) => ({
    default: module.CalendarDialog,
  })),
)

export type AvailabilityCalendarProps = Omit<CalendarDialogProps, 'onClose'>

/** A button opening a date picker with each day's lowest price (issue 33: dates with prices). */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { t, i18n } = useTranslation('calendar')
  return (
    <DatePickerOpener label={t('open')}>
      {(close) => (
        <CalendarDialog {...props} lang={i18n.language} onClose={close} />
      )}
    </DatePickerOpener>
  )
}
