import type { AccountOutcome } from '@resort/core/account'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@resort/core/api'
import type { TFunction } from '../../../platform/i18n/translation'

/** A field's error code in the visitor's language; a code without a text reads as invalid. */
export const errorText = (t: TFunction<'account'>, code: string): string =>
  t([`errors.${code}`, 'errors.invalid'], {
    min: MIN_PASSWORD_LENGTH,
    max: MAX_PASSWORD_LENGTH,
  })

/** When to try again, from the seconds the server gave, or without a time. */
function rateLimitedText(
  t: TFunction<'account'>,
  seconds: number | undefined,
): string {
  if (seconds === undefined) return t('errors.rate_limited')
  if (seconds < 60) return t('errors.rate_limited_seconds', { count: seconds })
  return t('errors.rate_limited_minutes', { count: Math.ceil(seconds / 60) })
}

/**
 * The sentence for a refusal that belongs to no field; undefined for field errors alone (they
 * are listed by field) and for successes.
 */
export function refusalText(
  t: TFunction<'account'>,
  outcome: AccountOutcome | undefined,
): string | undefined {
  switch (outcome?.code) {
    case 'rate_limited':
      return rateLimitedText(t, outcome.retryAfterSeconds)
    case 'signed_out':
      return t('errors.signed_out')
    case 'failed':
      return t('errors.failed')
    case 'invalid':
      return Object.keys(outcome.fields ?? {}).length === 0
        ? t('errors.invalid')
        : undefined
    default:
      return undefined
  }
}
