import { randomUUID } from 'node:crypto'
import { giftVoucherCodeKey } from '@resort/core/api'
import type { Kysely, Transaction } from 'kysely'
import type { Database, GiftVoucherMoveTable } from '#db/schema'
import { codeEnd, voucherRefused } from './giftVoucherRules'

// A voucher's value moves (issue 35, decision 045), each in the caller's transaction: the balance
// on the voucher's row by one conditional update, and the move that explains it.

type Db = Kysely<Database> | Transaction<Database>

export async function findVoucherByCode(db: Db, code: string) {
  return db
    .selectFrom('gift_vouchers')
    .selectAll()
    .where('code', '=', giftVoucherCodeKey(code))
    .executeTakeFirst()
}

export async function recordMove(
  db: Db,
  move: Pick<GiftVoucherMoveTable, 'voucher_id' | 'kind' | 'amount'> & {
    booking_id?: string | null
    actor?: string | null
    at: string
  },
): Promise<void> {
  await db
    .insertInto('gift_voucher_moves')
    .values({
      id: randomUUID(),
      voucher_id: move.voucher_id,
      kind: move.kind,
      amount: move.amount,
      booking_id: move.booking_id ?? null,
      actor: move.actor ?? null,
      created_at: move.at,
    })
    .execute()
}

/**
 * Spends `amount` of a voucher on a booking, in the booking's transaction: one conditional update
 * (still active, still valid, enough left), so two bookings racing for the last of it cannot
 * both have it. Throws 409 gift_voucher_balance_changed when it does not hold.
 */
export async function spendVoucher(
  trx: Transaction<Database>,
  spend: { code: string; amount: number; bookingId: string; at: string },
): Promise<void> {
  const today = spend.at.slice(0, 10)
  const spent = await trx
    .updateTable('gift_vouchers')
    .set((eb) => ({ balance: eb('balance', '-', spend.amount) }))
    .where('code', '=', giftVoucherCodeKey(spend.code))
    .where('state', '=', 'active')
    .where('valid_until', '>=', today)
    .where('balance', '>=', spend.amount)
    .returning('id')
    .executeTakeFirst()
  if (!spent) throw voucherRefused('gift_voucher_balance_changed')
  await recordMove(trx, {
    voucher_id: spent.id,
    kind: 'spent',
    amount: -spend.amount,
    booking_id: spend.bookingId,
    at: spend.at,
  })
}

/**
 * Gives back to its voucher what a booking's spend still holds, or `upTo` of it (a cancellation
 * keeping a fee, a cheaper change): compared and set on the spend's row, so value is returned
 * once however often this runs. Answers what went back.
 */
export async function giveBackToVoucher(
  trx: Transaction<Database>,
  bookingId: string,
  upTo: number,
  at: string,
): Promise<number> {
  const spend = await trx
    .selectFrom('gift_voucher_moves')
    .select(['id', 'voucher_id', 'amount', 'returned'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'spent')
    .executeTakeFirst()
  if (!spend) return 0
  const back = Math.min(-spend.amount - spend.returned, upTo)
  if (back <= 0) return 0
  const marked = await trx
    .updateTable('gift_voucher_moves')
    .set({ returned: spend.returned + back })
    .where('id', '=', spend.id)
    .where('returned', '=', spend.returned)
    .executeTakeFirst()
  if (Number(marked.numUpdatedRows) !== 1) return 0
  // A refunded voucher takes value back as active: its holder may spend it, or staff refund it.
  await trx
    .updateTable('gift_vouchers')
    .set((eb) => ({
      balance: eb('balance', '+', back),
      state: eb
        .case()
        .when('state', '=', 'refunded')
        .then('active' as const)
        .else(eb.ref('state'))
        .end(),
    }))
    .where('id', '=', spend.voucher_id)
    .execute()
  await recordMove(trx, {
    voucher_id: spend.voucher_id,
    kind: 'returned',
    amount: back,
    booking_id: bookingId,
    at,
  })
  return back
}

/** What a voucher paid of a booking and holds of it now, for the booking's view. */
export async function bookingVoucher(
  db: Db,
  bookingId: string,
): Promise<{ codeEnd: string; amount: number } | undefined> {
  const row = await db
    .selectFrom('gift_voucher_moves as move')
    .innerJoin('gift_vouchers as voucher', 'voucher.id', 'move.voucher_id')
    .select(['voucher.code', 'move.amount', 'move.returned'])
    .where('move.booking_id', '=', bookingId)
    .where('move.kind', '=', 'spent')
    .executeTakeFirst()
  return (
    row && { codeEnd: codeEnd(row.code), amount: -row.amount - row.returned }
  )
}
