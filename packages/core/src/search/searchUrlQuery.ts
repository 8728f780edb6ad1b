// Writing a search into the search page's address (issue 33), apart from reading one
// (searchUrl.ts): the header's search panel and the home page write, only the search page reads.
import type { Language } from '../i18n/languages'
import { childAgesParam } from './childAgesParam'
import type { SavedSearch, SearchFilters, StaySearch } from './searchFlowTypes'
import type { Sort } from './searchQuery'

/** A valid search as the search page's address carries it (issue 33). */
export interface UrlSearch extends StaySearch, SearchFilters {
  sort: Sort
  /** The results page, from 1. */
  page: number
}

/**
 * The query string of a search, without the leading `?`, in a fixed order (issue 33). The
 * default sort and the first page are left out; `canonical` leaves out sort and page altogether.
 */
export function searchUrlQuery(
  search: Omit<UrlSearch, 'nights'>,
  { canonical = false }: { canonical?: boolean } = {},
): string {
  const parts: [string, string | undefined][] = [
    ['dateFrom', search.dateFrom],
    ['dateTo', search.dateTo],
    ['adults', String(search.adults)],
    ['children', String(search.children)],
    [
      'childAges',
      search.childAges?.length ? childAgesParam(search.childAges) : undefined,
    ],
    ['type', search.type],
    ['destination', search.destination || undefined],
    ['regionId', search.regionId],
    ['propertyId', search.propertyId],
    [
      'sort',
      canonical || search.sort === 'recommended' ? undefined : search.sort,
    ],
    ['page', canonical || search.page <= 1 ? undefined : String(search.page)],
  ]
  return parts
    .filter((part): part is [string, string] => part[1] !== undefined)
    .map(
      ([name, value]) =>
        // The ages read as the spec writes them: childAges=4,9.
        `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`,
    )
    .join('&')
}

/** The search a guest submitted, with the form's filters, as the address keeps it (first page). */
export const urlSearchOf = (
  { nights: _nights, ...stay }: StaySearch,
  filters: SearchFilters,
  sort: Sort = 'recommended',
): Omit<UrlSearch, 'nights'> => ({
  ...stay,
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
  sort,
  page: 1,
})

/** What the server is asked for a search's results page. */
export const urlSearchRequest = (search: UrlSearch, lang: Language) => ({
  ...(search.regionId || search.destination
    ? { destination: search.regionId ?? search.destination }
    : {}),
  dateFrom: search.dateFrom,
  dateTo: search.dateTo,
  adults: search.adults,
  children: search.children,
  ...(search.type ? { type: search.type } : {}),
  sort: search.sort,
  ...(search.page > 1 ? { page: search.page } : {}),
  lang,
})

/** A search kept for the next page that asks (SPEC 9 search_params_state): the property page, the home page's search. */
export const savedSearchOf = ({
  nights: _nights,
  page: _page,
  ...search
}: UrlSearch): SavedSearch => search
