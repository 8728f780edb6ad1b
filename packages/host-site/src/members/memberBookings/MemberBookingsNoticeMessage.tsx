import type { MemberBookingsNotice } from '@resort/core/memberBookings'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { signInPath } from '../../platform/routing/paths'

/** What loading or a claim came to; an ended session leads to sign in and back here. */
export function MemberBookingsNoticeMessage({
  notice,
}: {
  notice: MemberBookingsNotice
}) {
  const { t } = useTranslation('memberBookings')
  const language = usePageLanguage()
  const { pathname, search } = useLocation()
  return (
    <>
      {t(`notices.${notice.code}`, { name: notice.propertyName ?? '' })}
      {notice.code === 'signed_out' && (
        <>
          {' '}
          <Link to={signInPath(language, pathname + search)}>
            {t('notices.sign_in')}
          </Link>
        </>
      )}
    </>
  )
}
