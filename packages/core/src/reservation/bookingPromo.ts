import { finalPriceQuote, PROMO_CODE_PATTERN } from '../api'
import {
  changeReservation,
  promoRefusalOf,
  takeQuote,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'
import { quoteRequest } from './bookingLines'

type PromoActions = Pick<
  BookingFlowActions,
  'applyPromoCode' | 'removePromoCode'
>

/** The guest's promo code (issue 35, decision 044): the server prices it, or says why not. */
export function promoActions(flow: BookingFlowContext): PromoActions {
  const { api, lang, set, get } = flow
  return {
    applyPromoCode: async (typed) => {
      const code = typed.trim()
      if (get().busy) return
      if (!PROMO_CODE_PATTERN.test(code)) {
        set({ promoRefusal: 'promo_code_invalid' })
        return
      }
      set({ busy: true, promoRefusal: undefined, notice: undefined })
      try {
        const quote = await api.call(finalPriceQuote, {
          ...quoteRequest(get().reservation, lang),
          promoCode: code,
        })
        takeQuote(flow, quote)
      } catch (error) {
        set({ promoRefusal: promoRefusalOf(error) ?? 'promo_code_failed' })
      } finally {
        set({ busy: false })
      }
    },

    removePromoCode: async () => {
      changeReservation(flow, (current) => ({ ...current, promoCode: '' }))
      set({ promoRefusal: undefined })
      await get().refresh()
    },
  }
}
