import { searchProperties, type PropertiesResponse } from '@resort/core/api'
import { SESSION_KEYS, saveState } from '@resort/core/reservation'
import {
  readSearchUrl,
  savedSearchOf,
  urlSearchOf,
  urlSearchRequest,
  type SearchResults,
  type SearchUrlReading,
  type UrlSearch,
} from '@resort/core/search'
import { todayIso } from '@resort/core/stay'
import type { HostedSearch } from '@resort/widget/react'
import { Suspense, use, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  skipToken,
  useEndpoint,
  type ApiAnswer,
} from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { bookingUrl } from '../../platform/routing/paths'
import { lazyPage } from '../../platform/ssr'
import { SearchPager } from './SearchPager'
import { searchPageUrl } from './searchPageUrl'
import { searchTextsFor } from './searchTexts'
import { useSearchHead } from './useSearchHead'
import { ResortHostedSearch } from './widgetSearch'
import { widgetSearchTexts } from './widgetSearchTexts'

// What the site adds to each result (its rooms' link, the favourite button), as on the home page.
const SearchResultExtras = lazyPage(
  'src/members/favourites/SearchResultExtras.tsx',
  () =>
    import('../../members/favourites/SearchResultExtras').then(
      (module) => module.SearchResultExtras,
    ),
)

/** The answer of the data hook as the widget shows results. */
function resultsOf(
  answer: ApiAnswer<PropertiesResponse> | undefined,
): SearchResults {
  if (!answer) return { state: 'idle' }
  if (answer.state === 'done') return { state: 'done', answer: answer.value }
  if (answer.state === 'loading') return { state: 'loading' }
  const { kind } = answer
  return {
    state: 'error',
    kind:
      kind === 'missing_params' || kind === 'rate_limited' ? kind : 'generic',
  }
}

/** The form's values of an address; none for the plain page, which starts from the form's own. */
const formValuesOf = (reading: SearchUrlReading) =>
  reading.state === 'none' ? undefined : reading.values

/**
 * The search kept in the page's address (issue 33): the form starts from it, its results render
 * from it (on the server too, through the data hook), and each search or sort is a new address,
 * so Back, a reload and a shared link show the same search.
 */
export function UrlSearch() {
  const { i18n } = useTranslation()
  use(searchTextsFor(i18n))
  use(widgetSearchTexts(i18n.language))
  const language = usePageLanguage()
  const navigate = useNavigate()
  const { search: query } = useLocation()
  // The first day a stay may start, read once: the server's and the hydrating browser's agree.
  const [today] = useState(todayIso)
  const reading = useMemo(() => readSearchUrl(query, today), [query, today])
  const search = reading.state === 'valid' ? reading.search : undefined
  const answer = useEndpoint(
    searchProperties,
    search ? urlSearchRequest(search, language) : skipToken,
  )
  useSearchHead(reading, language)
  // The last search, for the pages that start from it (a property's prices, the home page).
  useEffect(() => {
    if (search) saveState(SESSION_KEYS.searchParams, savedSearchOf(search))
  }, [search])

  const go = (next: Omit<UrlSearch, 'nights'>) =>
    void navigate(searchPageUrl(language, next))
  const hosted: HostedSearch = {
    initial: formValuesOf(reading),
    checkInitial: reading.state === 'invalid',
    stay: search,
    sort: search?.sort,
    results: resultsOf(search ? answer : undefined),
    onSort: (sort) => {
      if (search) go({ ...search, sort, page: 1 })
    },
  }
  const results = answer.state === 'done' ? answer.value : undefined
  return (
    <>
      <ResortHostedSearch
        lang={language}
        hosted={hosted}
        onSearch={(request, filters) =>
          go(urlSearchOf(request, filters, search?.sort))
        }
        onPropertySelected={(selection) =>
          void navigate(bookingUrl(language, selection))
        }
        renderPropertyLink={(property) => (
          <Suspense>
            <SearchResultExtras {...property} />
          </Suspense>
        )}
      />
      {search && results ? (
        <SearchPager
          page={results.page}
          pages={Math.ceil(results.total / results.pageSize)}
          pageUrl={(page) => searchPageUrl(language, { ...search, page })}
        />
      ) : null}
    </>
  )
}
