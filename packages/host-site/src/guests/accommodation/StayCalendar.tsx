import type { IsoDate } from '@resort/core/stay'
import { DatePickerOpener } from '@resort/widget/forms'
import { useTranslation } from '../../platform/i18n/translation'
import { lazyPage } from '../../platform/ssr'

const ResortCalendarDialog = lazyPage(
  'src/guests/accommodation/widgetCalendar.ts',
  () =>
    import('./widgetCalendar').then((widget) => widget.ResortCalendarDialog),
)

export interface StayCalendarProps {
  propertyId: string
  propertyName: string
  adults: number
  children: number
  dateFrom: string
  dateTo: string
  onChoose: (dateFrom: IsoDate, dateTo: IsoDate) => void
}

/**
 * The property page's date picker (issue 33: dates with prices): its opener is the server's, the
 * widget's dialog with each day's lowest price loads when a guest opens it.
 */
export function StayCalendar(props: StayCalendarProps) {
  const { t, i18n } = useTranslation('accommodation')
  return (
    <div className="stay-form__calendar resort-theme">
      <DatePickerOpener label={t('stay_form.calendar')}>
        {(close) => (
          <ResortCalendarDialog
            lang={i18n.language}
            {...props}
            onClose={close}
          />
        )}
      </DatePickerOpener>
    </div>
  )
}
