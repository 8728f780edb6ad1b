import { auditLog } from '@resort/core/api'
import { useState, type FormEvent } from 'react'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { ListStatus } from '../list/ListStatus'
import { Pager } from '../list/Pager'
import { useReload } from '../list/useReload'
import { oneOf, pageFrom, useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { AuditChange } from './AuditChange'

// The kinds of thing admin changes touch.
const ENTITIES = [
  'booking',
  'property',
  'rate_plan',
  'request',
  'mail',
  'member',
  'newsletter',
  'content_page',
  'content_entry',
  'review',
  'admin_account',
] as const
const PAGE_SIZE = 25

/**
 * /{lang}/admin/audit-log (issue 14): every admin change, newest first, with who, when, and
 * what changed as staff would say it (issue 31); found by an admin's address, an action or an id.
 */
export function AuditLogSection() {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('audit.title'))
  const q = params.get('q')?.trim() || undefined
  const entity = oneOf(params, 'entity', ENTITIES)
  const query = {
    ...(q ? { q } : {}),
    ...(entity ? { entity } : {}),
    page: pageFrom(params),
    pageSize: PAGE_SIZE,
  }
  const answer = useEndpoint(auditLog, query, { version })
  const shown = answerValue(answer)
  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">{t('audit.title')}</h2>
      <AuditSearch
        key={`${q ?? ''}|${entity ?? ''}`}
        q={q ?? ''}
        entity={entity ?? ''}
        onSearch={(filters) => update({ ...filters, page: undefined })}
      />
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('audit.found', { count: answer.value.total })
            : undefined
        }
        onRetry={reload}
      />
      {shown && shown.items.length > 0 ? (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--audit">
              <caption>{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.columns.when')}</th>
                  <th scope="col">{t('audit.columns.who')}</th>
                  <th scope="col">{t('audit.columns.what')}</th>
                  <th scope="col">{t('audit.columns.details')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatWhen(entry.at, language)}</td>
                    <td>{entry.adminEmail}</td>
                    <AuditChange entry={entry} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('audit.pages')}
            page={shown.page}
            pageCount={Math.ceil(shown.total / shown.pageSize)}
            onPage={(page) => update({ page })}
          />
        </>
      ) : null}
    </section>
  )
}

function AuditSearch({
  q,
  entity,
  onSearch,
}: {
  q: string
  entity: string
  onSearch: (filters: { q: string; entity: string }) => void
}) {
  const { t } = useTranslation('admin')
  const [filters, setFilters] = useState({ q, entity })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ q: filters.q.trim(), entity: filters.entity })
  }
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('audit.search_label')}
      onSubmit={submit}
    >
      <div className="admin-filters__field admin-filters__field--wide">
        <label htmlFor="audit-q">{t('audit.q')}</label>
        <input
          id="audit-q"
          type="search"
          aria-describedby="audit-q-hint"
          value={filters.q}
          onChange={(event) =>
            setFilters((previous) => ({ ...previous, q: event.target.value }))
          }
        />
        <p id="audit-q-hint" className="admin-hint">
          {t('audit.q_hint')}
        </p>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="audit-entity">{t('audit.entity')}</label>
        <select
          id="audit-entity"
          value={filters.entity}
          onChange={(event) =>
            setFilters((previous) => ({
              ...previous,
              entity: event.target.value,
            }))
          }
        >
          <option value="">{t('audit.any_entity')}</option>
          {ENTITIES.map((item) => (
            <option key={item} value={item}>
              {t(`audit.entities.${item}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="account-button">
          {t('audit.search')}
        </button>
      </div>
    </form>
  )
}
