import type { FilterField } from './listScreen'

/** A select filter's fixed choices, each with its text `{prefix}.{value}`. */
export const choices =
  (
    values: readonly string[],
    prefix: string,
  ): Extract<FilterField, { kind: 'select' }>['useOptions'] =>
  (t) =>
    values.map((value) => ({ value, text: t(`${prefix}.${value}`) }))
