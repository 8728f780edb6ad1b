import type { ErrorKind } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { usePageStatus } from '../../platform/ssr'
import { NotFoundPage } from '../pages/NotFoundPage'

/** A gallery or unit page that could not be shown: the site's 404 for an unknown one. */
export function GalleryError({ kind }: { kind: ErrorKind }) {
  if (kind === 'not_found') return <NotFoundPage />
  return <LoadError />
}

function LoadError() {
  const { t } = useTranslation('gallery')
  useDocumentTitle(t('error_title'))
  usePageStatus(503)
  return (
    <section aria-labelledby="gallery-error-title">
      <h1 id="gallery-error-title">{t('error_title')}</h1>
      <p role="alert">{t('error')}</p>
    </section>
  )
}
