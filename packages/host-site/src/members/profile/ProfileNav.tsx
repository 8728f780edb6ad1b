import { NavLink } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import {
  PROFILE_SECTIONS,
  profilePath,
  type ProfileSection,
} from '../../platform/routing/paths'

const LABELS: Record<ProfileSection, string> = {
  overview: 'profile_overview',
  points: 'profile_points',
  'my-bookings': 'profile_bookings',
  favorites: 'profile_favorites',
  benefits: 'profile_benefits',
  'exclusive-offers': 'profile_offers',
  'profile-settings': 'account_profile_settings',
}

/** The member profile's menu; the page shown is marked aria-current. */
export function ProfileNav() {
  const { t } = useTranslation()
  const language = usePageLanguage()
  return (
    <nav className="profile-nav" aria-label={t('profile_nav_label')}>
      <ul>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={profilePath(language, section)}>
              {t(LABELS[section])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
