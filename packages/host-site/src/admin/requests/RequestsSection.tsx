import { adminRequests, SERVICE_REQUEST_STATUSES } from '@resort/core/api'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { ListStatus } from '../list/ListStatus'
import { Pager } from '../list/Pager'
import { useReload } from '../list/useReload'
import { oneOf, pageFrom, useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { RequestItem } from './RequestItem'

const KINDS = ['booking', 'callback'] as const
const PAGE_SIZE = 20

/**
 * /{lang}/admin/requests (issue 14): the guests' booking and call-back requests, newest first,
 * by status and kind; each one's status and the team's note are changed in place.
 */
export function RequestsSection() {
  const { t } = useTranslation('admin')
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('requests.title'))
  const status = oneOf(params, 'status', SERVICE_REQUEST_STATUSES)
  const kind = oneOf(params, 'kind', KINDS)
  const query = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    page: pageFrom(params),
    pageSize: PAGE_SIZE,
  }
  const answer = useEndpoint(adminRequests, query, { version })
  const shown = answerValue(answer)
  return (
    <section className="admin-section" aria-labelledby="admin-requests-title">
      <h2 id="admin-requests-title">{t('requests.title')}</h2>
      {/* A choice applies at once: the list follows the address. */}
      <div
        className="admin-filters"
        role="group"
        aria-label={t('requests.filter_label')}
      >
        <div className="admin-filters__field">
          <label htmlFor="requests-status">{t('requests.status')}</label>
          <select
            id="requests-status"
            value={status ?? ''}
            onChange={(event) =>
              update({ status: event.target.value, page: undefined })
            }
          >
            <option value="">{t('requests.any_status')}</option>
            {SERVICE_REQUEST_STATUSES.map((item) => (
              <option key={item} value={item}>
                {t(`requests.statuses.${item}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__field">
          <label htmlFor="requests-kind">{t('requests.kind')}</label>
          <select
            id="requests-kind"
            value={kind ?? ''}
            onChange={(event) =>
              update({ kind: event.target.value, page: undefined })
            }
          >
            <option value="">{t('requests.any_kind')}</option>
            {KINDS.map((item) => (
              <option key={item} value={item}>
                {t(`requests.kinds.${item}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('requests.found', { count: answer.value.total })
            : undefined
        }
        onRetry={reload}
      />
      {shown && shown.items.length > 0 ? (
        <>
          <ul className="admin-cards">
            {shown.items.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
          <Pager
            label={t('requests.pages')}
            page={shown.page}
            pageCount={Math.ceil(shown.total / shown.pageSize)}
            onPage={(page) => update({ page })}
          />
        </>
      ) : null}
    </section>
  )
}
