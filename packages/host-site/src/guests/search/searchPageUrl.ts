import type { Language } from '@resort/core'
import { searchUrlQuery, type UrlSearch } from '@resort/core/search'
import { searchPath } from '../../platform/routing/paths'

/** The search page's address with a search in it (issue 33); `canonical` leaves sort and page out. */
export const searchPageUrl = (
  lang: Language,
  search: Omit<UrlSearch, 'nights'>,
  options: { canonical?: boolean } = {},
): string => `${searchPath(lang)}?${searchUrlQuery(search, options)}`
