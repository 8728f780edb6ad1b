import { ResortSearch } from '@resort/widget/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { SearchResultExtras } from '../favourites/SearchResultExtras'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { bookingUrl } from '../routing/bookingPaths'
import { Island } from '../ssr/Island'

/** Search on its own page; choosing a property opens its booking, its link its rooms. */
export function SearchPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  // A search from the header's panel arrives as a new visit: the search starts again from it.
  const { key } = useLocation()
  useDocumentTitle(t('search_title'))
  return (
    <div>
      <h1>{t('search_title')}</h1>
      <Island key={key}>
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
    </div>
  )
}
