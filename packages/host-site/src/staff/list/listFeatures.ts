import {
  type CellData,
  type RowData,
  type TableFeatures,
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'

// The server sorts, filters and pages (manual mode); the table keeps columns and headers.
export const listFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
})

/** The column helper of a list screen's items. */
export const listColumns = <Item extends RowData>() =>
  createColumnHelper<typeof listFeatures, Item>()

declare module '@tanstack/react-table' {
  // A column's class, on its header and its cells (e.g. numbers aligned right). The merged
  // declaration must repeat the library's type parameters, used or not.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    className?: string
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
