import type { UnitCalendarImportResponse } from '@resort/core/api'
import type { UnitCalendarActions } from '@resort/core/staff'
import { useStore } from 'zustand'
import { useTranslation, type TFunction } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { RemoveStep } from '../RemoveStep'
import { calendarProblemText } from './calendarProblemText'
import { mediumDay } from './gridDates'

/** The last fetch in words: not yet, when, or that it failed. */
function statusText(
  t: TFunction<'adminRates'>,
  { status, fetchedAt }: UnitCalendarImportResponse,
  language: string,
): string {
  if (status === 'waiting' || fetchedAt === null)
    return t(
      `calendars.status.${status === 'failed' ? 'failed_never' : 'waiting'}`,
    )
  return t(`calendars.status.${status}`, {
    when: formatWhen(fetchedAt, language),
  })
}

/**
 * One outside calendar: its address, last fetch (a failure with the other site's answer, which
 * the server gives in English), the nights it closes here and the nights also booked here;
 * fetched again now, or removed after a yes.
 */
export function OutsideCalendarItem({
  calendar,
  actions: { refresh, removal },
  onChanged,
  onRemoved,
}: {
  calendar: UnitCalendarImportResponse
  actions: UnitCalendarActions
  onChanged: () => void
  onRemoved: () => void
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const { importId, name } = calendar
  const mine = useStore(refresh, (state) => state.draft.importId === importId)
  const fetching = useStore(refresh, (state) => state.busy) && mine
  const problem = useStore(refresh, (state) => state.problem)

  async function fetchNow() {
    if (fetching) return
    if (await refresh.getState().refresh({ importId, name })) onChanged()
  }

  return (
    <li className="outside-calendar">
      <h6>{name}</h6>
      <dl className="outside-calendar__facts">
        <div>
          <dt>{t('calendars.labels.url')}</dt>
          <dd className="outside-calendar__url">{calendar.url}</dd>
        </div>
        <div>
          <dt>{t('calendars.labels.status')}</dt>
          <dd>{statusText(t, calendar, language)}</dd>
        </div>
        {calendar.status === 'failed' && calendar.problem ? (
          <div>
            <dt>{t('calendars.labels.problem')}</dt>
            <dd>{t(`calendars.failures.${calendar.problem}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('calendars.labels.nights')}</dt>
          <dd>{new Intl.NumberFormat(language).format(calendar.nights)}</dd>
        </div>
      </dl>
      {calendar.conflicts.length > 0 ? (
        <div className="outside-calendar__conflicts">
          <p>
            <strong>{t('calendars.warning')}</strong> {t('calendars.conflicts')}
          </p>
          <ul>
            {calendar.conflicts.map((night) => (
              <li key={night}>{mediumDay(night, language)}</li>
            ))}
          </ul>
          <p>{t('calendars.conflicts_hint')}</p>
        </div>
      ) : null}
      <div className="rates-form__actions">
        <button
          type="button"
          aria-disabled={fetching || undefined}
          onClick={() => void fetchNow()}
        >
          {t('calendars.fetch', { name })}
        </button>
        <RemoveStep
          removal={removal}
          draft={{ importId, name }}
          isThis={(draft) => draft?.importId === importId}
          texts={{
            remove: t('calendars.remove', { name }),
            ask: t('calendars.remove_ask', { name }),
            confirm: t('calendars.remove_confirm'),
            keep: t('calendars.remove_keep'),
            failed: t('calendars.remove_failed', { name }),
          }}
          className="outside-calendar__remove"
          onRemoved={onRemoved}
        />
      </div>
      <div role="alert">
        {problem && mine ? (
          <p className="rates-form__error">{calendarProblemText(t, problem)}</p>
        ) : null}
      </div>
    </li>
  )
}
