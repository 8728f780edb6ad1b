import type { Language } from '@resort/core'
import { formatStayDates } from '@resort/core/format'
import type { SearchUrlReading } from '@resort/core/search'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { searchPath } from '../../platform/routing/paths'
import { usePageDescription } from '../../platform/seo/usePageDescription'
import { useServerPage } from '../../platform/ssr'
import { searchPageUrl } from './searchPageUrl'

/**
 * The search page's title and description say what was searched (issue 33). A page with a search
 * in its address is not listed by search engines, and names its search without sort or page as
 * its canonical address; the plain search page stays listed.
 */
export function useSearchHead(
  reading: SearchUrlReading,
  language: Language,
): void {
  const { t } = useTranslation('search')
  const search = reading.state === 'valid' ? reading.search : undefined
  const values = search
    ? {
        dates: formatStayDates(search.dateFrom, search.dateTo, language),
        guests: [
          t('adults', { count: search.adults }),
          ...(search.children > 0
            ? [t('children', { count: search.children })]
            : []),
        ].join(', '),
      }
    : undefined
  useDocumentTitle(
    values ? t('title_searched', values) : t('search_title', { ns: 'common' }),
  )
  usePageDescription(values ? 'search_results' : 'search', values)
  const server = useServerPage()
  if (server && reading.state !== 'none')
    server.say({
      noindex: true,
      canonical: search
        ? searchPageUrl(language, search, { canonical: true })
        : searchPath(language),
    })
}
