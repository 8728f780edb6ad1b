import {
  createApiClient,
  type ApiClient,
  type FetchLike,
} from '@resort/core/api'
import { useMemo } from 'react'

/** The client of core's endpoint table for an API base ('' is the page's own origin). */
export function useApiClient(apiBase: string, fetch?: FetchLike): ApiClient {
  return useMemo(
    () => createApiClient({ baseUrl: apiBase, fetch }),
    [apiBase, fetch],
  )
}
