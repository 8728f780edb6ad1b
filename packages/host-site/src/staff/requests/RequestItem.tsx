import {
  SERVICE_REQUEST_STATUSES,
  type OutputOf,
  type adminRequests,
} from '@resort/core/api'
import {
  createRequestUpdate,
  type RequestUpdateDraft,
} from '@resort/core/staff'
import { SelectField, TextField } from '@resort/widget/forms'
import { useMemo, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fieldErrorText, problemText } from '../adminProblems'
import { formatWhen } from '../list/formatWhen'
import { requestFieldValue } from './requestFieldValue'

type ServiceRequest = OutputOf<typeof adminRequests>['items'][number]
type Status = RequestUpdateDraft['status']

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
  // The check, the call and its answer are core's (createRequestUpdate); this only renders them.
  const update = useMemo(
    () => createRequestUpdate({ api, request }),
    [api, request],
  )
  const { status, note } = useStore(update, (state) => state.draft)
  const busy = useStore(update, (state) => state.busy)
  const errors = useStore(update, (state) => state.errors)
  const problem = useStore(update, (state) => state.problem)
  const justSaved = useStore(update, (state) => state.justDone)
  // What the server has: the last save's answer, or the request as listed.
  const saved = useStore(update, (state) => state.done) ?? request
  const id = `request-${request.id}`
  const noteError = errors.note ? fieldErrorText(t, errors.note) : undefined

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (await update.getState().save()) return
    if (update.getState().errors.note)
      document.getElementById(`${id}-note`)?.focus()
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
          <SelectField
            id={`${id}-status`}
            label={t('requests.status')}
            value={status}
            onChange={(value) =>
              update.getState().change({ status: value as Status })
            }
          >
            {SERVICE_REQUEST_STATUSES.map((item) => (
              <option key={item} value={item}>
                {t(`requests.statuses.${item}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-note`}
            label={t('requests.note')}
            hint={t('requests.note_hint')}
            rows={3}
            value={note}
            error={noteError}
            onChange={(value) =>
              update.getState().change({ note: value }, 'note')
            }
          />
          <button
            type="submit"
            className="account-button"
            aria-disabled={busy || undefined}
          >
            {t('requests.save')}
          </button>
          <div role="status" className="admin-outcome">
            {justSaved ? (
              <p>
                {t('requests.saved', {
                  status: t(`requests.statuses.${saved.status}`),
                })}
              </p>
            ) : null}
          </div>
          <div role="alert" className="admin-problem">
            {problem ? <p>{problemText(t, problem)}</p> : null}
          </div>
        </form>
      </article>
    </li>
  )
}
