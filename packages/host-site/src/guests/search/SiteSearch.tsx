import { Suspense } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { bookingUrl } from '../../platform/routing/paths'
import { Island, lazyPage } from '../../platform/ssr'

// The widget's search flow loads after the page has shown (issue 15: the home page's JavaScript
// before interaction stays small); its place keeps its height meanwhile.
const ResortSearch = lazyPage('src/guests/search/widgetSearch.ts', () =>
  import('./widgetSearch').then((widget) => widget.ResortSearch),
)

// What the site adds to each result (its rooms' link, the favourite button) loads with the first
// results, once the guest has searched: the home page does not carry the favourites' code.
const SearchResultExtras = lazyPage(
  'src/members/favourites/SearchResultExtras.tsx',
  () =>
    import('../../members/favourites/SearchResultExtras').then(
      (module) => module.SearchResultExtras,
    ),
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
            <Suspense>
              <SearchResultExtras {...property} />
            </Suspense>
          )}
        />
      )}
    </Island>
  )
}
