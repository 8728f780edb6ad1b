import { ResortSearch } from '@resort/widget/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SearchResultExtras } from '../favourites/SearchResultExtras'
import { FeaturedProperties } from '../home/FeaturedProperties'
import { ResponsivePicture } from '../images/ResponsivePicture'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { bookingUrl } from '../routing/bookingPaths'
import { usePageDescription } from '../seo/usePageDescription'
import { Island } from '../ssr/Island'
import '../styles/home.css'

/** The landing page of each language: a welcome over a picture, the search, featured properties. */
export function HomePage() {
  const { t, i18n } = useTranslation('home')
  const navigate = useNavigate()
  useDocumentTitle(t('document_title'), { branded: false })
  usePageDescription('home')
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <ResponsivePicture
          src="/media/site/home/1.svg"
          alt=""
          sizes="(min-width: 64rem) 64rem, 100vw"
          priority
          className="home-hero__picture"
        />
        <div className="home-hero__panel">
          <h1 id="home-title">{t('title')}</h1>
          <p>{t('intro')}</p>
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
      </section>
      <FeaturedProperties />
    </div>
  )
}
