import type { EditBookingRequest, FinalQuoteResponse } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { cancelBookingById } from '../booking/bookingCancellation'
import type { BookingDeps } from '../booking/bookingDeps'
import {
  type BookingRow,
  cancellationFeeNow,
  loadBooking,
} from '../booking/bookingView'
import { editBookingById, quoteChangeById } from '../booking/stayChange'
import { priceForMember } from '../loyalty/memberPricing'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'

// Staff change or cancel a booking for the guest (issue 14) through the guest's own functions:
// the same refusals, prices and nights, the same mail with the reason added, plus an audit entry
// written in the change's own transaction.

type Change = Omit<EditBookingRequest, 'token' | 'expectedTotal'>

/** The units as the audit log keeps them: what was booked, not how it was priced. */
const unitsOf = async (trx: Kysely<Database>, bookingId: string) =>
  (
    await trx
      .selectFrom('booking_units')
      .select(['unit_type_id', 'adults', 'children', 'supplements'])
      .where('booking_id', '=', bookingId)
      .orderBy('position')
      .execute()
  ).map((unit) => ({
    unitId: unit.unit_type_id,
    adults: unit.adults,
    children: unit.children,
    supplements: (
      JSON.parse(unit.supplements) as Array<{
        serviceId: string
        quantity: number
      }>
    ).map(({ serviceId, quantity }) => ({ serviceId, quantity })),
  }))

/**
 * Who the change is priced for: as the guest would be, signed in as the member who booked
 * (member prices only while they may still have them); a guest booking at public prices.
 */
async function priceForBooking(deps: Pick<BookingDeps, 'db'>, id: string) {
  const booking = await loadBooking(deps.db, id, 'id')
  return priceForMember(deps, booking.member_id ?? undefined)
}

/** Cancels for the guest: the reason is mailed to them, the fee waived if staff say so. */
export async function cancelOnBehalf(
  deps: BookingDeps,
  admin: AdminVisit,
  request: { id: string; reason: string; waiveFee?: boolean | undefined },
  now: () => Date,
): Promise<void> {
  await cancelBookingById(deps, request.id, undefined, {
    reason: request.reason,
    waiveFee: request.waiveFee === true,
    audit: (trx, booking, fee) =>
      recordAudit(
        trx,
        admin,
        {
          action: 'booking_cancelled',
          entity: 'booking',
          entityId: booking.id,
          before: {
            status: booking.status,
            feeIfCancelledNow: cancellationFeeNow(booking),
          },
          after: {
            status: 'cancelled',
            fee,
            feeWaived: request.waiveFee === true,
          },
          note: request.reason,
        },
        now(),
      ),
  })
}

/** What a change would cost the guest, as their own quote prices it. */
export async function quoteOnBehalf(
  deps: BookingDeps,
  { id, ...change }: Change & { id: string },
): Promise<FinalQuoteResponse> {
  return quoteChangeById(deps, id, change, {
    priceFor: await priceForBooking(deps, id),
    field: 'id',
  })
}

const stayOf = async (
  trx: Kysely<Database>,
  booking: Pick<BookingRow, 'id' | 'date_from' | 'date_to' | 'total_price'>,
) => ({
  dateFrom: booking.date_from,
  dateTo: booking.date_to,
  units: await unitsOf(trx, booking.id),
  total: booking.total_price,
})

/** Changes for the guest at the quoted total; the reason is mailed to them. */
export async function changeOnBehalf(
  deps: BookingDeps,
  admin: AdminVisit,
  {
    id,
    reason,
    ...change
  }: Change & {
    id: string
    expectedTotal: number
    reason: string
  },
  now: () => Date,
): Promise<void> {
  await editBookingById(deps, id, change, {
    priceFor: await priceForBooking(deps, id),
    staff: {
      reason,
      audit: async (trx, booking, quote) =>
        recordAudit(
          trx,
          admin,
          {
            action: 'booking_changed',
            entity: 'booking',
            entityId: booking.id,
            before: await stayOf(trx, booking),
            after: {
              dateFrom: quote.dateFrom,
              dateTo: quote.dateTo,
              units: change.units.map((unit) => ({
                unitId: unit.unitId,
                adults: unit.adults,
                children: unit.children,
                supplements: unit.supplements.map(
                  ({ serviceId, quantity }) => ({ serviceId, quantity }),
                ),
              })),
              total: quote.totalPrice,
            },
            note: reason,
          },
          now(),
        ),
    },
  })
}
