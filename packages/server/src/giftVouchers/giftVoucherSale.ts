import { randomInt, randomUUID } from 'node:crypto'
import {
  GIFT_VOUCHER_ALPHABET,
  GIFT_VOUCHER_CURRENCY,
  GIFT_VOUCHER_VALID_YEARS,
  giftVoucherCodeKey,
  type CardPaymentResponse,
  type GiftVoucherBought,
  type GiftVoucherOrder,
} from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import type { Selectable } from 'kysely'
import type { GiftVoucherTable } from '#db/schema'
import { notFound } from '#http/errors'
import type { AppContext } from '../appContext'
import { cardPageAnswer } from '../payments/cardPayment'
import {
  gatewayUnavailable,
  paymentIncomplete,
} from '../payments/paymentProblems'
import { giftVoucherMails } from './giftVoucherMail'
import { voucherState } from './giftVoucherRules'
import { recordMove } from './giftVoucherStore'

type SaleDeps = Pick<
  AppContext,
  'db' | 'gateway' | 'cardPage' | 'mailer' | 'now' | 'publicBaseUrl'
>

/** A new code: 12 signs from the unambiguous alphabet, by the system's random source. */
function newVoucherCode(): string {
  const signs = Array.from(
    { length: 12 },
    () => GIFT_VOUCHER_ALPHABET[randomInt(GIFT_VOUCHER_ALPHABET.length)],
  )
  return giftVoucherCodeKey(signs.join(''))
}

const validUntil = (today: string) =>
  `${Number(today.slice(0, 4)) + GIFT_VOUCHER_VALID_YEARS}${today.slice(4)}`

/**
 * Starts a voucher's card step (decision 045): the amount taken at once when the card page
 * confirms it, and the order kept, pending, with the intent.
 */
export async function startVoucherPayment(
  deps: SaleDeps,
  order: GiftVoucherOrder,
): Promise<CardPaymentResponse> {
  const started = await deps.gateway
    .startPayment({
      reference: 'gift-voucher',
      guest: { email: order.buyerEmail, name: order.buyerName },
      amount: order.amount,
      currency: GIFT_VOUCHER_CURRENCY,
      hold: false,
    })
    .catch(gatewayUnavailable)
  const stamp = deps.now().toISOString()
  await deps.db
    .insertInto('gift_vouchers')
    .values({
      id: randomUUID(),
      code: null,
      state: 'pending',
      currency: GIFT_VOUCHER_CURRENCY,
      amount: order.amount,
      balance: 0,
      intent: started.intent,
      buyer_name: order.buyerName,
      buyer_email: order.buyerEmail,
      recipient_name: order.recipientName,
      recipient_email: order.recipientEmail || null,
      message: order.message || null,
      language: order.lang,
      created_at: stamp,
      bought_at: null,
      valid_until: validUntil(todayIso(deps.now())),
    })
    .execute()
  return cardPageAnswer(deps, started, {
    amount: order.amount,
    currency: GIFT_VOUCHER_CURRENCY,
    parent: order.parent,
    lang: order.lang,
  })
}

function boughtAnswer(
  voucher: Selectable<GiftVoucherTable>,
  today: string,
): GiftVoucherBought {
  return {
    code: voucher.code!,
    amount: voucher.amount,
    balance: voucher.balance,
    currency: voucher.currency,
    state: voucherState(voucher, today),
    validUntil: voucher.valid_until,
    recipientName: voucher.recipient_name,
    mailedTo: voucher.recipient_email ?? voucher.buyer_email,
  }
}

/**
 * Makes the voucher an intent paid for (decision 045), once: the gateway must report the whole
 * amount taken; the voucher gets its code, its value and its mails in one transaction. A retry,
 * or a second tab, answers the voucher made the first time.
 */
export async function purchaseVoucher(
  deps: SaleDeps,
  intent: string,
): Promise<GiftVoucherBought> {
  const today = todayIso(deps.now())
  const pending = await deps.db
    .selectFrom('gift_vouchers')
    .selectAll()
    .where('intent', '=', intent)
    .executeTakeFirst()
  if (!pending) throw notFound('gift voucher payment', intent, 'intent')
  if (pending.state !== 'pending') return boughtAnswer(pending, today)
  const paid = await deps.gateway.readIntent(intent).catch(gatewayUnavailable)
  if (paid.status !== 'confirmed' || paid.taken !== pending.amount)
    throw paymentIncomplete(
      'The card has not paid for this voucher. Please enter the card again.',
    )
  const at = deps.now().toISOString()
  const voucher: Selectable<GiftVoucherTable> = {
    ...pending,
    code: newVoucherCode(),
    state: 'active',
    balance: pending.amount,
    bought_at: at,
  }
  // Made meanwhile by another call: its mails went, and this call's roll back.
  const made = await deps.mailer
    .sendWith(
      async (trx) => {
        const activated = await trx
          .updateTable('gift_vouchers')
          .set({
            code: voucher.code,
            state: 'active',
            balance: voucher.balance,
            bought_at: at,
          })
          .where('id', '=', pending.id)
          .where('state', '=', 'pending')
          .executeTakeFirst()
        if (Number(activated.numUpdatedRows) !== 1) throw new MadeMeanwhile()
        await recordMove(trx, {
          voucher_id: pending.id,
          kind: 'bought',
          amount: pending.amount,
          at,
        })
      },
      giftVoucherMails(voucher, deps.publicBaseUrl),
    )
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof MadeMeanwhile) return false
        throw error
      },
    )
  if (made) return boughtAnswer(voucher, today)
  const current = await deps.db
    .selectFrom('gift_vouchers')
    .selectAll()
    .where('id', '=', pending.id)
    .executeTakeFirstOrThrow()
  return boughtAnswer(current, today)
}

class MadeMeanwhile extends Error {}
