import type { ReviewState } from '@resort/core/api'
import type { Kysely, Selectable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'

/**
 * Whether a booking's guest may review the stay now (issue 16): not a cancelled one, not before
 * the day of departure, and once per booking.
 */
export async function reviewStateOf(
  db: Kysely<Database>,
  booking: Pick<Selectable<BookingTable>, 'id' | 'status' | 'date_to'>,
  today: string,
): Promise<ReviewState> {
  if (booking.status === 'cancelled') return 'cancelled'
  if (booking.date_to > today) return 'stay_not_over'
  const earlier = await db
    .selectFrom('reviews')
    .select('id')
    .where('booking_id', '=', booking.id)
    .executeTakeFirst()
  return earlier ? 'already_reviewed' : 'open'
}
