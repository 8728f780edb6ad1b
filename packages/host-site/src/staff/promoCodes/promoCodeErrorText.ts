import type { TFunction } from '../../platform/i18n/translation'

// i18next reads a key ending in _many or _zero as a plural form: such a code's text has another key.
const TEXT_KEYS: Readonly<Record<string, string>> = {
  too_many: 'too_many_chosen',
}

/** The key of a code's text under `errors` (or under `errors.{field}`). */
export const errorKeyOf = (code: string) => TEXT_KEYS[code] ?? code

/**
 * A field's error code in the page's language: the field's own sentence where it has one
 * ('errors.code.promo_code_exists'), else the code's, else a plain "check this value".
 */
export function promoCodeErrorText(
  t: TFunction<'adminPromoCodes'>,
  field: string,
  code: string,
): string {
  const key = errorKeyOf(code)
  return t([`errors.${field}.${key}`, `errors.${key}`, 'errors.invalid'])
}
