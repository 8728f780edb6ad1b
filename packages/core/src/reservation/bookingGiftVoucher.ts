import { GIFT_VOUCHER_CODE_PATTERN } from '../api/giftVoucherCode'
import { codeActions } from './bookingCodeActions'
import type { BookingFlowContext } from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'

type GiftVoucherActions = Pick<
  BookingFlowActions,
  'applyGiftVoucher' | 'removeGiftVoucher'
>

/**
 * The guest's gift voucher (issue 35, decision 045): the server says what it pays of the stay
 * at booking and what stays on it, or why it cannot pay. The total stays: a voucher pays, it
 * takes nothing off. A code of the wrong form is refused here, as the server would. The quote answers the code as it is kept ("ABCD-EFGH-JKMN"), which the
 * reservation takes.
 */
export function giftVoucherActions(
  flow: BookingFlowContext,
): GiftVoucherActions {
  const { apply, remove } = codeActions(
    flow,
    'giftVoucher',
    (code) =>
      GIFT_VOUCHER_CODE_PATTERN.test(code)
        ? { value: code }
        : { refusal: 'gift_voucher_invalid' },
    'gift_voucher_failed',
  )
  return { applyGiftVoucher: apply, removeGiftVoucher: remove }
}
