import type { ReviewState } from '@resort/core/api'
import type { Kysely, Selectable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'

type Booking = Selectable<BookingTable>

/**
 * What a booking's view tells of other domains, handed in by buildApp: loyalty and reviews
 * read bookings, so booking imports neither (no folders in a circle).
 */
export interface BookingFacts {
  /** Whether the booking earns club points (decision 021). */
  earnsPoints: (
    db: Kysely<Database>,
    booking: Pick<Booking, 'member_id' | 'created_at'>,
  ) => Promise<boolean>
  /** Whether its guest may review the stay now (issue 16). */
  reviewState: (
    db: Kysely<Database>,
    booking: Pick<Booking, 'id' | 'status' | 'date_to'>,
    today: string,
  ) => Promise<ReviewState>
}
