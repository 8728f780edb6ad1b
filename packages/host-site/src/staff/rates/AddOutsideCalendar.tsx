import type {
  OutsideCalendarAddition,
  OutsideCalendarField,
} from '@resort/core/staff'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { calendarProblemText } from './calendarProblemText'

// requiredText(60) and the address's 2000 characters on the server.
const MAX: Record<OutsideCalendarField, number> = { name: 60, url: 2000 }
const FIELDS: readonly OutsideCalendarField[] = ['name', 'url']

/**
 * Subscribes the unit to another site's calendar. The check, the call and the refusals at their
 * fields are core's (createUnitCalendarActions); what was typed stays through a refusal.
 */
export function AddOutsideCalendar({
  unit: { unitTypeId, name },
  addition,
  onAdded,
}: {
  unit: { unitTypeId: string; name: string }
  addition: OutsideCalendarAddition
  onAdded: () => void
}) {
  const { t } = useTranslation('adminRates')
  const draft = useStore(addition, (state) => state.draft)
  const errors = useStore(addition, (state) => state.errors)
  const problem = useStore(addition, (state) => state.problem)
  const busy = useStore(addition, (state) => state.busy)
  // Each refused press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const idOf = (field: OutsideCalendarField) =>
    `outside-calendar-${field}-${unitTypeId}`
  const titleId = `outside-calendar-add-${unitTypeId}`
  const labels = { name: t('calendars.name'), url: t('calendars.url') }
  const errorOf = (field: OutsideCalendarField) => {
    const code = errors[field]
    return code
      ? t(
          [
            `calendars.errors.${field}.${code}`,
            `calendars.errors.${field}.invalid`,
          ],
          { max: MAX[field] },
        )
      : undefined
  }

  async function add() {
    if (busy) return
    if (await addition.getState().add()) onAdded()
    else setAttempt((count) => count + 1)
  }

  return (
    <form
      noValidate
      className="rates-form outside-calendar-add"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        void add()
      }}
    >
      <h5 id={titleId}>{t('calendars.add_title', { unit: name })}</h5>
      <ErrorSummary
        title={t('edit.problem')}
        titleLevel="p"
        message={problem ? calendarProblemText(t, problem) : undefined}
        errors={FIELDS.flatMap((field) => {
          const error = errorOf(field)
          return error ? [{ id: idOf(field), label: labels[field], error }] : []
        })}
        attempt={attempt}
      />
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={idOf(field)}
          type={field === 'url' ? 'url' : 'text'}
          label={labels[field]}
          hint={t(`calendars.${field}_hint`)}
          required
          wide
          autoComplete="off"
          maxLength={MAX[field] + 20}
          value={draft[field]}
          error={errorOf(field)}
          onChange={(value) =>
            addition.getState().change({ [field]: value }, field)
          }
        />
      ))}
      <div role="status">{busy ? <p>{t('calendars.adding')}</p> : null}</div>
      <div className="rates-form__actions">
        <button type="submit" aria-disabled={busy || undefined}>
          {t('calendars.add_submit')}
        </button>
      </div>
    </form>
  )
}
