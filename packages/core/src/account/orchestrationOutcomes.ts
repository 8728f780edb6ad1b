import { SOCIAL_OUTCOMES, type SocialOutcome } from '../api/socialOutcomes'

/** Outcomes after which the member goes on to the redirect-page path. */
export const SUCCESS_OUTCOMES: readonly SocialOutcome[] = [
  'signed_in',
  'connected',
]

/**
 * The outcome orchestration's `?outcome=` names: one of the social callbacks' (decision 017),
 * 'unknown' for any other value (shown as a generic error, never as the text itself), undefined
 * when there is none.
 */
export function orchestrationOutcomeOf(
  value: string | null | undefined,
): SocialOutcome | 'unknown' | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return (SOCIAL_OUTCOMES as readonly string[]).includes(value)
    ? (value as SocialOutcome)
    : 'unknown'
}
