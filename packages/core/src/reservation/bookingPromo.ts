import { PROMO_CODE_PATTERN } from '../api'
import { codeActions } from './bookingCodeActions'
import type { BookingFlowContext } from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'

type PromoActions = Pick<
  BookingFlowActions,
  'applyPromoCode' | 'removePromoCode'
>

/** The guest's promo code (issue 35, decision 044): the server prices it, or says why not. */
export function promoActions(flow: BookingFlowContext): PromoActions {
  const { apply, remove } = codeActions(
    flow,
    'promoCode',
    (code) =>
      PROMO_CODE_PATTERN.test(code)
        ? { value: code }
        : { refusal: 'promo_code_invalid' },
    'promo_code_failed',
  )
  return { applyPromoCode: apply, removePromoCode: remove }
}
