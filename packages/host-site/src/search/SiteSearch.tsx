import { useNavigate } from 'react-router'
import { SearchResultExtras } from '../favourites/SearchResultExtras'
import { useTranslation } from '../i18n/translation'
import { bookingUrl } from '../routing/paths'
import { Island, lazyPage } from '../ssr'

// The widget's search flow loads after the page has shown (issue 15: the home page's JavaScript
// before interaction stays small); its place keeps its height meanwhile.
const ResortSearch = lazyPage('src/search/widgetSearch.ts', () =>
  import('./widgetSearch').then((widget) => widget.ResortSearch),
)

/** The search on the site: choosing a property opens its booking, its link its rooms. */
export function SiteSearch() {
  const { i18n } = useTranslation()
  const navigate = useNavigate()
  return (
    <Island reserve="search">
      {() => (
        <ResortSearch
          lang={i18n.language}
          onPropertySelected={(selection) =>
            void navigate(bookingUrl(i18n.language, selection))
          }
          renderPropertyLink={(property) => (
            <SearchResultExtras {...property} />
          )}
        />
      )}
    </Island>
  )
}
