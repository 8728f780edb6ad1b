import type {
  FindBookingResponse,
  findBookingRequestSchema,
} from '@resort/core/api'
import type * as z from 'zod'
import { ApiProblem } from '#http/errors'
import type { BookingDeps } from './bookingDeps'
import { bookingUri } from './bookingTokens'

/**
 * The self-service link for a booking id and the guest's e-mail (case-insensitive). A wrong id and
 * a wrong e-mail get the same answer, so the form cannot be used to learn which bookings exist.
 */
export async function findBooking(
  deps: BookingDeps,
  request: z.output<typeof findBookingRequestSchema>,
): Promise<FindBookingResponse> {
  const booking = await deps.db
    .selectFrom('bookings')
    .select(['id', 'email', 'date_to'])
    .where('id', '=', request.bookingId)
    .executeTakeFirst()
  if (!booking || booking.email.toLowerCase() !== request.email.toLowerCase()) {
    throw new ApiProblem(
      404,
      'not_found',
      'No booking matches this booking number and e-mail address.',
      { bookingId: 'booking_not_found' },
    )
  }
  const token = await deps.tokens.sign(booking.id, booking.date_to)
  return { bookingURI: bookingUri(request.lang, token) }
}
