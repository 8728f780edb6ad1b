import type { FetchLike } from '@resort/core/api'
import { useApiClient } from '../api/useApiClient'
import { SearchWidget, type SearchWidgetProps } from './SearchWidget'

export interface ResortSearchProps extends Omit<SearchWidgetProps, 'api'> {
  /** Origin of the resort's API, such as `https://resort.example`; '' (the default) is the page's own. */
  apiBase?: string
  /** For tests: the fetch the API client uses instead of the global one. */
  fetch?: FetchLike
}

/** The search flow with its own translations and real results, ready to place on any page. */
export function ResortSearch({
  apiBase = '',
  fetch,
  ...props
}: ResortSearchProps) {
  const api = useApiClient(apiBase, fetch)
  return <SearchWidget api={api} {...props} />
}
