import { CALLBACK_TIME_WINDOWS } from '@resort/core/api'
import type { TFunction } from '../../platform/i18n/translation'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const isTimeWindow = (
  value: unknown,
): value is (typeof CALLBACK_TIME_WINDOWS)[number] =>
  (CALLBACK_TIME_WINDOWS as readonly unknown[]).includes(value)

/** A day (yyyy-MM-dd) in the page's language, read in UTC so it never shifts a day. */
const formatDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))

/** A language or country code as its name in the page's language; the code if unknown. */
const nameOf = (
  type: 'language' | 'region',
  code: string,
  language: string,
): string => {
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * One field of a guest's request in words for staff: days and names in the page's language,
 * guests counted with plurals, a time window and a flag as words; anything else as sent.
 */
export function requestFieldValue(
  field: string,
  value: unknown,
  { t, language }: { t: TFunction; language: string },
): string {
  if (typeof value === 'boolean') return value ? t('yes') : t('no')
  if (typeof value === 'number' && (field === 'adults' || field === 'children'))
    return t(`requests.values.${field}`, { count: value })
  if (typeof value === 'string') {
    if ((field === 'dateFrom' || field === 'dateTo') && ISO_DATE.test(value))
      return formatDay(value, language)
    if (field === 'timeWindow' && isTimeWindow(value))
      return t(`requests.time_windows.${value}`)
    if (field === 'lang') return nameOf('language', value, language)
    if (field === 'country') return nameOf('region', value, language)
    return value
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value)
}
