import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/**
 * Whether a booking earns points (the booking view's `loyalty`, SPEC 3): it was made, or claimed,
 * by a member who had joined the club when it was booked (decision 021).
 */
export async function bookingEarnsPoints(
  db: Kysely<Database>,
  booking: { member_id: string | null; created_at: string },
): Promise<boolean> {
  if (!booking.member_id) return false
  const member = await db
    .selectFrom('loyalty_members')
    .select('joined_at')
    .where('user_id', '=', booking.member_id)
    .executeTakeFirst()
  return member !== undefined && member.joined_at <= booking.created_at
}
