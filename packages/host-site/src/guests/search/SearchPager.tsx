import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'

/** Links to the results' previous and next pages, when there is more than one (issue 33). */
export function SearchPager({
  page,
  pages,
  pageUrl,
}: {
  page: number
  pages: number
  pageUrl: (page: number) => string
}) {
  const { t } = useTranslation('search')
  if (pages <= 1) return null
  return (
    <nav aria-label={t('pages_label')} className="search-pager">
      {page > 1 ? (
        <Link to={pageUrl(page - 1)} rel="prev">
          {t('page_previous')}
        </Link>
      ) : null}
      <span>{t('page_of', { page, pages })}</span>
      {page < pages ? (
        <Link to={pageUrl(page + 1)} rel="next">
          {t('page_next')}
        </Link>
      ) : null}
    </nav>
  )
}
