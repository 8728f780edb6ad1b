import type { ErrorKind } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { usePageStatus } from '../../platform/ssr'

/** A location page waiting for its answers. */
export function LocationLoading() {
  const { t } = useTranslation('location')
  useDocumentTitle(t('loading'))
  return (
    <section className="content-page" aria-busy="true">
      <p role="status">{t('loading')}</p>
    </section>
  )
}

/** A location page whose answers failed: said in the page's language, and in its status. */
export function LocationError({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation('location')
  useDocumentTitle(t('error_title'))
  usePageStatus(kind === 'not_found' ? 404 : 503)
  return (
    <section className="content-page" aria-labelledby="location-title">
      <h1 id="location-title">{t('error_title')}</h1>
      <p role="alert">{t('error')}</p>
    </section>
  )
}
