import type { LoyaltyNotice } from '@resort/core/loyalty'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { signInAgainPath, signInPath } from '../../platform/routing/paths'

/**
 * The club's last notice: a success as a status, a problem as an alert; a sign-in that is needed
 * leads to the sign-in page and back here.
 */
export function ClubNotice({ notice }: { notice: LoyaltyNotice | undefined }) {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const { pathname } = useLocation()
  const good = notice?.code === 'joined' || notice?.code === 'transferred'
  const text = !notice
    ? undefined
    : notice.code === 'transferred'
      ? t('transfer.sent', { count: notice.points ?? 0 })
      : notice.code === 'sign_in_again'
        ? t('transfer.sign_in_again')
        : notice.code === 'failed' && notice.action === 'transfer'
          ? t('transfer.failed')
          : t(`notices.${notice.code}`)
  const signIn =
    notice?.code === 'signed_out' || notice?.code === 'sign_in_again'
  return (
    <div
      className={`club-notice${good || !notice ? '' : ' club-notice--problem'}`}
      role={good ? 'status' : 'alert'}
    >
      {text ? <p>{text}</p> : null}
      {signIn ? (
        <p>
          <Link
            to={
              notice?.code === 'sign_in_again'
                ? signInAgainPath(language, pathname)
                : signInPath(language, pathname)
            }
          >
            {t('transfer.sign_in')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
