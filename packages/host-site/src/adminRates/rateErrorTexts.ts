import { RATE_EDIT_LIMITS, type PriceEditMode } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { TFunction } from 'i18next'

type Limits = { min: string; max: string }

const percent = (value: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    signDisplay: 'exceptZero',
  }).format(value / 100)

/** The bounds a field's too_small / too_large name, as staff type them. */
function limitsOf(
  field: string,
  { mode, currency, language }: ErrorContext,
): Limits {
  const money = (minor: number) => formatPrice(minor, currency, language)
  switch (field) {
    case 'price.value':
      if (mode === 'percent')
        return {
          min: percent(RATE_EDIT_LIMITS.minPercent, language),
          max: percent(RATE_EDIT_LIMITS.maxPercent, language),
        }
      return {
        min: money(
          mode === 'set'
            ? RATE_EDIT_LIMITS.minPrice
            : -RATE_EDIT_LIMITS.maxPrice,
        ),
        max: money(RATE_EDIT_LIMITS.maxPrice),
      }
    case 'roomsToSell':
      return { min: '0', max: String(RATE_EDIT_LIMITS.maxRoomsToSell) }
    case 'minStay':
      return { min: '0', max: String(RATE_EDIT_LIMITS.maxMinStay) }
    default:
      return { min: '', max: '' }
  }
}

export interface ErrorContext {
  mode: PriceEditMode
  currency: string
  language: string
}

/**
 * A field's error code in the page's language: the field's own sentence where it has one
 * ('errors.unitTypeIds.required'), else the code's, else a plain "check this value".
 */
export function rateErrorText(
  t: TFunction<'adminRates'>,
  field: string,
  code: string,
  context: ErrorContext,
): string {
  const fieldKey = field.replace('.', '_')
  return t([`errors.${fieldKey}.${code}`, `errors.${code}`, 'errors.invalid'], {
    ...limitsOf(field, context),
    days: RATE_EDIT_LIMITS.editDays,
    minPrice: formatPrice(
      RATE_EDIT_LIMITS.minPrice,
      context.currency,
      context.language,
    ),
    maxPrice: formatPrice(
      RATE_EDIT_LIMITS.maxPrice,
      context.currency,
      context.language,
    ),
  })
}
