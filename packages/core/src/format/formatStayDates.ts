import type { IsoDate } from '../stay/stayDates'
import { assertIsoDate } from './assertIsoDate'

const DEFAULT_LANGUAGE = 'en' // SPEC 9: default language

const formats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat([language, DEFAULT_LANGUAGE], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // Stay dates have no time zone; read and shown in UTC, a date never shifts by a day.
      timeZone: 'UTC',
    })
    formats.set(language, format)
  }
  return format
}

// ICU versions differ in the spaces they put around a range's dash (thin or plain): the server's
// Node and the guest's browser must write a date alike, or a page rendered on the server does
// not hydrate (decision 027).
const plainSpaces = (text: string): string =>
  text.replace(/[\u2009\u202f]/g, ' ')

const toUtcDate = (date: IsoDate): Date => {
  const [year = 0, month = 1, day = 1] = assertIsoDate(date)
    .split('-')
    .map(Number)
  const utc = new Date(0)
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  utc.setUTCFullYear(year, month - 1, day)
  return utc
}

/** A stay's dates for display in a language, sharing month and year where they can ("Nov 21 – 24, 2026"). */
export function formatStayDates(
  from: IsoDate,
  to: IsoDate,
  language: string = DEFAULT_LANGUAGE,
): string {
  if (to < from) {
    throw new RangeError(`a stay cannot end (${to}) before it starts (${from})`)
  }
  return plainSpaces(
    dateFormat(language).formatRange(toUtcDate(from), toUtcDate(to)),
  )
}

const longFormats = new Map<string, Intl.DateTimeFormat>()

/** A yyyy-MM-dd date in full in a language ("5 June 2027"), read in UTC so it never shifts a day. */
export function formatLongDate(
  date: IsoDate,
  language: string = DEFAULT_LANGUAGE,
): string {
  let format = longFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat([language, DEFAULT_LANGUAGE], {
      dateStyle: 'long',
      timeZone: 'UTC',
    })
    longFormats.set(language, format)
  }
  return plainSpaces(format.format(toUtcDate(date)))
}
