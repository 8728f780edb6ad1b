import { MAX_FAVOURITES } from '@resort/core/api'
import type { FavouriteNotice } from '@resort/core/favourites'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { profilePath, signInPath } from '../../platform/routing/paths'

/** Whether a notice tells of a change made, not of a problem. */
export const isGoodNotice = (notice: FavouriteNotice) =>
  notice.code === 'added' || notice.code === 'removed'

/**
 * What a favourite's change came to, with the way on: the list after an add or at the limit,
 * signing in again (and back here) when the session has ended.
 */
export function FavouriteNoticeMessage({
  notice,
  showList = true,
}: {
  notice: FavouriteNotice
  /** Offers the link to the favourites page (not on that page). */
  showList?: boolean
}) {
  const { t } = useTranslation('favourites')
  const language = usePageLanguage()
  const { pathname, search } = useLocation()
  const { code } = notice
  const listLink =
    showList && (code === 'added' || code === 'too_many_favourites')
  return (
    <>
      {t(`notices.${code}`, { name: notice.name ?? '', max: MAX_FAVOURITES })}
      {listLink && (
        <>
          {' '}
          <Link to={profilePath(language, 'favorites')}>
            {t('notices.see_all')}
          </Link>
        </>
      )}
      {code === 'signed_out' && (
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
