/** A staff table's column headings, numbers' columns aligned as numbers are. */
export function ColumnHeads<Column extends string>({
  columns,
  numbers,
  label,
}: {
  columns: readonly Column[]
  numbers: ReadonlySet<string>
  label: (column: Column) => string
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={numbers.has(column) ? 'admin-number' : undefined}
          >
            {label(column)}
          </th>
        ))}
      </tr>
    </thead>
  )
}
