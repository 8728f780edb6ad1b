import { ApiError, type PropertyType } from '../api'
import type { Language } from '../i18n/languages'

/** The sort orders the results offer (the server also knows 'name'). */
export const SORTS = ['recommended', 'price', 'stars'] as const
export type Sort = (typeof SORTS)[number]

/** The property types a search can be narrowed to. */
export const PROPERTY_TYPES = [
  'hotel',
  'villa',
  'apartment',
] as const satisfies readonly PropertyType[]
export type { PropertyType }

/** What one results page asks the server for. */
export interface PropertiesRequest {
  /** Free text, or a region id chosen from the suggestions. */
  destination?: string
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  /** Only properties of this type; all types when left out. */
  type?: PropertyType
  sort: Sort
  lang: Language
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

/** The query string of a properties request; an empty destination and no type are left out. */
export function propertiesQuery({
  destination,
  type,
  ...rest
}: PropertiesRequest) {
  return {
    ...rest,
    ...(destination ? { destination } : {}),
    ...(type ? { type } : {}),
  }
}
