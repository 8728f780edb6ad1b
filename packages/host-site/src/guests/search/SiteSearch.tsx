import { loadState, SESSION_KEYS } from '@resort/core/reservation'
import { urlSearchOf, type SavedSearch } from '@resort/core/search'
import { useNavigate } from 'react-router'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { Island, lazyPage } from '../../platform/ssr'
import { searchPageUrl } from './searchPageUrl'

// The widget's search form loads after the page has shown (issue 15: the home page's JavaScript
// before interaction stays small); its place keeps its height meanwhile.
const ResortHostedSearch = lazyPage('src/guests/search/widgetSearch.ts', () =>
  import('./widgetSearch').then((widget) => widget.ResortHostedSearch),
)

/**
 * The home page's search: it hands a search to the search page's address (issue 33), where its
 * results show; it starts from the guest's last search (rendered only in the browser).
 */
export function SiteSearch() {
  const language = usePageLanguage()
  const navigate = useNavigate()
  return (
    <Island reserve="search">
      {() => {
        const saved = loadState<SavedSearch>(SESSION_KEYS.searchParams)
        const last = typeof saved?.dateFrom === 'string' ? saved : undefined
        return (
          <ResortHostedSearch
            lang={language}
            hosted={{ initial: last }}
            onSearch={(request, filters) =>
              void navigate(
                searchPageUrl(
                  language,
                  urlSearchOf(request, filters, last?.sort),
                ),
              )
            }
          />
        )
      }}
    </Island>
  )
}
