import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { tellPaid } from '../webhooks/bookingWebhooks'
import type { PaymentDeps } from './paymentDeps'

/**
 * Writes down money that moved at the gateway for a payment (issue 32): what staff reconcile
 * a day by, and for money taken for a booking, the booking.paid webhook (decision 049). Called
 * where the move is made, in the same transaction as the payment's row when there is one.
 */
export async function recordMovement(
  db: Kysely<Database>,
  move: {
    paymentId: string
    kind: 'taken' | 'refunded' | 'declined'
    amount: number
    reference: string
    at: Date
  },
): Promise<void> {
  if (move.amount <= 0) return
  await db
    .insertInto('payment_movements')
    .values({
      id: randomUUID(),
      payment_id: move.paymentId,
      kind: move.kind,
      amount: move.amount,
      reference: move.reference,
      at: move.at.toISOString(),
    })
    .execute()
  if (move.kind === 'taken') await tellPaid(db, move)
}

/**
 * Takes what a payment holds (all, or `amount` of it) at the gateway, then moves its row from
 * held to taken and writes the move down, in one transaction with `also` (an audit entry). A row
 * another process moved meanwhile is left as it is: undefined then.
 */
export async function takeHold(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>,
  hold: { id: string; intent: string },
  amount?: number,
  also?: (trx: Kysely<Database>, taken: number) => Promise<void>,
): Promise<number | undefined> {
  const { taken } = await deps.gateway.capture(hold.intent, amount)
  return inTransaction(deps.db, async (trx) => {
    const moved = await trx
      .updateTable('payments')
      .set({ state: 'taken', taken, updated_at: deps.now().toISOString() })
      .where('id', '=', hold.id)
      .where('state', '=', 'held')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return undefined
    await recordMovement(trx, {
      paymentId: hold.id,
      kind: 'taken',
      amount: taken,
      reference: hold.intent,
      at: deps.now(),
    })
    await also?.(trx, taken)
    return taken
  })
}
