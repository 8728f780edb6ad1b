import base from './base.css?inline'
import search from './search.css?inline'

/**
 * What `<resort-search>` adopts: the theme, fields and buttons and its own look; the calendar's
 * look loads with the date picker's dialog (CalendarDialog).
 */
export const searchStyles = `${base}\n${search}`
