import {
  SERVICE_REQUEST_STATUSES,
  updateRequest,
  type OutputOf,
  type adminRequests,
} from '@resort/core/api'
import { useState, type FormEvent } from 'react'
import { useSiteApi } from '../../api/SiteApiContext'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import {
  fieldErrorText,
  problemOf,
  problemText,
  type AdminProblem,
} from '../adminProblems'
import { formatWhen } from '../list/formatWhen'
import { requestFieldValue } from './requestFieldValue'

type ServiceRequest = OutputOf<typeof adminRequests>['items'][number]
type Status = ServiceRequest['status']

const MAX_NOTE = 2000

/** Who sent a request: the call-back form's name, the booking form's first and last name. */
const guestOf = ({ form, email }: ServiceRequest): string => {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return (
    text(form.name) ||
    `${text(form.firstName)} ${text(form.lastName)}`.trim() ||
    (email ?? '')
  )
}

/**
 * One request: what the guest sent, and a form for its status and the team's note. The answer
 * of a save is announced; the request shows what was saved.
 */
export function RequestItem({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const [saved, setSaved] = useState(request)
  const [status, setStatus] = useState<Status>(request.status)
  const [note, setNote] = useState(request.note ?? '')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<
    { saved: true } | { problem: AdminProblem }
  >()
  const id = `request-${request.id}`
  const noteError =
    outcome && 'problem' in outcome && outcome.problem.fields.note
      ? fieldErrorText(t, outcome.problem.fields.note)
      : note.length > MAX_NOTE
        ? fieldErrorText(t, 'too_long')
        : undefined

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (note.length > MAX_NOTE) {
      document.getElementById(`${id}-note`)?.focus()
      return
    }
    setBusy(true)
    setOutcome(undefined)
    try {
      const answer = await api.call(updateRequest, {
        id: request.id,
        status,
        note,
      })
      setSaved(answer)
      setOutcome({ saved: true })
    } catch (error) {
      setOutcome({ problem: problemOf(error) })
    } finally {
      setBusy(false)
    }
  }

  const title = t(`requests.kinds.${request.kind}`)
  return (
    <li>
      <article className="admin-card" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>
          {title}: {guestOf(request)}
        </h3>
        <p className="admin-muted">
          {t('requests.received', {
            when: formatWhen(request.createdAt, language),
            language: request.language,
          })}{' '}
          ·{' '}
          {t('requests.now', {
            status: t(`requests.statuses.${saved.status}`),
          })}
        </p>
        <dl className="admin-facts">
          {Object.entries(request.form).map(([field, value]) => (
            <div key={field}>
              <dt>{t(`requests.fields.${field}`, { defaultValue: field })}</dt>
              <dd>
                {field === 'propertyId' && request.propertyName
                  ? request.propertyName
                  : requestFieldValue(field, value, { t, language })}
              </dd>
            </div>
          ))}
        </dl>
        <form noValidate onSubmit={(event) => void save(event)}>
          <div className="admin-filters__field">
            <label htmlFor={`${id}-status`}>{t('requests.status')}</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as Status)}
            >
              {SERVICE_REQUEST_STATUSES.map((item) => (
                <option key={item} value={item}>
                  {t(`requests.statuses.${item}`)}
                </option>
              ))}
            </select>
          </div>
          <div
            className={`account-field${noteError ? ' account-field--error' : ''}`}
          >
            <label htmlFor={`${id}-note`}>{t('requests.note')}</label>
            <p id={`${id}-note-hint`} className="account-field__hint">
              {t('requests.note_hint')}
            </p>
            {noteError ? (
              <p id={`${id}-note-error`} className="account-field__error">
                {noteError}
              </p>
            ) : null}
            <textarea
              id={`${id}-note`}
              rows={3}
              value={note}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="account-button"
            aria-disabled={busy || undefined}
          >
            {t('requests.save')}
          </button>
          <div role="status" className="admin-outcome">
            {outcome && 'saved' in outcome ? (
              <p>
                {t('requests.saved', {
                  status: t(`requests.statuses.${saved.status}`),
                })}
              </p>
            ) : null}
          </div>
          <div role="alert" className="admin-problem">
            {outcome && 'problem' in outcome && !outcome.problem.fields.note ? (
              <p>{problemText(t, outcome.problem)}</p>
            ) : null}
          </div>
        </form>
      </article>
    </li>
  )
}
