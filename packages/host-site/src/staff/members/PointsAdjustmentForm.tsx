import { MAX_POINTS_ADJUSTMENT } from '@resort/core/api'
import type {
  PointsAdjustmentField,
  PointsAdjustmentInput,
} from '@resort/core/loyalty'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import { useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fieldErrorText, problemText } from '../adminProblems'
import { usePointsAdjustmentFlow } from './usePointsAdjustmentFlow'

const FIELDS: readonly PointsAdjustmentField[] = ['points', 'note']

/**
 * Adds (a positive number) or takes (a negative one) earned points with a reason the member
 * reads. The check, the request id and the answer are core's (createPointsAdjustmentFlow); the
 * form keeps only what is typed.
 */
export function PointsAdjustmentForm({
  userId,
  name,
  onAdjusted,
}: {
  userId: string
  name: string
  onAdjusted: () => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const flow = usePointsAdjustmentFlow(userId)
  const errors = useStore(flow, (state) => state.errors)
  const problem = useStore(flow, (state) => state.problem)
  const done = useStore(flow, (state) => state.done)
  const [values, setValues] = useState<PointsAdjustmentInput>({
    points: '',
    note: '',
  })
  // Each failed press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const number = new Intl.NumberFormat(language)
  const change = (field: PointsAdjustmentField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    flow.getState().edit(field)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void flow
      .getState()
      .adjust(values)
      .then((adjusted) => {
        if (adjusted) onAdjusted()
        else setAttempt((count) => count + 1)
      })
  }

  const labels = {
    points: t('members.adjust_points'),
    note: t('members.adjust_note'),
  }
  const fieldError = (field: PointsAdjustmentField) => {
    const code = errors[field]
    return code ? fieldErrorText(t, code, field) : undefined
  }
  return (
    <section className="admin-adjust" aria-labelledby="admin-adjust-title">
      <h4 id="admin-adjust-title">{t('members.adjust_title')}</h4>
      <ErrorSummary
        title={t('account:form.problem')}
        message={problem ? <p>{problemText(t, problem)}</p> : undefined}
        errors={FIELDS.flatMap((field) => {
          const error = fieldError(field)
          return error
            ? [{ id: `adjust-${field}`, label: labels[field], error }]
            : []
        })}
        attempt={attempt}
      />
      <p role="status" className="account-status">
        {done
          ? t('members.adjusted', {
              points: new Intl.NumberFormat(language, {
                signDisplay: 'always',
              }).format(done.points),
              name,
              earned: number.format(done.earned),
            })
          : null}
      </p>
      <form noValidate onSubmit={submit}>
        <TextField
          required="unmarked"
          id="adjust-points"
          label={labels.points}
          hint={t('members.adjust_points_hint', {
            max: number.format(MAX_POINTS_ADJUSTMENT),
          })}
          autoComplete="off"
          value={values.points}
          onChange={change('points')}
          error={fieldError('points')}
        />
        <TextField
          required="unmarked"
          id="adjust-note"
          label={labels.note}
          hint={t('members.adjust_note_hint')}
          autoComplete="off"
          value={values.note}
          onChange={change('note')}
          error={fieldError('note')}
        />
        <button type="submit" className="account-button">
          {t('members.adjust_submit')}
        </button>
      </form>
    </section>
  )
}
