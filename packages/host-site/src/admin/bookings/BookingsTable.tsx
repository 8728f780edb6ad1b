import type {
  AdminBookingSort,
  OutputOf,
  adminBookings,
} from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { adminPath } from '../../routing/paths'
import { formatWhen } from '../list/formatWhen'
import { Pager } from '../list/Pager'

type BookingLine = OutputOf<typeof adminBookings>['items'][number]

// The server sorts, filters and pages (manual mode); the table keeps columns and headers.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature })
const column = createColumnHelper<typeof features, BookingLine>()

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const
const SORTABLE: readonly string[] = [
  'created',
  'checkIn',
  'guest',
  'total',
] satisfies readonly AdminBookingSort[]

/** What a table change asks of the search: a sort, or a page. */
export type BookingsChange =
  { sort: AdminBookingSort; order: 'asc' | 'desc' } | { page: number }

const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater

/**
 * One page of the bookings found, as a table whose column headers are buttons that sort on the
 * server (aria-sort on the sorted one), with the page controls below.
 */
export function BookingsTable({
  items,
  total,
  sort,
  order,
  page,
  pageSize,
  onChange,
}: {
  items: readonly BookingLine[]
  total: number
  sort: AdminBookingSort
  order: 'asc' | 'desc'
  page: number
  pageSize: number
  onChange: (change: BookingsChange) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('bookingId', {
          header: t('bookings.columns.number'),
          enableSorting: false,
          cell: ({ getValue }) => (
            <Link to={`${adminPath(language, 'bookings')}/${getValue()}`}>
              {getValue()}
            </Link>
          ),
        }),
        column.accessor('guestName', {
          id: 'guest',
          header: t('bookings.columns.guest'),
          cell: ({ row }) => (
            <>
              {row.original.guestName}
              <br />
              <span className="admin-muted">{row.original.email}</span>
            </>
          ),
        }),
        column.accessor('propertyName', {
          header: t('bookings.columns.property'),
          enableSorting: false,
        }),
        column.accessor('checkIn', {
          header: t('bookings.columns.stay'),
          cell: ({ row }) =>
            formatStayDates(
              row.original.checkIn,
              row.original.checkOut,
              language,
            ),
        }),
        column.accessor('status', {
          header: t('bookings.columns.status'),
          enableSorting: false,
          cell: ({ getValue }) => t(`bookings.statuses.${getValue()}`),
        }),
        column.accessor('totalPrice', {
          id: 'total',
          header: t('bookings.columns.total'),
          sortDescFirst: true,
          cell: ({ row }) =>
            formatPrice(
              row.original.totalPrice,
              row.original.currency,
              language,
            ),
        }),
        column.accessor('createdAt', {
          id: 'created',
          header: t('bookings.columns.created'),
          sortDescFirst: true,
          cell: ({ getValue }) => formatWhen(getValue(), language),
        }),
      ]),
    [t, language],
  )
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }]
  const pagination: PaginationState = { pageIndex: page - 1, pageSize }
  const table = useTable({
    features,
    columns,
    data: items as BookingLine[],
    getRowId: (row) => row.bookingId,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: total,
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting)
      if (next && SORTABLE.includes(next.id))
        onChange({
          sort: next.id as AdminBookingSort,
          order: next.desc ? 'desc' : 'asc',
        })
    },
    onPaginationChange: (updater) =>
      onChange({ page: resolve(updater, pagination).pageIndex + 1 }),
  })
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>
            {t('bookings.caption', {
              column: t(`bookings.columns.${sortColumnKey(sort)}`),
              order: t(`list.order_${order}`),
            })}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="admin-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="admin-sort__mark">
                            {sorted === 'asc'
                              ? '▲'
                              : sorted === 'desc'
                                ? '▼'
                                : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('bookings.pages')}
        page={page}
        pageCount={table.getPageCount()}
        onPage={(next) => table.setPageIndex(next - 1)}
      />
    </>
  )
}

const sortColumnKey = (sort: AdminBookingSort) =>
  sort === 'checkIn' ? 'stay' : sort
