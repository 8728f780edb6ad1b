import { adminOutbox } from '@resort/core/api'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { ListStatus } from '../list/ListStatus'
import { Pager } from '../list/Pager'
import { useReload } from '../list/useReload'
import { pageFrom, useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { deliveryOf } from './delivery'
import { OutboxMail } from './OutboxMail'

const PAGE_SIZE = 25

/**
 * /{lang}/admin/outbox (issue 14): the mails sent, newest first, found by part of the address
 * or subject; one opened (`mail` in the address) reads as it was sent, and can be sent again.
 */
export function OutboxSection() {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('outbox.title'))
  const q = params.get('q')?.trim() || undefined
  const mailId = params.get('mail') ?? undefined
  const query = {
    ...(q ? { q } : {}),
    page: pageFrom(params),
    pageSize: PAGE_SIZE,
  }
  const answer = useEndpoint(adminOutbox, query, { version })
  const shown = answerValue(answer)
  const mailHref = (id: string) => {
    const next = new URLSearchParams(params)
    next.set('mail', id)
    return `?${next.toString()}`
  }
  return (
    <section className="admin-section" aria-labelledby="admin-outbox-title">
      <h2 id="admin-outbox-title">{t('outbox.title')}</h2>
      <OutboxSearch
        key={q ?? ''}
        q={q ?? ''}
        onSearch={(text) =>
          update({ q: text, page: undefined, mail: undefined })
        }
      />
      {mailId ? (
        <OutboxMail
          key={mailId}
          id={mailId}
          onResent={reload}
          onClose={() => update({ mail: undefined })}
        />
      ) : null}
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('outbox.found', { count: answer.value.total })
            : undefined
        }
        onRetry={reload}
      />
      {shown && shown.items.length > 0 ? (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>{t('outbox.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('outbox.columns.subject')}</th>
                  <th scope="col">{t('outbox.columns.to')}</th>
                  <th scope="col">{t('outbox.columns.created')}</th>
                  <th scope="col">{t('outbox.columns.delivery')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((mail) => (
                  <tr
                    key={mail.id}
                    aria-current={mail.id === mailId ? 'true' : undefined}
                  >
                    <td>
                      <Link to={mailHref(mail.id)}>{mail.subject}</Link>
                    </td>
                    <td>{mail.to}</td>
                    <td>{formatWhen(mail.createdAt, language)}</td>
                    <td>{t(`outbox.delivery.${deliveryOf(mail)}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('outbox.pages')}
            page={shown.page}
            pageCount={Math.ceil(shown.total / shown.pageSize)}
            onPage={(page) => update({ page })}
          />
        </>
      ) : null}
    </section>
  )
}

function OutboxSearch({
  q,
  onSearch,
}: {
  q: string
  onSearch: (q: string) => void
}) {
  const { t } = useTranslation('admin')
  const [text, setText] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('outbox.search_label')}
      onSubmit={submit}
    >
      <div className="admin-filters__field admin-filters__field--wide">
        <label htmlFor="outbox-q">{t('outbox.q')}</label>
        <input
          id="outbox-q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="account-button">
          {t('outbox.search')}
        </button>
      </div>
    </form>
  )
}
