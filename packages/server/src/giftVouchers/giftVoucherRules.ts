import type { GiftVoucherRefusal, GiftVoucherState } from '@resort/core/api'
import type { GiftVoucherTable } from '#db/schema'
import { ApiProblem, invalidParam } from '#http/errors'

// The rules of a voucher's value (issue 35, decision 045), on plain rows: no database here.

type VoucherFacts = Pick<
  GiftVoucherTable,
  'state' | 'balance' | 'valid_until' | 'currency'
>

/** Where a voucher stands for its holder: spent and expired are read from its balance and day. */
export function voucherState(
  voucher: VoucherFacts,
  today: string,
): GiftVoucherState {
  if (voucher.state === 'void' || voucher.state === 'refunded')
    return voucher.state
  if (voucher.valid_until < today) return 'expired'
  return voucher.balance > 0 ? 'active' : 'spent'
}

/** Why a voucher cannot pay a booking in `currency` today, or null when it can. */
export function voucherRefusal(
  voucher: VoucherFacts | undefined,
  currency: string,
  today: string,
): GiftVoucherRefusal | null {
  if (!voucher || voucher.state === 'pending') return 'gift_voucher_unknown'
  const state = voucherState(voucher, today)
  if (state === 'void' || state === 'refunded') return 'gift_voucher_void'
  if (state === 'expired') return 'gift_voucher_expired'
  if (state === 'spent') return 'gift_voucher_spent'
  if (voucher.currency !== currency) return 'gift_voucher_currency'
  return null
}

export const GIFT_VOUCHER_REFUSAL_TEXT: Record<GiftVoucherRefusal, string> = {
  gift_voucher_invalid:
    'A gift voucher code is three groups of four letters or digits.',
  gift_voucher_unknown:
    'We do not know this gift voucher. Please check how the code is written.',
  gift_voucher_spent: 'Nothing is left on this gift voucher.',
  gift_voucher_void: 'This gift voucher can no longer be used.',
  gift_voucher_expired: 'This gift voucher has expired.',
  gift_voucher_currency:
    'This gift voucher is in another currency than this property takes.',
  gift_voucher_balance_changed:
    'Less is left on this gift voucher than when it was applied. Please look at the new amounts and book again.',
}

/**
 * A voucher not taken, on the giftVoucher field: 400 for the guest to change, except a balance
 * another booking spent since the quote (409).
 */
export const voucherRefused = (reason: GiftVoucherRefusal) =>
  reason === 'gift_voucher_balance_changed'
    ? new ApiProblem(409, 'conflict', GIFT_VOUCHER_REFUSAL_TEXT[reason], {
        giftVoucher: reason,
      })
    : invalidParam('giftVoucher', reason, GIFT_VOUCHER_REFUSAL_TEXT[reason])

/** The last four signs of a code: all staff and a booking's view show of it. */
export const codeEnd = (code: string | null) => (code ?? '').slice(-4)
