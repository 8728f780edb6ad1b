import type { Favourite } from '@resort/core/api'
import type { FavouritesFlow } from '@resort/core/favourites'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import '../../platform/styles/favourites.css'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { searchPath } from '../../platform/routing/paths'
import { useAccount } from '../account/AccountFlowContext'
import { formatDay } from '../signInMethods/formatDay'
import { FavouriteNoticeMessage, isGoodNotice } from './FavouriteNoticeMessage'
import { useFavouritesFlow } from './useFavouritesFlow'

/**
 * /{lang}/my-profile/favorites (SPEC 2): the member's favourite properties, newest first, each
 * leading to its page and removable (the profile's frame admits members only).
 */
export function FavouritesPage() {
  const { t } = useTranslation('favourites')
  const flow = useFavouritesFlow({ fresh: true })
  const language = usePageLanguage()
  const status = useAccount((state) => state.status)
  const favourites = useStore(flow, (state) =>
    state.language === language ? state.favourites : undefined,
  )
  const listFailed = useStore(flow, (state) => state.listFailed)
  // Only the list's own notices: a change made on another page is told there.
  const notice = useStore(flow, (state) =>
    state.notice?.action === 'add' ? undefined : state.notice,
  )
  const heading = useRef<HTMLHeadingElement>(null)
  useDocumentTitle(t('page.title'))

  useEffect(() => flow.getState().dismiss(), [flow])
  // A removed favourite takes its button with it: the member reads on from the heading.
  useEffect(() => {
    if (notice?.code === 'removed') heading.current?.focus()
  }, [notice])

  return (
    <section className="favourites-page" aria-labelledby="favourites-title">
      <h1 id="favourites-title" ref={heading} tabIndex={-1}>
        {t('page.title')}
      </h1>
      <p>{t('page.intro')}</p>
      <div
        role="status"
        className={`favourites-page__notice${notice && !isGoodNotice(notice) ? ' favourites-page__notice--problem' : ''}`}
      >
        {notice && (
          <p>
            <FavouriteNoticeMessage notice={notice} showList={false} />
          </p>
        )}
      </div>
      <FavouritesList
        flow={flow}
        favourites={status === 'signed_in' ? favourites : undefined}
        listFailed={listFailed}
        signedOut={notice?.code === 'signed_out'}
      />
    </section>
  )
}

function FavouritesList({
  flow,
  favourites,
  listFailed,
  signedOut,
}: {
  flow: FavouritesFlow
  favourites: readonly Favourite[] | undefined
  listFailed: boolean
  signedOut: boolean
}) {
  const { t } = useTranslation('favourites')
  const language = usePageLanguage()
  if (signedOut) return null
  if (favourites === undefined)
    return listFailed ? (
      <p>
        {t('page.load_failed')}{' '}
        <button
          type="button"
          className="favourites-page__button"
          onClick={() => void flow.getState().load(language)}
        >
          {t('page.try_again')}
        </button>
      </p>
    ) : (
      <p role="status">{t('page.loading')}</p>
    )
  if (favourites.length === 0)
    return (
      <p>
        {t('page.empty')}{' '}
        <Link to={searchPath(language)}>{t('page.search')}</Link>
      </p>
    )
  return (
    <ul className="favourites-page__list">
      {favourites.map((favourite) => (
        <FavouriteItem
          key={favourite.propertyId}
          favourite={favourite}
          flow={flow}
        />
      ))}
    </ul>
  )
}

function FavouriteItem({
  favourite,
  flow,
}: {
  favourite: Favourite
  flow: FavouritesFlow
}) {
  const { t } = useTranslation('favourites')
  const language = usePageLanguage()
  const api = useSiteApi()
  const pending = useStore(flow, (state) =>
    state.pending.includes(favourite.propertyId),
  )
  const { propertyId, name } = favourite
  return (
    <li>
      <article
        className="favourites-page__item"
        aria-labelledby={`favourite-${propertyId}`}
      >
        {favourite.image ? (
          // Decorative: the heading names the property.
          <img
            className="favourites-page__photo"
            src={api.url(favourite.image)}
            alt=""
            width="240"
            height="160"
            loading="lazy"
          />
        ) : null}
        <div>
          <h2 id={`favourite-${propertyId}`}>
            <Link to={favourite.href}>{name}</Link>
          </h2>
          <p className="favourites-page__facts">
            {favourite.city}, {favourite.regionName}
          </p>
          <p className="favourites-page__facts">
            {t('page.added_on', {
              date: formatDay(favourite.addedAt, language),
            })}
          </p>
          <button
            type="button"
            className="favourites-page__button"
            aria-label={t('page.remove_label', { name })}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) void flow.getState().remove(propertyId, name)
            }}
          >
            {t('page.remove')}
          </button>
        </div>
      </article>
    </li>
  )
}
