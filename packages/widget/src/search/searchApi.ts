import { ApiError } from '@resort/core/api'
import type { PropertiesResponse, SuggestionsResponse } from '@resort/core/api'

/** The sort orders the results offer (the server also knows 'name'). */
export const SORTS = ['recommended', 'price', 'stars'] as const
export type Sort = (typeof SORTS)[number]

/** What one results page asks the server for. */
export interface PropertiesRequest {
  /** Free text, or a region id chosen from the suggestions. */
  destination?: string
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  sort: Sort
  lang: string
}

/** The two search calls the widget makes; each element builds one for its API base. */
export interface SearchApi {
  suggestions(q: string, lang: string): Promise<SuggestionsResponse>
  properties(request: PropertiesRequest): Promise<PropertiesResponse>
}

/** The error messages the widget has, by what went wrong. */
export type SearchErrorKind =
  'missing_params' | 'rate_limited' | 'network' | 'generic'

/** Which message a failed call shows: no response at all is a network failure. */
export function searchErrorKind(error: unknown): SearchErrorKind {
  const { kind, status } = error instanceof ApiError ? error : {}
  if (status === 0) return 'network'
  return kind === 'missing_params' || kind === 'rate_limited' ? kind : 'generic'
}

/** The query string of a properties request; an empty destination is left out. */
export function propertiesQuery({ destination, ...rest }: PropertiesRequest) {
  return destination ? { ...rest, destination } : rest
}
