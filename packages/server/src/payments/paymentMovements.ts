import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/**
 * Writes down money that moved at the gateway for a payment (issue 32): what staff reconcile
 * a day by. Called where the move is made, in the same transaction as the payment's row when
 * there is one.
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
}
