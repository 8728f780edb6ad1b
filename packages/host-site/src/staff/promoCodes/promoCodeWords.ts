import { formatLongDate } from '@resort/core/format'
import type { PromoCode } from '@resort/core/staff'
import type { TFunction } from '../../platform/i18n/translation'

type T = TFunction<'adminPromoCodes'>

/** A window of days in words: any time, from, until, or both days. */
export function windowText(
  t: T,
  from: string | null,
  to: string | null,
  language: string,
): string {
  const day = (date: string) => formatLongDate(date, language)
  if (from && to) return t('window.between', { from: day(from), to: day(to) })
  if (from) return t('window.from', { from: day(from) })
  if (to) return t('window.until', { to: day(to) })
  return t('window.any')
}

/** The properties a code applies at, by name, and its rates (by id: they are the catalog's). */
export function whereText(
  t: T,
  { propertyIds, ratePlanIds }: PromoCode,
  propertyName: (propertyId: string) => string,
): { properties: string; rates: string } {
  return {
    properties:
      propertyIds.length === 0
        ? t('where.all_properties')
        : propertyIds.map(propertyName).join(', '),
    rates:
      ratePlanIds.length === 0
        ? t('where.all_rates')
        : t('where.rates', { rates: ratePlanIds.join(', ') }),
  }
}

/** The uses bookings hold, of the limit or with none: "3 of 10", "3, no limit". */
export function usesText(
  t: T,
  { uses, maxUses }: PromoCode,
  language: string,
): string {
  const count = new Intl.NumberFormat(language)
  return maxUses === null
    ? t('uses.unlimited', { uses: count.format(uses) })
    : t('uses.limited', {
        uses: count.format(uses),
        max: count.format(maxUses),
      })
}

/** Whether a code still applies, or the day it was voided. */
export function statusText(
  t: T,
  { voidedAt }: PromoCode,
  language: string,
): string {
  return voidedAt
    ? t('status.voided', {
        date: formatLongDate(voidedAt.slice(0, 10), language),
      })
    : t('status.active')
}
