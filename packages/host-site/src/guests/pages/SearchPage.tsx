import { useLocation } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { usePageDescription } from '../../platform/seo/usePageDescription'
import { SiteSearch } from '../search/SiteSearch'

/** Search on its own page; choosing a property opens its booking, its link its rooms. */
export function SearchPage() {
  const { t } = useTranslation()
  // A search from the header's panel arrives as a new visit: the search starts again from it.
  const { key } = useLocation()
  useDocumentTitle(t('search_title'))
  usePageDescription('search')
  return (
    <div>
      <h1>{t('search_title')}</h1>
      <SiteSearch key={key} />
    </div>
  )
}
