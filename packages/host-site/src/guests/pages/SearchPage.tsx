import { useTranslation } from '../../platform/i18n/translation'
import { lazyPage } from '../../platform/ssr'

// The search and its results load with the page, not with the site (issue 15: the home page's
// JavaScript); the server renders them in place (issue 33).
const UrlSearch = lazyPage('src/guests/search/UrlSearch.tsx', () =>
  import('../search/UrlSearch').then((module) => module.UrlSearch),
)

/** Search on its own page, kept in its address; choosing a property opens its booking, its link its rooms. */
export function SearchPage() {
  const { t } = useTranslation()
  return (
    <div>
      <h1>{t('search_title')}</h1>
      <UrlSearch />
    </div>
  )
}
