import type { ReviewState } from '@resort/core/api'
import type { Kysely, Selectable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'
import type { AppContext } from '../appContext'

/** What booking's domain functions use of the app's context. */
export type BookingDeps = Pick<
  AppContext,
  | 'db'
  | 'catalog'
  | 'cache'
  | 'tokens'
  | 'payments'
  | 'notify'
  | 'newsletterSignUp'
  | 'bookingFacts'
  | 'memberBookingChanged'
>

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
