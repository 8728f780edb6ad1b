import { useTranslation } from 'react-i18next'
import { useAdminTitle } from './useAdminTitle'

/**
 * The place of a section still being built (the booking's detail, the rates-and-availability
 * grid, the newsletter export): its menu entry and address exist, and it says so.
 */
export function ComingSection({
  section,
}: {
  section: 'booking' | 'rates' | 'newsletter'
}) {
  const { t } = useTranslation('admin')
  useAdminTitle(t(`coming.${section}_title`))
  return (
    <section className="admin-section" aria-labelledby="admin-coming-title">
      <h2 id="admin-coming-title">{t(`coming.${section}_title`)}</h2>
      <p>{t('coming.text')}</p>
    </section>
  )
}
