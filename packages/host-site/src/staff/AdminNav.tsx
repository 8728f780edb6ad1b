import { NavLink } from 'react-router'
import { useTranslation } from '../platform/i18n/translation'
import { usePageLanguage } from '../platform/i18n/usePageLanguage'
import { ADMIN_SECTIONS, adminPath } from '../platform/routing/paths'

/** The admin area's menu; the section shown is marked aria-current (NavLink). */
export function AdminNav() {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={adminPath(language, section)}>
              {t(`nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
