import { useTranslation } from '../platform/i18n/translation'
import { useDocumentTitle } from '../platform/layout/useDocumentTitle'

/**
 * The tab's title in the staff area: the section's, then the area's (so that a staff member's
 * tabs tell the area from the public site), then the brand.
 */
export function useAdminTitle(section?: string): void {
  const { t } = useTranslation('admin')
  useDocumentTitle(section ? `${section} · ${t('title')}` : t('title'))
}
