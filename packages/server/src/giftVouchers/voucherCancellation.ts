import type { Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { bookingVoucher, giveBackToVoucher } from './giftVoucherStore'

/**
 * In a cancellation's transaction (decision 045): the fee is kept from what the card paid first
 * (payments/cancellationMoney.ts), then from what the voucher paid; the rest of the voucher's
 * part goes back onto it, once. Answers the fee neither kept, for the points (decision 046).
 */
export async function returnVoucherOnCancellation(
  trx: Transaction<Database>,
  bookingId: string,
  fee: number,
  at: string,
): Promise<number> {
  const voucher = await bookingVoucher(trx, bookingId)
  const payments = await trx
    .selectFrom('payments')
    .select(['state', 'amount', 'taken', 'refunded'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'prepayment')
    .where('state', 'in', ['taken', 'held'])
    .execute()
  const byCard = payments.reduce(
    (sum, payment) =>
      sum +
      (payment.state === 'held'
        ? payment.amount
        : payment.taken - payment.refunded),
    0,
  )
  const feeLeft = Math.max(0, fee - byCard)
  if (!voucher) return feeLeft
  const kept = Math.min(voucher.amount, feeLeft)
  await giveBackToVoucher(trx, bookingId, voucher.amount - kept, at)
  return feeLeft - kept
}
