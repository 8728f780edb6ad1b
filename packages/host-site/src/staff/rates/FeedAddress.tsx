import {
  currentFeed,
  type UnitCalendarActions,
  type UnitCalendars,
} from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useRef, type FocusEvent, type RefObject } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { calendarProblemText } from './calendarProblemText'

type Field = HTMLInputElement | HTMLTextAreaElement

// After the question's buttons go, once React has drawn what replaces them.
const focusLater = (target: RefObject<HTMLElement | null>) =>
  requestAnimationFrame(() => target.current?.focus())

/** Focused, the address is selected: ready to copy by hand. */
const selectAll = (event: FocusEvent<Field>) => event.currentTarget.select()

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
  const field = useRef<Field>(null)
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
        <div
          role="group"
          aria-labelledby={`${id}-question`}
          className="unit-feed__question"
        >
          <p id={`${id}-question`}>
            {t('calendars.renew_question', { unit: unit.name })}
          </p>
          <div className="rates-form__actions">
            <button
              ref={confirmButton}
              type="button"
              aria-disabled={renewing || undefined}
              onClick={() => void renew()}
            >
              {t('calendars.renew_confirm')}
            </button>
            <button
              type="button"
              onClick={() => {
                renewal.getState().cancel()
                focusLater(renewButton)
              }}
            >
              {t('calendars.renew_keep')}
            </button>
          </div>
        </div>
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
