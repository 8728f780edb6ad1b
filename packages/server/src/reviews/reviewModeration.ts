import { toLanguage } from '@resort/core'
import type { REVIEW_STATUSES } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { notFound } from '#http/errors'
import type { AdminVisit } from '../admin/adminVisit'
import { recordAudit } from '../admin/auditLog'

type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** GET admin/reviews: the reviews of a status, newest first. */
export async function reviewsToModerate(
  db: Kysely<Database>,
  status: ReviewStatus,
) {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute()
  return {
    items: rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      propertyId: row.property_id,
      status: row.status,
      rating: row.rating,
      title: row.title,
      text: row.text,
      language: toLanguage(row.language) ?? 'en',
      guestName: row.guest_name,
      stayedIn: row.stayed_in,
      createdAt: row.created_at,
    })),
  }
}

/** POST admin/reviews/moderate: publishes or rejects a review, with the audit entry. */
export async function moderateReview(
  db: Kysely<Database>,
  admin: AdminVisit,
  { reviewId, decision }: { reviewId: string; decision: 'publish' | 'reject' },
  now: Date,
): Promise<{ reviewId: string; status: ReviewStatus }> {
  return inTransaction(db, async (trx) => {
    const review = await trx
      .selectFrom('reviews')
      .select(['id', 'status'])
      .where('id', '=', reviewId)
      .executeTakeFirst()
    if (!review) throw notFound('review', reviewId, 'reviewId')
    const status: ReviewStatus =
      decision === 'publish' ? 'published' : 'rejected'
    await trx
      .updateTable('reviews')
      .set({ status, moderated_at: now.toISOString() })
      .where('id', '=', reviewId)
      .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'review_moderated',
        entity: 'review',
        entityId: reviewId,
        before: { status: review.status },
        after: { status },
      },
      now,
    )
    return { reviewId, status }
  })
}
