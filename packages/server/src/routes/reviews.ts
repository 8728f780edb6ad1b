import type { RouteModule } from '../appContext'
import {
  propertyReviews,
  reviewsOverview,
  submitReview,
} from '../reviews/guestReviews'
import { moderateReview, reviewsToModerate } from '../reviews/reviewModeration'

/** Verified reviews (issue 16): the guest's, a property's published ones, and staff's moderation. */
export const reviewRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts

  handle('submitReview', async (body) =>
    submitReview(context, body, deps.now()),
  )
  handle('propertyReviews', async ({ propertyId, lang }) =>
    propertyReviews(context.db, await context.catalog.get(), propertyId, lang),
  )
  handle('reviewsOverview', async ({ lang }) =>
    reviewsOverview(context.db, await context.catalog.get(), lang),
  )
  handle('adminReviews', async ({ status }) =>
    reviewsToModerate(deps.db, status),
  )
  handle('moderateReview', async (body, { caller: admin }) =>
    moderateReview(deps.db, admin, body, deps.now()),
  )
}
