import {
  currentFeed,
  type UnitCalendarActions,
  type UnitCalendars,
} from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { calendarProblemText } from './calendarProblemText'
import {
  type FeedField,
  focusLater,
  RenewQuestion,
  selectAll,
} from './RenewQuestion'

/**
 * The unit's address for other sites, whole and read-only; copied, or renewed after a yes (the
 * old address stops working at once). Copy and renewal are core's (createUnitCalendarActions).
 */
export function FeedAddress({
  unit,
  actions: { copy, renewal },
}: {
  unit: UnitCalendars
  actions: UnitCalendarActions
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const feed = currentFeed(
    unit,
    useStore(renewal, (state) => state.done),
  )
  const asking = useStore(renewal, (state) => state.asking)
  const renewing = useStore(renewal, (state) => state.busy)
  const renewed = useStore(renewal, (state) => state.justDone)
  const problem = useStore(renewal, (state) => state.problem)
  const copied = useStore(copy, (state) => state.justDone)
  const copyRefused = useStore(copy, (state) => state.problem !== undefined)
  const field = useRef<FeedField>(null)
  const renewButton = useRef<HTMLButtonElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const id = `unit-feed-${unit.unitTypeId}`

  async function copyAddress() {
    // Refused by the browser: the address is selected in its field, to copy by hand.
    if (!(await copy.getState().copy({ feedUrl: feed.feedUrl })))
      field.current?.focus()
  }
  async function renew() {
    if (renewing) return
    // The new address is read out from its field; a failure goes back to the button.
    focusLater((await renewal.getState().renew()) ? field : renewButton)
  }

  const notice = copied
    ? t('calendars.copied')
    : copyRefused
      ? t('calendars.copy_refused')
      : renewed
        ? t('calendars.renewed', { unit: unit.name })
        : undefined
  return (
    <div className="unit-feed">
      <TextField
        id={id}
        ref={field}
        label={t('calendars.feed_label')}
        hint={t('calendars.feed_hint', {
          when: formatWhen(feed.rotatedAt, language),
        })}
        value={feed.feedUrl}
        rows={3}
        readOnly
        wide
        onChange={() => {}}
        onFocus={selectAll}
      />
      <div className="rates-form__actions">
        <button type="button" onClick={() => void copyAddress()}>
          {t('calendars.copy')}
        </button>
        {asking ? null : (
          <button
            ref={renewButton}
            type="button"
            onClick={() => {
              renewal.getState().ask()
              focusLater(confirmButton)
            }}
          >
            {t('calendars.renew')}
          </button>
        )}
      </div>
      {asking ? (
        <RenewQuestion
          id={`${id}-question`}
          texts={{
            question: t('calendars.renew_question', { unit: unit.name }),
            confirm: t('calendars.renew_confirm'),
            keep: t('calendars.renew_keep'),
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
          <p className="rates-form__error">{calendarProblemText(t, problem)}</p>
        ) : null}
      </div>
    </div>
  )
}
