import type { Endpoint } from '@resort/core/api'
import type { Language } from '@resort/core/i18n'
import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { TFunction } from '../../platform/i18n/translation'
import type { listFeatures } from './listFeatures'

/** What a list row answers: its items and, when it pages, where this page stands. */
interface ListAnswer<Item> {
  readonly items: readonly Item[]
  readonly total?: number
  readonly page?: number
  readonly pageSize?: number
}

/** A choice of a select filter: the value the address keeps, and its text. */
interface FilterOption {
  value: string
  text: string
}

/**
 * A filter of the list. Its label is the text `{texts}.{label ?? name}`; a search field's hint,
 * where it has one, `{texts}.{name}_hint`; a select's "any" choice `{texts}.any_{label ?? name}`.
 */
export type FilterField =
  | {
      kind: 'search'
      name: string
      hint?: boolean
      /** The list asks nothing without it (members: a search, never the whole club). */
      required?: boolean
    }
  | { kind: 'date'; name: string }
  | {
      kind: 'select'
      name: string
      label?: string
      /** Whether "any" is a choice (else the query gives the default). */
      any?: boolean
      /** The choices; a hook, so that a list of properties can come from the server. */
      useOptions: (t: TFunction, language: Language) => readonly FilterOption[]
    }

/** What a cell or a card is given beyond its item. */
export interface ListContext {
  t: TFunction
  language: Language
  /** The address that opens an item beside the list (the screen's `opens`), keeping the search. */
  openHref: (id: string) => string
  /** Loads the list again (after an item changed). */
  reload: () => void
}

export type ListColumns<Item extends RowData> = ColumnDef<
  typeof listFeatures,
  Item,
  // Each column has a value type of its own: the list takes them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>[]

/**
 * An admin list screen, declared once: the row it reads, the search the address holds, its
 * filters, and its items as a table (TanStack Table columns) or as cards. `ListSection` renders
 * every one the same way: title, filters, what is opened, status, items and pages.
 */
export interface ListScreen<Input, Item extends RowData> {
  /** The text namespace's prefix in `admin`: `{texts}.title`, `.found`, `.caption`, `.pages`... */
  texts: string
  endpoint: Endpoint<Input, ListAnswer<Item>>
  /** The call's input from the address; undefined asks nothing yet. */
  query: (params: URLSearchParams, language: Language) => Input | undefined
  filters: {
    /** A search is sent with its button; choices apply at once. */
    applies: 'on_submit' | 'at_once'
    fields: readonly FilterField[]
    /** A check across fields before a search goes out: the field to show it at, and the text key. */
    check?: (
      values: Readonly<Record<string, string>>,
    ) => { field: string; error: string } | undefined
  }
  itemId: (item: Item) => string
  /** An item opened beside the list by its id in the address (`mail`, `member`). */
  opens?: {
    param: string
    render: (
      id: string,
      list: { items: readonly Item[] | undefined; close: () => void },
      context: ListContext,
    ) => ReactNode
  }
  /** A table's columns; sortable ones sort on the server through the `sort` and `order` params. */
  columns?: (context: ListContext) => ListColumns<Item>
  /** The sort the query gives when the address names none. */
  sorted?: (query: Input) => { id: string; order: 'asc' | 'desc' }
  /** A card per item (an `<li>`), for items with more to them than a row. */
  card?: (item: Item, context: ListContext) => ReactNode
  /** A line above the filters (`{texts}.intro`). */
  intro?: boolean
  /** What its items' actions did, in a line above the list that outlives the item (a review published). */
  status?: () => ReactNode
}
