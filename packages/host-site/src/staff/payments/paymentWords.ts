import type { TFunction } from '../../platform/i18n/translation'

/** The decline codes staff read in words; another code is shown as the gateway wrote it. */
const DECLINES = [
  'insufficient_funds',
  'generic_decline',
  'authentication_required',
  'no_card_on_file',
]

/** Why the card's bank declined a payment, in words where the code is known (issue 32). */
export const declineText = (
  t: TFunction<'admin'>,
  failure: string | null,
): string =>
  failure === null
    ? t('payments.declines.unknown')
    : DECLINES.includes(failure)
      ? t(`payments.declines.${failure}`)
      : failure

const times = new Map<string, Intl.DateTimeFormat>()

/** A moment's time of day in UTC ("09:14"): the page's day is a UTC day. */
export function utcTime(isoDateTime: string, language: string): string {
  let format = times.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeStyle: 'short',
      timeZone: 'UTC',
    })
    times.set(language, format)
  }
  return format.format(new Date(isoDateTime))
}
