import base from './base.css?inline'
import calendar from './calendar.css?inline'
import search from './search.css?inline'

/** What `<resort-search>` adopts: the theme, fields and buttons, its own look and the calendar. */
export const searchStyles = `${base}\n${search}\n${calendar}`
