import { useLocation } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { SiteSearch } from '../search/SiteSearch'
import { usePageDescription } from '../seo/usePageDescription'

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
