import { RATE_EDIT_LIMITS, type PriceEditMode } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type { TFunction } from '../../platform/i18n/translation'

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

// i18next reads a key ending in _zero as a plural form: such a code's text has another key.
const TEXT_KEYS: Readonly<Record<string, string>> = {
  not_zero: 'zero_change',
}

/** The key of a code's text under `errors`. */
export const errorKeyOf = (code: string) => TEXT_KEYS[code] ?? code

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
  const key = errorKeyOf(code)
  return t([`errors.${fieldKey}.${key}`, `errors.${key}`, 'errors.invalid'], {
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
