import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'

/** While a gallery's or unit page's pictures load. */
export function GalleryLoading() {
  const { t } = useTranslation('gallery')
  useDocumentTitle(t('loading'))
  return (
    <p role="status" className="page-loading">
      {t('loading')}
    </p>
  )
}
