import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { SiteSearch } from '../search/SiteSearch'
import { usePageDescription } from '../seo/usePageDescription'

/** The landing page of each language: a welcome and the search. */
export function HomePage() {
  const { t } = useTranslation('home')
  useDocumentTitle(t('document_title'), { branded: false })
  usePageDescription('home')
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
      <SiteSearch />
    </div>
  )
}
