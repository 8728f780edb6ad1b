import type { CallProblem } from '@resort/core/api'
import type { TFunction } from '../../platform/i18n/translation'

// The rates page's own sentences for these kinds; any other refusal reads as a failure.
const SHARED = new Set(['unauthorized', 'forbidden', 'rate_limited'])

/** Why a calendar action did nothing, in the page's language. */
export function calendarProblemText(
  t: TFunction<'adminRates'>,
  problem: CallProblem,
): string {
  if (problem.kind === 'not_found') return t('calendars.problems.not_found')
  return t(
    SHARED.has(problem.kind) ? `problems.${problem.kind}` : 'problems.failed',
  )
}
