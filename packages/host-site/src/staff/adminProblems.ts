import { ADMIN_CODE_BUDGET, type CallProblem } from '@resort/core/api'
import type { TFunction } from '../platform/i18n/translation'

/** A refused or failed admin call, as a page shows it: its kind and the fields' codes. */
export type AdminProblem = CallProblem

/** The numbers in the text of a locked account (issue 30). */
export const LOCK_RULES = {
  wrong: ADMIN_CODE_BUDGET.wrongPerWindow,
  days: ADMIN_CODE_BUDGET.windowDays,
}

// Codes whose own name would read as a plural form to i18next (`not_zero`: "not", zero).
const TEXT_KEYS: Readonly<Record<string, string>> = { not_zero: 'zero_points' }

/**
 * A field's error code in the staff member's language: the field's own text where it has one
 * (points taken, adults in a room), else the code's; a code without a text reads as invalid.
 */
export const fieldErrorText = (
  t: TFunction<'admin'>,
  code: string,
  field?: string,
): string =>
  t([
    ...(field ? [`errors.fields.${field.split('.').pop()}.${code}`] : []),
    `errors.${TEXT_KEYS[code] ?? code}`,
    'errors.invalid',
  ])

/** The sentence for a problem that belongs to no field. */
export function problemText(
  t: TFunction<'admin'>,
  problem: AdminProblem,
): string {
  switch (problem.kind) {
    case 'unauthorized':
      return t('problems.signed_out')
    case 'forbidden':
      return problem.fields.account === 'admin_locked'
        ? t('door.locked', LOCK_RULES)
        : t('problems.forbidden')
    case 'not_found':
      return t('problems.not_found')
    case 'rate_limited':
      // The account's hourly share of wrong codes (issue 30): minutes, not seconds.
      if (problem.fields.account === 'wrong_codes_hourly')
        return problem.retryAfterSeconds === undefined
          ? t('problems.wrong_codes_hourly')
          : t('problems.wrong_codes_hourly_minutes', {
              count: Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)),
            })
      return problem.retryAfterSeconds === undefined
        ? t('problems.rate_limited')
        : t('problems.rate_limited_seconds', {
            count: problem.retryAfterSeconds,
          })
    case 'missing_params':
      return t('problems.invalid')
    default:
      return t('problems.failed')
  }
}
