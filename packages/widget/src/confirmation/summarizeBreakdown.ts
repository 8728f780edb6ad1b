import type { BreakdownLine } from '@resort/core/api'

/** A row of a unit's price details: the nights as one row, every other line as it came. */
export type BreakdownRow =
  | { kind: 'night'; nights: number; total: number }
  | {
      kind: Exclude<BreakdownLine['kind'], 'night'>
      label: string | undefined
      quantity: number
      total: number
    }

/** Collapses a unit's night lines into one "N nights" row (first), keeping the other lines in order. */
export function summarizeBreakdown(
  lines: readonly BreakdownLine[],
): BreakdownRow[] {
  const nightLines = lines.filter((line) => line.kind === 'night')
  const rows: BreakdownRow[] = []
  if (nightLines.length > 0)
    rows.push({
      kind: 'night',
      nights: nightLines.reduce((sum, line) => sum + line.quantity, 0),
      total: nightLines.reduce((sum, line) => sum + line.total, 0),
    })
  for (const line of lines) {
    if (line.kind === 'night') continue
    rows.push({
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      total: line.total,
    })
  }
  return rows
}
