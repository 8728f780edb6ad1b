import {
  adjustMemberPoints,
  MAX_POINTS_ADJUSTMENT,
  pointsAdjustmentRequestSchema,
} from '@resort/core/api'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorSummary } from '../../account/form/ErrorSummary'
import { fieldErrorsOf, type FieldErrors } from '../../account/form/fieldErrors'
import { TextField } from '../../account/form/TextField'
import { useAccountForm } from '../../account/form/useAccountForm'
import { useSiteApi } from '../../api/SiteApiContext'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import {
  fieldErrorText,
  problemOf,
  problemText,
  type AdminProblem,
} from '../adminProblems'

const FIELDS = ['points', 'note'] as const
const WHOLE_NUMBER = /^[+-]?\d+$/

/** What the staff member typed, as the adjustment call takes it; errors at their fields. */
function adjustmentOf(values: { points: string; note: string }) {
  const text = values.points.trim().replace(/^\+/, '')
  const errors: FieldErrors =
    text !== '' && !WHOLE_NUMBER.test(text) ? { points: 'whole_number' } : {}
  return { points: text === '' ? undefined : Number(text), errors }
}

/**
 * Adds (a positive number) or takes (a negative one) earned points with a reason the member
 * reads. The form's request id is made once, so a second press or a retry after a lost answer
 * changes nothing more; a new one comes when a field is changed after an adjustment is done.
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
  const api = useSiteApi()
  const form = useAccountForm({ points: '', note: '' })
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  // A ref, not state: a second press in the same moment must see the first one under way.
  const busy = useRef(false)
  const [problem, setProblem] = useState<AdminProblem>()
  const [done, setDone] = useState<{ points: number; earned: number }>()
  const number = new Intl.NumberFormat(language)
  // After an adjustment, its values stay (sent again, they change nothing more); changing one
  // starts the next adjustment, with a new request id.
  const change = (field: (typeof FIELDS)[number]) => (value: string) => {
    if (done) {
      setDone(undefined)
      setRequestId(crypto.randomUUID())
    }
    form.change(field)(value)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    setProblem(undefined)
    const { points, errors: own } = adjustmentOf(form.values)
    const input = {
      requestId,
      userId,
      points: points as number,
      note: form.values.note,
    }
    const errors = {
      ...fieldErrorsOf(pointsAdjustmentRequestSchema, input),
      ...own,
    }
    if (Object.keys(errors).length > 0) return form.failed(errors)
    busy.current = true
    try {
      const answer = await api.call(adjustMemberPoints, {
        ...input,
        note: input.note.trim(),
      })
      setDone({ points: input.points, earned: answer.earned })
      onAdjusted()
    } catch (error) {
      const found = problemOf(error)
      const fields = Object.fromEntries(
        Object.entries(found.fields).filter(([field]) =>
          (FIELDS as readonly string[]).includes(field),
        ),
      )
      if (Object.keys(fields).length === 0) setProblem(found)
      form.failed(fields)
    } finally {
      busy.current = false
    }
  }

  const labels = {
    points: t('members.adjust_points'),
    note: t('members.adjust_note'),
  }
  const fieldError = (field: (typeof FIELDS)[number]) =>
    form.errors[field] ? fieldErrorText(t, form.errors[field]) : undefined
  return (
    <section className="admin-adjust" aria-labelledby="admin-adjust-title">
      <h4 id="admin-adjust-title">{t('members.adjust_title')}</h4>
      <ErrorSummary
        message={problem ? <p>{problemText(t, problem)}</p> : undefined}
        errors={FIELDS.flatMap((field) => {
          const error = fieldError(field)
          return error
            ? [{ id: `adjust-${field}`, label: labels[field], error }]
            : []
        })}
        attempt={form.attempt}
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
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="adjust-points"
          label={labels.points}
          hint={t('members.adjust_points_hint', {
            max: number.format(MAX_POINTS_ADJUSTMENT),
          })}
          autoComplete="off"
          value={form.values.points}
          onChange={change('points')}
          error={fieldError('points')}
        />
        <TextField
          id="adjust-note"
          label={labels.note}
          hint={t('members.adjust_note_hint')}
          autoComplete="off"
          value={form.values.note}
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
