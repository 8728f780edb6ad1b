import { adminGoogleFeeds, type CallProblem } from '@resort/core/api'
import {
  createGoogleFeedActions,
  currentGoogleFeeds,
  googleFeedUrl,
  type GoogleFeedActions,
  type GoogleFeedName,
} from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useMemo, useRef, type RefObject } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation, type TFunction } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import {
  type FeedField,
  focusLater,
  RenewQuestion,
  selectAll,
} from './RenewQuestion'

/** The feeds in the order Google's Hotel Center asks for them: the property's, then everyone's. */
const FEEDS: readonly GoogleFeedName[] = [
  'availability',
  'rates',
  'hotelList',
  'pointsOfSale',
]

/** The browser's clipboard; without one (an insecure page) copying is refused. */
const writeToClipboard = (text: string): Promise<void> =>
  'clipboard' in navigator
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'))

// The rates page's own sentences for these kinds; any other refusal reads as a failure.
const SHARED = new Set([
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
])

const problemText = (t: TFunction<'adminRates'>, problem: CallProblem) =>
  t(SHARED.has(problem.kind) ? `problems.${problem.kind}` : 'problems.failed')

/** What the section announces: the latest copy or renewal. */
function useNotice(
  t: TFunction<'adminRates'>,
  { copy, renewal }: GoogleFeedActions,
): string | undefined {
  const copied = useStore(copy, (state) =>
    state.justDone ? state.done : undefined,
  )
  const copyRefused = useStore(copy, (state) => state.problem !== undefined)
  const renewed = useStore(renewal, (state) => state.justDone)
  if (copied) return t('google.copied', { feed: t(`google.feeds.${copied}`) })
  if (copyRefused) return t('google.copy_refused')
  return renewed ? t('google.renewed') : undefined
}

/**
 * Google's free booking links (issue 35, decision 048): the addresses staff give Google's Hotel
 * Center, the property's availability and prices and every property's list and landing pages,
 * each with the feeds' one secret; copied, or renewed after a yes. Copy and renewal are core's
 * (createGoogleFeedActions).
 */
export function GoogleFeeds({
  propertyId,
  propertyName,
}: {
  propertyId: string
  propertyName: string
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const api = useSiteApi()
  const answer = useEndpoint(adminGoogleFeeds, { propertyId })
  const actions = useMemo(
    () => createGoogleFeedActions({ api, propertyId, write: writeToClipboard }),
    [api, propertyId],
  )
  const { copy, renewal } = actions
  const renewedFeeds = useStore(renewal, (state) => state.done)
  const asking = useStore(renewal, (state) => state.asking)
  const renewing = useStore(renewal, (state) => state.busy)
  const problem = useStore(renewal, (state) => state.problem)
  const notice = useNotice(t, actions)
  const fields: Record<GoogleFeedName, RefObject<FeedField | null>> = {
    availability: useRef<FeedField>(null),
    rates: useRef<FeedField>(null),
    hotelList: useRef<FeedField>(null),
    pointsOfSale: useRef<FeedField>(null),
  }
  const renewButton = useRef<HTMLButtonElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const listed = answerValue(answer)

  if (answer.state === 'error')
    return <p role="alert">{t('google.load_failed')}</p>
  if (!listed) return null
  const feeds = currentGoogleFeeds(listed, renewedFeeds)

  async function copyAddress(feed: GoogleFeedName) {
    // Refused by the browser: the address is selected in its field, to copy by hand.
    if (
      !(await copy.getState().copy({ feed, url: googleFeedUrl(feeds, feed) }))
    )
      fields[feed].current?.focus()
  }
  async function renew() {
    if (renewing) return
    // The new addresses are read out from the first field; a failure goes back to the button.
    focusLater(
      (await renewal.getState().renew()) ? fields.availability : renewButton,
    )
  }

  return (
    <section className="google-feeds" aria-labelledby="google-feeds-title">
      <h3 id="google-feeds-title">{t('google.title')}</h3>
      <p>{t('google.intro')}</p>
      <p>
        {t('google.hotel_code', {
          property: propertyName,
          code: feeds.hotelCode,
        })}
      </p>
      {FEEDS.map((feed) => (
        <div key={feed} className="unit-feed">
          <TextField
            id={`google-feed-${feed}`}
            ref={fields[feed]}
            label={t(`google.labels.${feed}`, { property: propertyName })}
            hint={t(`google.hints.${feed}`)}
            value={googleFeedUrl(feeds, feed)}
            rows={2}
            readOnly
            wide
            onChange={() => {}}
            onFocus={selectAll}
          />
          <div className="rates-form__actions">
            <button type="button" onClick={() => void copyAddress(feed)}>
              {t('google.copy', { feed: t(`google.feeds.${feed}`) })}
            </button>
          </div>
        </div>
      ))}
      <p>
        {t('google.secret_hint', {
          when: formatWhen(feeds.rotatedAt, language),
        })}
      </p>
      <div className="rates-form__actions">
        {asking ? null : (
          <button
            ref={renewButton}
            type="button"
            onClick={() => {
              renewal.getState().ask()
              focusLater(confirmButton)
            }}
          >
            {t('google.renew')}
          </button>
        )}
      </div>
      {asking ? (
        <RenewQuestion
          id="google-feeds-question"
          texts={{
            question: t('google.renew_question'),
            confirm: t('google.renew_confirm'),
            keep: t('google.renew_keep'),
          }}
          busy={renewing}
          confirmButton={confirmButton}
          onConfirm={() => void renew()}
          onKeep={() => {
            renewal.getState().cancel()
            focusLater(renewButton)
          }}
        />
      ) : null}
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      <div role="alert">
        {problem ? (
          <p className="rates-form__error">{problemText(t, problem)}</p>
        ) : null}
      </div>
    </section>
  )
}
