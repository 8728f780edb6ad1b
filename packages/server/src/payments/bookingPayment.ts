import type { FinalQuoteResponse, PaymentType } from '@resort/core/api'
import { toProviderCode } from '@resort/core/validation'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem, invalidParam } from '#http/errors'
import type { PaymentDeps } from './paymentDeps'
import type { CardOnFile } from './paymentGateway'
import { takeHold } from './paymentMovements'
import { gatewayUnavailable, paymentIncomplete } from './paymentProblems'

/**
 * What the card step asks of a booking (decision 040): the card kept (a guarantee), or the amount
 * its payment policy wants at booking held, then taken once booked unless the policy only holds it.
 */
export interface CardStep {
  kind: 'guarantee' | 'prepayment'
  amount: number
  /** Taken once the booking stands; false for a hold, taken on the arrival day. */
  take: boolean
}

/** The card step of a stay as quoted, or undefined when it needs no card. */
export function cardStepOf(
  quote: Pick<FinalQuoteResponse, 'paymentPlan'>,
  paymentType: PaymentType,
): CardStep | undefined {
  if (paymentType === 'NOGUARANTEE') return undefined
  const now = quote.paymentPlan.filter((due) => due.on === null)
  const amount = now.reduce((sum, due) => sum + due.amount, 0)
  return amount > 0
    ? {
        kind: 'prepayment',
        amount,
        take: now.some((due) => due.action === 'charge'),
      }
    : { kind: 'guarantee', amount: 0, take: false }
}

/** A confirmed card step a booking is about to be made with (decision 040). */
export interface ConfirmedPayment extends CardStep {
  id: string
  intent: string
  card: CardOnFile
}

/** What the booking keeps of the card: brand, last four, expiry and the gateway's token. */
export const bookingCardColumns = (card: CardOnFile | undefined) => ({
  card_brand: card?.brand ?? null,
  card_provider_code:
    card && card.brand !== 'unknown'
      ? (toProviderCode(card.brand) ?? null)
      : null,
  card_last4: card?.last4 ?? null,
  card_expiry: card?.expiry ?? null,
  card_token: card?.paymentMethod ?? null,
})

const stamp = () => new Date().toISOString()

/**
 * Gives a card step up at the gateway when no booking was made with it (the hold goes back to
 * the guest's card), and says so in its row. A payment booked, or of another property, is left alone.
 */
export async function releaseUnbooked(
  deps: PaymentDeps,
  intent: string,
  propertyId: string,
): Promise<void> {
  const row = await deps.db
    .selectFrom('payments')
    .select(['id'])
    .where('intent', '=', intent)
    .where('property_id', '=', propertyId)
    .where('booking_id', 'is', null)
    .where('state', '=', 'started')
    .executeTakeFirst()
  if (!row) return
  await deps.gateway.release(intent)
  await deps.db
    .updateTable('payments')
    .set({ state: 'released', updated_at: stamp() })
    .where('id', '=', row.id)
    .where('booking_id', 'is', null)
    .execute()
}

/**
 * The payment a new booking names, checked: started by this server for this property, amount
 * and currency, not used yet, confirmed at the gateway, and of a brand the property takes (the
 * brand the gateway reports, never the browser). A card of another brand is released at once.
 */
export async function confirmedPayment(
  deps: PaymentDeps,
  payment: { intent: string } | undefined,
  step: CardStep | undefined,
  booking: {
    propertyId: string
    currency: string
    allowedBrands: readonly string[]
  },
): Promise<ConfirmedPayment | undefined> {
  if (!step) return undefined
  if (!payment)
    throw invalidParam(
      'payment',
      'required',
      'This rate needs a card to guarantee or pay the booking: enter it on the card page first.',
    )
  const { kind } = step
  const row = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('intent', '=', payment.intent)
    .executeTakeFirst()
  if (
    !row ||
    row.booking_id !== null ||
    row.state !== 'started' ||
    row.kind !== kind ||
    row.property_id !== booking.propertyId ||
    row.currency !== booking.currency ||
    row.amount !== step.amount
  )
    throw paymentIncomplete(
      'This card step is not for this booking, or was used already. Please enter the card again.',
    )
  const state = await deps.gateway
    .readIntent(row.intent)
    .catch(gatewayUnavailable)
  if (state.status !== 'confirmed')
    throw paymentIncomplete(
      state.status === 'awaiting_authentication'
        ? "The card's bank has not confirmed it yet. Please finish its check on the card page."
        : 'The card was not confirmed. Please enter it on the card page.',
    )
  if (kind === 'prepayment' && state.held + state.taken !== row.amount)
    throw paymentIncomplete(
      'The amount held on the card is not the amount due. Please enter the card again.',
    )
  if (
    state.card.brand === 'unknown' ||
    !booking.allowedBrands.includes(state.card.brand)
  ) {
    await releaseUnbooked(deps, row.intent, row.property_id)
    throw new ApiProblem(
      402,
      'payment_declined',
      'This property does not accept this card brand. Please use another card.',
      { card: 'card_brand_not_accepted' },
    )
  }
  return { ...step, id: row.id, intent: row.intent, card: state.card }
}

/** Ties the payment to its booking, in the booking's transaction; a payment booked twice is a conflict. */
export async function attachPayment(
  trx: Transaction<Database> | Kysely<Database>,
  payment: ConfirmedPayment,
  bookingId: string,
): Promise<void> {
  const result = await trx
    .updateTable('payments')
    .set({
      booking_id: bookingId,
      state: payment.kind === 'prepayment' ? 'held' : 'saved',
      payment_method: payment.card.paymentMethod,
      customer: payment.card.customer,
      updated_at: stamp(),
    })
    .where('id', '=', payment.id)
    .where('booking_id', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1)
    throw new ApiProblem(
      409,
      'conflict',
      'This card step has been used for another booking already.',
    )
}

/**
 * Once the booking stands, a prepayment's hold is taken (a policy's hold waits for the arrival
 * day). A capture that fails leaves the payment held, for staff to see and take again; the
 * booking stands.
 */
export async function takeHeldPayment(
  deps: PaymentDeps,
  payment: ConfirmedPayment,
): Promise<void> {
  if (!payment.take) return
  try {
    await takeHold(deps, payment)
  } catch (error) {
    deps.logFailure(error, `prepayment ${payment.intent} held, not taken`)
  }
}
