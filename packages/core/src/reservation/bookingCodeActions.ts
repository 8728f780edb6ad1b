import { finalPriceQuote } from '../api'
import {
  changeReservation,
  refusalAt,
  takeQuote,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { BookingFlowState } from './bookingFlowTypes'
import { quoteRequest } from './bookingLines'

/** A code the guest types on the payment step: its field on the quoted stay. */
type CodeField = 'promoCode' | 'giftVoucher'

const REFUSAL = {
  promoCode: 'promoRefusal',
  giftVoucher: 'giftVoucherRefusal',
} as const

/**
 * Applying and removing a code the guest types on the payment step (issue 35): a promo code
 * (decision 044) or a gift voucher (decision 045). The server's quote applies it, or says why
 * not (kept in the flow's refusal of that code, the quote as it was); `invalid` says why a code
 * typed cannot be one without asking. Removed, the reservation is priced without it.
 */
export function codeActions(
  flow: BookingFlowContext,
  field: CodeField,
  invalid: (code: string) => string | undefined,
  failed: string,
) {
  const { api, lang, set, get } = flow
  const refuse = (why: string | undefined) =>
    set({ [REFUSAL[field]]: why } as Partial<BookingFlowState>)
  return {
    apply: async (typed: string) => {
      const code = typed.trim()
      if (get().busy) return
      const why = invalid(code)
      refuse(why)
      if (why) return
      set({ busy: true, notice: undefined })
      try {
        const quote = await api.call(finalPriceQuote, {
          ...quoteRequest(get().reservation, lang),
          [field]: code,
        })
        takeQuote(flow, quote)
      } catch (error) {
        refuse(refusalAt(error, field) ?? failed)
      } finally {
        set({ busy: false })
      }
    },

    remove: async () => {
      changeReservation(flow, (current) => ({ ...current, [field]: '' }))
      refuse(undefined)
      await get().refresh()
    },
  }
}
