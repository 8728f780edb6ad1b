import type { Language } from '@resort/core'
import { loadState, SESSION_KEYS } from '@resort/core/reservation'
import { urlSearchOf, type SavedSearch } from '@resort/core/search'
import type { ResortHostedSearchProps } from '@resort/widget/react'
import type { ComponentType } from 'react'
import { useNavigate } from 'react-router'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { Island, lazyPage } from '../../platform/ssr'
import { searchPageUrl } from './searchPageUrl'

const searchForms = new Map<Language, ComponentType<ResortHostedSearchProps>>()

/**
 * The widget's search form, loaded after the page has shown (issue 15: the home page's
 * JavaScript before interaction stays small), together with its texts in the page's language:
 * the widget renders nothing until they are here, which left the island's place empty on /de
 * and /hr for a moment (issue 33: a layout shift of 0.37). Its placeholder keeps the place.
 */
function searchFormIn(language: Language) {
  let form = searchForms.get(language)
  if (!form) {
    form = lazyPage('src/guests/search/widgetSearch.ts', () =>
      import('./widgetSearch').then(async (widget) => {
        await widget.loadSearchTexts(language)
        return widget.ResortHostedSearch
      }),
    )
    searchForms.set(language, form)
  }
  return form
}

/**
 * The home page's search: it hands a search to the search page's address (issue 33), where its
 * results show; it starts from the guest's last search (rendered only in the browser).
 */
export function SiteSearch() {
  const language = usePageLanguage()
  const navigate = useNavigate()
  const SearchForm = searchFormIn(language)
  return (
    <Island reserve="search">
      {() => {
        const saved = loadState<SavedSearch>(SESSION_KEYS.searchParams)
        const last = typeof saved?.dateFrom === 'string' ? saved : undefined
        return (
          <SearchForm
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
