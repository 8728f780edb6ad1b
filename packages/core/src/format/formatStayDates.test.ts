import { describe, expect, it } from 'vitest'
import { formatLongDate, formatStayDates } from './formatStayDates'

// Intl puts thin spaces around the en dash of a range in some languages.
const dash = (text: string) => text.replace(/\u2009/g, ' ')

describe('format stay dates', () => {
  it('shares the month and year of a stay within one month, in English by default', () => {
    expect(dash(formatStayDates('2026-11-21', '2026-11-24'))).toBe(
      'Nov 21 – 24, 2026',
    )
  })

  it('writes the day before the month in German', () => {
    expect(dash(formatStayDates('2026-11-21', '2026-11-24', 'de'))).toBe(
      '21.–24. Nov. 2026',
    )
  })

  it('names the month in each language', () => {
    const stay = (language: string) =>
      formatStayDates('2026-11-21', '2026-11-24', language)
    expect(stay('it')).toMatch(/^21.24 nov 2026$/)
    expect(stay('hr')).toMatch(/stu 2026\.$/)
    expect(stay('sl')).toMatch(/^21\..24\. nov\. 2026$/)
  })

  it('writes both years for a stay over New Year', () => {
    expect(dash(formatStayDates('2026-12-30', '2027-01-02', 'en'))).toBe(
      'Dec 30, 2026 – Jan 2, 2027',
    )
    expect(dash(formatStayDates('2026-12-30', '2027-01-02', 'de'))).toBe(
      '30. Dez. 2026 – 2. Jan. 2027',
    )
  })

  it('does not shift a date by the time zone', () => {
    expect(formatStayDates('2027-01-01', '2027-01-01')).toBe('Jan 1, 2027')
  })

  it('refuses a stay that ends before it starts, or an unreal date', () => {
    expect(() => formatStayDates('2026-11-24', '2026-11-21')).toThrow(
      RangeError,
    )
    expect(() => formatStayDates('2026-02-30', '2026-03-02')).toThrow(
      RangeError,
    )
  })
})

describe('formatLongDate', () => {
  it('writes a stay date in full in each language, never a day off whatever the time zone', () => {
    expect(formatLongDate('2027-06-05', 'en')).toBe('June 5, 2027')
    expect(formatLongDate('2027-06-05', 'de')).toBe('5. Juni 2027')
    expect(formatLongDate('2027-01-01', 'hr')).toMatch(/^1\. siječnja 2027/)
  })
})
