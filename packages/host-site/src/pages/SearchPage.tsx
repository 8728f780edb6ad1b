import { ResortSearch } from '@resort/widget/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SearchResultExtras } from '../favourites/SearchResultExtras'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { bookingUrl } from '../routing/bookingPaths'
import { usePageDescription } from '../seo/usePageDescription'
import { Island } from '../ssr/Island'

/** Search on its own page; choosing a property opens its booking, its link its rooms. */
export function SearchPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  useDocumentTitle(t('search_title'))
  usePageDescription('search')
  return (
    <div>
      <h1>{t('search_title')}</h1>
      <Island>
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
