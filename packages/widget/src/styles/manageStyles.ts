import calendar from './calendar.css?inline'
import { flowStyles } from './flowStyles'

/**
 * `<resort-manage-booking>` adds the calendar, for a change of dates: a module of its own, as
 * the search's calendar loads calendar.css too and the booking elements should not.
 */
export const manageStyles = `${flowStyles}\n${calendar}`
