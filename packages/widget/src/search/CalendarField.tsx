import {
  AvailabilityCalendar,
  type AvailabilityCalendarProps,
} from '../calendar/AvailabilityCalendar'
import { adoptStyles } from '../styles/adoptStyles'
import css from '../styles/calendar.css?inline'

const adopt = (node: HTMLDivElement | null) => adoptStyles(node, css)

/** The search's calendar with its look, which loads with it (not before the search is interactive). */
export function CalendarField(props: AvailabilityCalendarProps) {
  return (
    <div ref={adopt} className="form-field form-field--wide">
      <AvailabilityCalendar {...props} />
    </div>
  )
}
