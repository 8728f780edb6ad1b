import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import '../../platform/styles/profile.css'
import { ProfileNav } from './ProfileNav'
import { useMembersOnly } from './useMembersOnly'

/** /{lang}/my-profile/*: the profile's menu beside its page, for signed-in members only. */
export function ProfileLayout() {
  const { t } = useTranslation()
  useMembersOnly()
  return (
    <div className="profile">
      <ProfileNav />
      <div className="profile__page">
        {/* The menu stays while a section's chunk loads. */}
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
