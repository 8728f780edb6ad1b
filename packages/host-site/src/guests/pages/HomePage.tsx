import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { usePageDescription } from '../../platform/seo/usePageDescription'
import { StaticPart } from '../../platform/ssr'
import { FeaturedProperties } from '../home/FeaturedProperties'
import { SiteSearch } from '../search/SiteSearch'
import '../../platform/styles/home.css'

/** The landing page of each language: a welcome over a picture, the search, featured properties. */
export function HomePage() {
  const { t } = useTranslation('home')
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
          <SiteSearch />
        </div>
      </section>
      <StaticPart id="home-featured">
        <FeaturedProperties />
      </StaticPart>
    </div>
  )
}
