import { toLanguage, type Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import type { Kysely, Updateable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'
import { ApiProblem } from '#http/errors'
import type { BookingDeps } from './bookingDeps'
import { type BookingRow, viewBookingById } from './bookingView'

// What every change to a booking shares, the guest's and staff's: the versioned write, staff's
// part in it, and what follows the commit.

/**
 * Writes a change to a booking only if nobody changed it since it was read (its version), so a
 * cancel racing an edit loses cleanly instead of releasing nights twice.
 */
export async function updateBooking(
  trx: Kysely<Database>,
  booking: BookingRow,
  changes: Updateable<BookingTable>,
): Promise<void> {
  const updated = await trx
    .updateTable('bookings')
    .set({
      ...changes,
      updated_at: new Date().toISOString(),
      version: booking.version + 1,
    })
    .where('id', '=', booking.id)
    .where('version', '=', booking.version)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new ApiProblem(
      409,
      'conflict',
      'This booking was just changed; please reload it.',
    )
  }
}

/**
 * Staff acting for the guest (issue 14): the booking named by its number (`id` in errors), a
 * reason quoted in the guest's mail, and the audit entry, written in the change's transaction.
 */
export interface StaffAction<Audit> {
  reason: string
  audit: Audit
}

/** The language a booking was made in, for mails that no request names a language for. */
export const bookingLanguage = (booking: BookingRow): Language =>
  toLanguage(booking.language) ?? 'en'

/**
 * After a change has committed: the search cache and the member's points learn of it, and the
 * guest is mailed the booking as it now stands (with staff's reason, when staff changed it).
 */
export async function announceChange(
  deps: BookingDeps,
  bookingId: string,
  change: 'cancelled' | 'changed',
  {
    mailLanguage,
    memberId,
  }: { mailLanguage: Language; memberId: string | null },
  reason: string | undefined,
): Promise<ExistingBookingResponse> {
  deps.cache.invalidate()
  if (memberId) deps.memberBookingChanged(memberId)
  const view = await viewBookingById(deps, bookingId, mailLanguage)
  await deps.notify?.(change, view, mailLanguage, reason)
  return view
}
