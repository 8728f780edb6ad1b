import { ApiProblem } from '#http/errors'
import { recordAuditBy, type AuditActor } from '../admin/auditLog'
import type { PaymentDeps } from './paymentDeps'
import { recordMovement } from './paymentMovements'
import { gatewayUnavailable } from './paymentProblems'

/**
 * Gives `amount` of what a payment took back to the guest's card, whoever asks (staff, or the
 * terms of a cancellation). The amount is claimed in the payment's row before the gateway is
 * asked, so of two refunds at once one goes on and one is a conflict; a gateway that fails gives
 * the claim back. Written to the audit log, with the payment's refunded amount before and after.
 */
export async function refundTaken(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>,
  payment: {
    id: string
    intent: string
    booking_id: string
    refunded: number
  },
  amount: number,
  by: { actor: AuditActor; note?: string },
): Promise<void> {
  const refunded = payment.refunded + amount
  const stamp = deps.now().toISOString()
  const claimed = await deps.db
    .updateTable('payments')
    .set({ refunded, updated_at: stamp })
    .where('id', '=', payment.id)
    .where('refunded', '=', payment.refunded)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1)
    throw new ApiProblem(
      409,
      'conflict',
      'This payment was refunded meanwhile. Please look at it again.',
      { paymentId: 'changed' },
    )
  let refund: string
  try {
    // Keyed by what was refunded before: asked again after an answer that was lost (the claim
    // given back, the same refund asked once more), the gateway refunds once.
    ;({ refund } = await deps.gateway.refund(
      payment.intent,
      amount,
      `refund:${payment.id}:${payment.refunded}:${amount}`,
    ))
  } catch (error) {
    await deps.db
      .updateTable('payments')
      .set({ refunded: payment.refunded, updated_at: stamp })
      .where('id', '=', payment.id)
      .where('refunded', '=', refunded)
      .execute()
    gatewayUnavailable(error)
  }
  await recordMovement(deps.db, {
    paymentId: payment.id,
    kind: 'refunded',
    amount,
    reference: refund,
    at: deps.now(),
  })
  await recordAuditBy(
    deps.db,
    by.actor,
    {
      action: 'payment_refunded',
      entity: 'booking',
      entityId: payment.booking_id,
      before: { paymentId: payment.id, refunded: payment.refunded },
      after: { paymentId: payment.id, refunded, amount },
      note: by.note ?? null,
    },
    deps.now(),
  )
}
