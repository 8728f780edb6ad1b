import { ResortSearch } from '@resort/widget/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SearchResultLinks } from '../accommodation/SearchResultLinks'
import { bookingUrl } from '../routing/bookingPaths'
import { useResortEvent } from '../routing/useResortEvent'

/** Search on its own page; choosing a property opens its booking. */
export function SearchPage({
  headingKey = 'search_title',
}: {
  headingKey?: string
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const container = useRef<HTMLDivElement>(null)
  useResortEvent(
    container,
    'resort:property-selected',
    (selection) => void navigate(bookingUrl(i18n.language, selection)),
  )
  useEffect(() => {
    document.title = `${t(headingKey)} – ${t('brand')}`
  }, [t, headingKey])
  return (
    <div ref={container}>
      <h1>{t(headingKey)}</h1>
      <ResortSearch lang={i18n.language} />
      <SearchResultLinks container={container} />
    </div>
  )
}
