import { ResortSearch } from '@resort/widget/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SearchResultExtras } from '../favourites/SearchResultExtras'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { bookingUrl } from '../routing/bookingPaths'
import { usePageDescription } from '../seo/usePageDescription'
import { Island } from '../ssr/Island'

/** The landing page of each language: a welcome and the search. */
export function HomePage() {
  const { t, i18n } = useTranslation('home')
  const navigate = useNavigate()
  useDocumentTitle(t('document_title'), { branded: false })
  usePageDescription('home')
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
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
