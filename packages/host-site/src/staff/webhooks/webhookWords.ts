import {
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookEventType,
} from '@resort/core/api'
import type { WebhookAttempt, WebhookDelivery } from '@resort/core/staff'
import type { TFunction } from '../../platform/i18n/translation'
import { formatWhen } from '../list/formatWhen'

type T = TFunction<'adminWebhooks'>

/** An event in plain words ('A booking is made'); its type is the API's name. */
export const eventText = (t: T, type: WebhookEventType) =>
  t(`events.${type.replace('.', '_')}`)

/** A length of time in the page's language, in its largest whole unit: "10 seconds", "24 hours". */
function lengthText(seconds: number, language: string) {
  const [unit, amount] =
    seconds % 3600 === 0
      ? (['hour', seconds / 3600] as const)
      : seconds % 60 === 0
        ? (['minute', seconds / 60] as const)
        : (['second', seconds] as const)
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(amount)
}

/** How long the receiver has to answer one delivery. */
export const timeoutText = (language: string) =>
  lengthText(WEBHOOK_TIMEOUT_SECONDS, language)

/** How long the old secret signs beside the new one after a rotation. */
export const oldSecretText = (language: string) =>
  lengthText(WEBHOOK_OLD_SECRET_HOURS * 3600, language)

/** When a failed delivery is tried again, as a list: "5 seconds, 5 minutes, … and 14 hours". */
export const retryScheduleText = (language: string) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(
    WEBHOOK_RETRY_SECONDS.map((seconds) => lengthText(seconds, language)),
  )

// Why a try did not count, as the server names it (webhookPost.ts); `http_NNN` is a status.
const PROBLEMS: ReadonlySet<string> = new Set([
  'timeout',
  'refused',
  'reset',
  'host_not_found',
  'lookup_failed',
  'private_network',
  'not_https',
  'invalid_url',
  'unreachable',
])
const ANSWERED = /^http_(\d{3})$/

/** What a try came to: the status the receiver answered, or why it did not answer. */
export function outcomeText(
  t: T,
  { status, problem }: Pick<WebhookAttempt, 'status' | 'problem'>,
  language: string,
): string {
  const answered = problem === null ? status : ANSWERED.exec(problem)?.[1]
  if (answered !== undefined && answered !== null)
    return t('outcomes.answered', { status: String(answered) })
  if (problem !== null && PROBLEMS.has(problem))
    return t(`outcomes.${problem}`, { timeout: timeoutText(language) })
  return problem ? t('outcomes.other', { problem }) : t('outcomes.unreachable')
}

/** How long a try took: milliseconds under a second, else seconds to a tenth. */
function durationText(durationMs: number, language: string) {
  const seconds = durationMs >= 1000
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: seconds ? 'second' : 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: seconds ? 1 : 0,
  }).format(seconds ? durationMs / 1000 : durationMs)
}

/** One try in words: when, what it came to, how long it took. */
export const attemptText = (
  t: T,
  attempt: WebhookAttempt,
  language: string,
): string =>
  t('deliveries.attempt', {
    when: formatWhen(attempt.at, language),
    outcome: outcomeText(t, attempt, language),
    duration: durationText(attempt.durationMs, language),
  })

/** Where a delivery stands: delivered, given up, or waiting for its next try. */
export function stateText(
  t: T,
  { state, nextAttemptAt }: Pick<WebhookDelivery, 'state' | 'nextAttemptAt'>,
  language: string,
): string {
  if (state !== 'waiting') return t(`deliveries.states.${state}`)
  return nextAttemptAt
    ? t('deliveries.states.waiting', {
        when: formatWhen(nextAttemptAt, language),
      })
    : t('deliveries.states.waiting_first')
}

/** What sending a delivery again came to, from the new delivery the server answered. */
export function replayedText(
  t: T,
  delivery: WebhookDelivery,
  language: string,
): string {
  const state = stateText(t, delivery, language)
  const last = delivery.attempts.at(-1)
  return last
    ? t('deliveries.replayed', {
        state,
        attempt: outcomeText(t, last, language),
      })
    : t('deliveries.replayed_untried', { state })
}
