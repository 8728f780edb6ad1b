import type { NewsletterOutcome } from '@resort/core/newsletter'
import type { TFunction } from '../../platform/i18n/translation'

/** An address's error code in the visitor's language; a code without a text reads as invalid. */
export const emailErrorText = (
  t: TFunction<'newsletter'>,
  code: string,
): string => t([`errors.${code}`, 'errors.invalid'])

/** The sentence for a refusal that belongs to no field; undefined for successes. */
export function refusalText(
  t: TFunction<'newsletter'>,
  outcome: NewsletterOutcome | undefined,
): string | undefined {
  switch (outcome?.code) {
    case 'rate_limited':
      return t('errors.rate_limited')
    case 'signed_out':
      return t('errors.signed_out')
    case 'failed':
      return t('errors.failed')
    default:
      return undefined
  }
}
