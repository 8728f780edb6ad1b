import { ResortSearch } from '@resort/widget/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The landing page of each language: a welcome and the search. */
export function HomePage() {
  const { t, i18n } = useTranslation('home')
  useEffect(() => {
    document.title = t('document_title')
  }, [t])
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
      <ResortSearch lang={i18n.language} />
    </div>
  )
}
