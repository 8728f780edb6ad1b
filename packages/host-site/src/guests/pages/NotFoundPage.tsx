import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { homePath } from '../../platform/routing/paths'
import { usePageStatus } from '../../platform/ssr'

/** Shown for any path under a language that no page answers. */
export function NotFoundPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('not_found_title'))
  usePageStatus(404)
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <Link to={homePath(i18n.language)}>{t('back_home')}</Link>
    </section>
  )
}
