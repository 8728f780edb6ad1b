import {
  createReviewModeration,
  type ReviewModeration as Moderation,
} from '@resort/core/staff'
import { createContext, use, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'

/** The moderation of the reviews listed, for the list's cards and its status line. */
export const ReviewModerationContext = createContext<Moderation | undefined>(
  undefined,
)

const useModeration = (): Moderation => {
  const moderation = use(ReviewModerationContext)
  if (!moderation) throw new Error('ReviewModerationContext is not provided')
  return moderation
}

/**
 * The moderation of the reviews listed: one store for the list (decision 013). What it said
 * goes when staff show reviews of another status.
 */
export function useReviewModeration(): Moderation {
  const api = useSiteApi()
  const moderation = useMemo(() => createReviewModeration({ api }), [api])
  const status = useSearchParams()[0].get('status')
  useEffect(() => moderation.getState().dismiss(), [moderation, status])
  return moderation
}

/** What the last decision did, announced above the list (the review itself leaves it). */
export function ModerationOutcome() {
  const { t } = useTranslation('admin')
  const moderation = useModeration()
  const justDone = useStore(moderation, (state) => state.justDone)
  const done = useStore(moderation, (state) => state.done)
  const problem = useStore(moderation, (state) => state.problem)
  const outcome =
    justDone && done
      ? t(`reviews.done_${done.decision}`, { title: done.title })
      : problem
        ? t(problem.kind === 'not_found' ? 'reviews.gone' : 'reviews.not_saved')
        : undefined
  return <div role="status">{outcome ? <p>{outcome}</p> : null}</div>
}

/**
 * A waiting review's two buttons: publish or reject. The list is read again after a decision,
 * and after one the server no longer knows (another staff member decided meanwhile).
 */
export function ReviewModeration({
  review,
  onModerated,
}: {
  review: { id: string; title: string }
  onModerated: () => void
}) {
  const { t } = useTranslation('admin')
  const moderation = useModeration()
  const decide = async (decision: 'publish' | 'reject') => {
    const done = await moderation
      .getState()
      .moderate({ reviewId: review.id, title: review.title, decision })
    if (done || moderation.getState().problem?.kind === 'not_found')
      onModerated()
  }
  return (
    <p className="admin-reviews__actions">
      {(['publish', 'reject'] as const).map((decision) => (
        <button
          key={decision}
          type="button"
          className={
            decision === 'publish'
              ? 'account-button'
              : 'account-button account-button--secondary'
          }
          onClick={() => void decide(decision)}
        >
          {t(`reviews.${decision}`, { title: review.title })}
        </button>
      ))}
    </p>
  )
}
