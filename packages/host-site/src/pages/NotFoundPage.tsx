import { Link } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { homePath } from '../routing/paths'
import { usePageStatus } from '../ssr'

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
