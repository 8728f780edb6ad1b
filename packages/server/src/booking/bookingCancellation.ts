import type { Language } from '@resort/core'
import { pointsCovering } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { returnVoucherOnCancellation } from '../giftVouchers/voucherCancellation'
import { settleCancellation } from '../payments/cancellationMoney'
import { cancelSchedule } from '../payments/paymentSchedule'
import { returnPoints } from '../payments/pointsPayment'
import { releasePromoUse } from '../promotions/promoCodeStore'
import {
  announceChange,
  bookingLanguage,
  type StaffAction,
  updateBooking,
} from './bookingChanges'
import type { BookingDeps } from './bookingDeps'
import { releaseNights } from './bookingInventory'
import {
  type BookingRow,
  cancellationFeeNow,
  loadBooking,
  notEditableReason,
} from './bookingView'

/**
 * The guest's cancellation by booking id, also staff's: the same refusals, the nights given back,
 * the guest mailed (in `language`, else the booking's own). Staff may waive the fee.
 */
export async function cancelBookingById(
  deps: BookingDeps,
  bookingId: string,
  language: Language | undefined,
  staff?: StaffAction<
    (trx: Kysely<Database>, booking: BookingRow, fee: number) => Promise<void>
  > & { waiveFee: boolean },
) {
  const field = staff ? 'id' : 'token'
  const { mailLanguage, memberId, fee } = await inTransaction(
    deps.db,
    async (trx) => {
      const booking = await loadBooking(trx, bookingId, field)
      if (booking.status === 'cancelled') {
        throw new ApiProblem(
          409,
          'cancelled',
          'This booking is already cancelled.',
          { [field]: 'cancelled' },
        )
      }
      if (notEditableReason(booking) === 'started') {
        throw new ApiProblem(
          409,
          'not_editable',
          'A stay that has begun cannot be cancelled online; please contact the property.',
          { [field]: 'started' },
        )
      }
      const fee = staff?.waiveFee ? 0 : cancellationFeeNow(booking)
      await updateBooking(trx, booking, {
        status: 'cancelled',
        cancelled_at: new Date().toISOString(),
        cancellation_fee: fee,
      })
      await releaseNights(trx, bookingId)
      await releasePromoUse(trx, bookingId, deps.now().toISOString())
      await cancelSchedule(trx, bookingId, deps.now().toISOString())
      const feeLeft = await returnVoucherOnCancellation(
        trx,
        bookingId,
        fee,
        deps.now().toISOString(),
      )
      // Points paying the stay come back but for what the fee still keeps of them (decision 046).
      await returnPoints(trx, deps.ledger.kind, {
        bookingId,
        occasion: 'cancelled',
        at: deps.now(),
        keep: pointsCovering(feeLeft),
      })
      await staff?.audit(trx, booking, fee)
      return {
        mailLanguage: language ?? bookingLanguage(booking),
        memberId: booking.member_id,
        fee,
      }
    },
  )
  await settleCancellation(deps, bookingId, fee)
  return announceChange(
    deps,
    bookingId,
    'cancelled',
    { mailLanguage, memberId },
    staff?.reason,
  )
}
