import ICAL from 'ical.js'

/**
 * An empty iCalendar (RFC 5545) for publishing, as both our calendars are: a booking mail's stay
 * and a unit's feed. `product` names the calendar in PRODID.
 */
export function publishedCalendar(product: string): ICAL.Component {
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.updatePropertyWithValue(
    'prodid',
    `-//Adria Alpe Resorts//${product}//EN`,
  )
  calendar.updatePropertyWithValue('version', '2.0')
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN')
  calendar.updatePropertyWithValue('method', 'PUBLISH')
  return calendar
}

/** The calendar as text: ical.js's lines (folded, escaped, CRLF) with the closing CRLF. */
export const calendarText = (calendar: ICAL.Component) =>
  `${calendar.toString()}\r\n`
