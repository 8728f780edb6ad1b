import type { FavouriteProperty } from '@resort/core/favourites'
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useStore } from 'zustand'
import '../../platform/styles/favourites.css'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { signInPath } from '../../platform/routing/paths'
import { useAccount } from '../account/AccountFlowContext'
import { FavouriteNoticeMessage, isGoodNotice } from './FavouriteNoticeMessage'
import { useFavouritesFlow } from './useFavouritesFlow'

/**
 * Keeps a property among the member's favourites, or takes it off: a toggle button named after
 * the property, whose result is announced beside it. Signed out, it leads to sign in and back.
 */
export function FavouriteButton({
  propertyId,
  name,
  price,
}: FavouriteProperty) {
  const { t } = useTranslation('favourites')
  const flow = useFavouritesFlow()
  const status = useAccount((state) => state.status)
  const favourite = useStore(
    flow,
    (state) => state.ids?.includes(propertyId) ?? false,
  )
  const pending = useStore(flow, (state) => state.pending.includes(propertyId))
  const notice = useStore(flow, (state) =>
    state.notice?.propertyId === propertyId ? state.notice : undefined,
  )
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const language = usePageLanguage()
  const hintId = useId()
  // Still focusable while waiting, so that the keyboard stays where it was.
  const waiting = pending || status === 'loading'

  const press = () => {
    if (waiting) return
    if (status === 'signed_out') {
      void navigate(signInPath(language, pathname + search))
      return
    }
    void flow
      .getState()
      .toggle({ propertyId, name, ...(price ? { price } : {}) })
  }

  return (
    <div className="favourite">
      <button
        type="button"
        className="favourite__button"
        aria-pressed={status === 'signed_in' && favourite}
        aria-disabled={waiting || undefined}
        aria-label={t('button.label', { name })}
        aria-describedby={status === 'signed_out' ? hintId : undefined}
        onClick={press}
      >
        <span className="favourite__icon" aria-hidden="true">
          {favourite ? '♥' : '♡'}
        </span>{' '}
        {t('button.text')}
      </button>
      {status === 'signed_out' && (
        <span id={hintId} className="visually-hidden">
          {t('button.sign_in_hint')}
        </span>
      )}
      {/* Only a member's changes have results to tell. */}
      {status === 'signed_in' && (
        <p
          role="status"
          className={`favourite__status${notice && !isGoodNotice(notice) ? ' favourite__status--problem' : ''}`}
        >
          {notice && <FavouriteNoticeMessage notice={notice} />}
        </p>
      )}
    </div>
  )
}
