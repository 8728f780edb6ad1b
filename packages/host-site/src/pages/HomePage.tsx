import { ResortSearch } from '@resort/widget/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { bookingUrl } from '../routing/bookingPaths'
import { useResortEvent } from '../routing/useResortEvent'

/** The landing page of each language: a welcome and the search. */
export function HomePage() {
  const { t, i18n } = useTranslation('home')
  const navigate = useNavigate()
  const page = useRef<HTMLDivElement>(null)
  useResortEvent(
    page,
    'resort:property-selected',
    (selection) => void navigate(bookingUrl(i18n.language, selection)),
  )
  useEffect(() => {
    document.title = t('document_title')
  }, [t])
  return (
    <div className="home" ref={page}>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
      <ResortSearch lang={i18n.language} />
    </div>
  )
}
