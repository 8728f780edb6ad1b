import { inTransaction } from '#db/transactions'
import { recordAuditBy, SERVER_ACTOR } from '../admin/auditLog'
import type { PaymentDeps } from './paymentDeps'
import type { GatewayEvent, IntentState } from './paymentGateway'
import { recordMovement } from './paymentMovements'

// The gateway's webhooks (decision 040): each event is handled once, by its id, and what it says
// is read again from the gateway rather than believed from the event, so that events that come
// twice or out of order leave a payment where the gateway says it is. Only moves the booking
// server did not make itself are taken over: a hold taken or let go at the gateway.

export type EventOutcome = 'handled' | 'duplicate' | 'ignored'

type Payment = { state: string; taken: number }

/** Where a payment moves to, as the gateway now reports its intent; undefined: it stays. */
function movedTo(payment: Payment, gateway: IntentState) {
  const open = payment.state === 'started' || payment.state === 'held'
  if (gateway.status === 'cancelled' && open)
    return { state: 'released' as const, taken: payment.taken }
  if (
    gateway.status === 'confirmed' &&
    payment.state === 'held' &&
    gateway.held === 0 &&
    gateway.taken > 0
  )
    return { state: 'taken' as const, taken: gateway.taken }
  return undefined
}

export async function handlePaymentEvent(
  deps: PaymentDeps,
  event: GatewayEvent,
): Promise<EventOutcome> {
  const known = await deps.db
    .selectFrom('payment_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst()
  if (known) return 'duplicate'
  const payment = event.intent
    ? await deps.db
        .selectFrom('payments')
        .selectAll()
        .where('intent', '=', event.intent)
        .executeTakeFirst()
    : undefined
  const now = deps.now().toISOString()
  const gateway = payment
    ? await deps.gateway.readIntent(payment.intent)
    : undefined
  return inTransaction(deps.db, async (trx) => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, received_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst()
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0)
      return 'duplicate'
    if (!payment || !gateway) return 'ignored'
    const next = movedTo(payment, gateway)
    if (!next) return 'handled'
    const moved = await trx
      .updateTable('payments')
      .set({ ...next, updated_at: now })
      .where('id', '=', payment.id)
      .where('state', '=', payment.state)
      .executeTakeFirst()
    // The server moved it meanwhile (and wrote down its own move).
    if (Number(moved.numUpdatedRows) !== 1) return 'handled'
    await recordMovement(trx, {
      paymentId: payment.id,
      kind: 'taken',
      amount: next.taken - payment.taken,
      reference: payment.intent,
      at: deps.now(),
    })
    if (payment.booking_id)
      await recordAuditBy(
        trx,
        SERVER_ACTOR,
        {
          action: 'payment_reconciled',
          entity: 'booking',
          entityId: payment.booking_id,
          before: { paymentId: payment.id, state: payment.state },
          after: { paymentId: payment.id, ...next, event: event.type },
        },
        deps.now(),
      )
    return 'handled'
  })
}
