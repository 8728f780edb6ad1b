import {
  useTable,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useTranslation } from '../../platform/i18n/translation'
import { listFeatures } from './listFeatures'
import type { ListColumns } from './listScreen'

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

export type Sort = { id: string; order: 'asc' | 'desc' }

const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater

/**
 * One page of a list as a table: where it sorts, the sortable column headers are buttons that
 * ask the server for that sort (aria-sort on the sorted one), and the caption says the order.
 */
export function ListTable<Item extends RowData>({
  texts,
  items,
  columns,
  itemId,
  openedId,
  sort,
  onSort,
}: {
  texts: string
  items: readonly Item[]
  columns: ListColumns<Item>
  itemId: (item: Item) => string
  openedId: string | undefined
  sort: Sort | undefined
  onSort: (sort: Sort) => void
}) {
  const { t } = useTranslation('admin')
  const sorting: SortingState = sort
    ? [{ id: sort.id, desc: sort.order === 'desc' }]
    : []
  // One page, as the server answered it.
  const pagination: PaginationState = {
    pageIndex: 0,
    pageSize: Math.max(items.length, 1),
  }
  const table = useTable({
    features: listFeatures,
    columns,
    data: items as Item[],
    getRowId: itemId,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSorting: sort !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting)
      if (next) onSort({ id: next.id, order: next.desc ? 'desc' : 'asc' })
    },
  })
  const sortedHeader = sort && table.getColumn(sort.id)?.columnDef.header
  return (
    <div className="admin-table-wrap">
      <table className={`admin-table admin-table--${texts}`}>
        <caption>
          {sort
            ? t(`${texts}.caption`, {
                column: typeof sortedHeader === 'string' ? sortedHeader : '',
                order: t(`list.order_${sort.order}`),
              })
            : t(`${texts}.caption`)}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const { className } = header.column.columnDef.meta ?? {}
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={className}
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
            <tr
              key={row.id}
              aria-current={row.id === openedId ? 'true' : undefined}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cell.column.columnDef.meta?.className}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
