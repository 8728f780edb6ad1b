import { Link, useLocation } from 'react-router'
import { useFocusOnMount } from '../members/account/pages/useFocusOnMount'
import { useTranslation } from '../platform/i18n/translation'
import { usePageLanguage } from '../platform/i18n/usePageLanguage'
import { signInPath } from '../platform/routing/paths'
import { LOCK_RULES } from './adminProblems'
import type { AdminAccess } from './useAdminAccess'

/**
 * What the admin area says to whoever may not go in yet: signed out (a way to sign in that
 * comes back here), not an admin, locked after too many wrong codes, or the check failed. Its heading takes the focus.
 */
export function AdminDoor({
  access,
  onRetry,
}: {
  access: Exclude<AdminAccess, { state: 'admin' | 'second_factor' }>
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const { pathname, search } = useLocation()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  if (access.state === 'checking')
    return <p role="status">{t('door.checking')}</p>
  return (
    <section className="admin-door" aria-labelledby="admin-door-title">
      <h2 id="admin-door-title" ref={heading} tabIndex={-1}>
        {t(`door.${access.state}_title`)}
      </h2>
      <p>{t(`door.${access.state}`, LOCK_RULES)}</p>
      {access.state === 'signed_out' ? (
        <p>
          <Link to={signInPath(language, pathname + search)}>
            {t('door.sign_in')}
          </Link>
        </p>
      ) : null}
      {access.state === 'failed' ? (
        <button type="button" className="account-button" onClick={onRetry}>
          {t('door.try_again')}
        </button>
      ) : null}
    </section>
  )
}
