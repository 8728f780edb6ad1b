import { adminBookings } from '@resort/core/api'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { BookingsFilters } from './BookingsFilters'
import { bookingsQueryOf } from './bookingsQuery'
import { BookingsTable } from './BookingsTable'

const FILTERS = ['q', 'propertyId', 'status', 'from', 'to'] as const

/**
 * /{lang}/admin/bookings (issue 14): staff find a booking by number, guest or e-mail, property,
 * status and stay dates; the server sorts and pages, and the address keeps it all.
 */
export function BookingsSection() {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  const query = bookingsQueryOf(params, language)
  useAdminTitle(t('bookings.title'))
  const answer = useEndpoint(adminBookings, query, { version })
  const shown = answerValue(answer)
  // The form starts again from the address when it changes (back, forward).
  const filtersKey = FILTERS.map((name) => params.get(name) ?? '').join('|')
  return (
    <section className="admin-section" aria-labelledby="admin-bookings-title">
      <h2 id="admin-bookings-title">{t('bookings.title')}</h2>
      <BookingsFilters
        key={filtersKey}
        query={query}
        onSearch={(filters) => update({ ...filters, page: undefined })}
      />
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('bookings.found', { count: answer.value.total })
            : undefined
        }
        onRetry={reload}
      />
      {shown && shown.items.length > 0 ? (
        <BookingsTable
          items={shown.items}
          total={shown.total}
          sort={query.sort}
          order={query.order}
          page={shown.page}
          pageSize={shown.pageSize}
          onChange={(change) =>
            update(
              'page' in change
                ? { page: change.page }
                : { sort: change.sort, order: change.order, page: undefined },
            )
          }
        />
      ) : null}
    </section>
  )
}
