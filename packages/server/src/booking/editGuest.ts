import type {
  EditGuestRequest,
  ExistingBookingResponse,
} from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { updateBooking } from './bookingChanges'
import type { BookingDeps } from './bookingDeps'
import { bookingSearchText } from './bookingSearchText'
import { guestFormRefusal, loadBooking, viewBookingById } from './bookingView'

/**
 * Changes the guest's contact details (SPEC 3 guest form) while guestFormRefusal allows it. The
 * e-mail has its own column: find-booking reads it.
 */
export async function editGuestDetails(
  deps: BookingDeps,
  request: EditGuestRequest,
): Promise<ExistingBookingResponse> {
  const bookingId = await deps.tokens.verify(request.token)
  await inTransaction(deps.db, async (trx) => {
    const booking = await loadBooking(trx, bookingId)
    const refusal = guestFormRefusal(booking)
    if (refusal === 'cancelled')
      throw new ApiProblem(409, 'cancelled', 'This booking is cancelled.', {
        token: 'cancelled',
      })
    if (refusal === 'ended')
      throw new ApiProblem(
        409,
        'not_editable',
        'This stay is over; its details can no longer be changed.',
        { token: 'ended' },
      )
    const { email, ...guest } = request.guest
    await updateBooking(trx, booking, {
      guest: JSON.stringify(guest),
      email,
      search_text: bookingSearchText(JSON.parse(booking.holder), guest, email),
    })
  })
  const view = await viewBookingById(deps, bookingId, request.lang)
  await deps.notify?.('changed', view, request.lang)
  return view
}
