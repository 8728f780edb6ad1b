import type { AdminMedia } from '@resort/core/api'
import {
  movedOrder,
  type MediaRemoval,
  type MediaReorder,
} from '@resort/core/staff'
import { useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { problemText } from '../adminProblems'
import { MediaCard } from './MediaCard'
import { RemovePhoto } from './RemovePhoto'

/**
 * An owner's photos in the site's order, each with its form, a move up and down (one call with
 * the whole new order) and a delete that asks first. After a move or a delete the list is read
 * again; what happened is said in the list's live region.
 */
export function MediaList({
  media,
  reorder,
  removal,
  onChanged,
}: {
  media: AdminMedia
  reorder: MediaReorder
  removal: MediaRemoval
  onChanged: () => void
}) {
  const { t } = useTranslation('admin')
  const moved = useStore(reorder, (state) => state.justDone)
  const moveProblem = useStore(reorder, (state) => state.problem)
  const removed = useStore(removal, (state) =>
    state.justDone ? state.done : undefined,
  )
  const ids = media.items.map((item) => item.mediaId)
  const list = useRef<HTMLOListElement>(null)

  async function move(mediaId: string, by: -1 | 1) {
    const mediaIds = movedOrder(ids, mediaId, by)
    const done = await reorder.getState().reorder({ mediaIds })
    // A stale list (someone else changed it) is read again too.
    if (done || reorder.getState().problem?.kind === 'conflict') onChanged()
  }

  return (
    <>
      <div role="status">
        {moved ? (
          <p>{t('media.moved')}</p>
        ) : removed ? (
          <p>{t('media.removed', { n: removed.name })}</p>
        ) : null}
      </div>
      <div role="alert">
        {moveProblem ? (
          <p className="admin-error">
            {moveProblem.kind === 'conflict'
              ? t('media.problems.conflict')
              : problemText(t, moveProblem)}
          </p>
        ) : null}
      </div>
      <ol ref={list} className="admin-media-list">
        {media.items.map((item, index) => {
          const n = index + 1
          return (
            <li key={item.mediaId} className="admin-media-list__item">
              <MediaCard listed={item} n={n} />
              <div className="admin-media-list__actions">
                <button
                  type="button"
                  className="account-button account-button--secondary"
                  disabled={index === 0}
                  onClick={() => void move(item.mediaId, -1)}
                >
                  {t('media.move_up', { n })}
                </button>
                <button
                  type="button"
                  className="account-button account-button--secondary"
                  disabled={index === media.items.length - 1}
                  onClick={() => void move(item.mediaId, 1)}
                >
                  {t('media.move_down', { n })}
                </button>
                <RemovePhoto
                  removal={removal}
                  mediaId={item.mediaId}
                  n={n}
                  onRemoved={onChanged}
                />
              </div>
            </li>
          )
        })}
      </ol>
    </>
  )
}
