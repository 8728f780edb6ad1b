import { finalPriceQuote } from '../api'
import {
  changeReservation,
  refusalAt,
  takeQuote,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { PaymentStepField } from './bookingFlowContext'
import type { BookingFlowState } from './bookingFlowTypes'
import { quoteRequest } from './bookingLines'

const REFUSAL = {
  promoCode: 'promoRefusal',
  giftVoucher: 'giftVoucherRefusal',
  points: 'pointsRefusal',
} as const

/** What the guest typed, as the quote takes it, or why it cannot be taken. */
export type TypedValue = { value: string | number } | { refusal: string }

/**
 * Applying and removing what the guest types on the payment step (issue 35): a promo code
 * (decision 044), a gift voucher (decision 045) or club points (decision 046). The server's quote
 * applies it, or says why not (kept in the flow's refusal of that field, the quote as it was);
 * `read` takes what was typed, or says why it cannot be taken without asking. Removed, the
 * reservation is priced without it.
 */
export function codeActions(
  flow: BookingFlowContext,
  field: PaymentStepField,
  read: (typed: string) => TypedValue,
  failed: string,
) {
  const { api, lang, set, get } = flow
  const refuse = (why: string | undefined) =>
    set({ [REFUSAL[field]]: why } as Partial<BookingFlowState>)
  return {
    apply: async (typed: string) => {
      if (get().busy) return
      const taken = read(typed.trim())
      if ('refusal' in taken) return refuse(taken.refusal)
      refuse(undefined)
      set({ busy: true, notice: undefined })
      try {
        const quote = await api.call(finalPriceQuote, {
          ...quoteRequest(get().reservation, lang),
          [field]: taken.value,
        })
        takeQuote(flow, quote)
      } catch (error) {
        refuse(refusalAt(error, field) ?? failed)
      } finally {
        set({ busy: false })
      }
    },

    remove: async () => {
      changeReservation(flow, (current) => ({
        ...current,
        [field]: field === 'points' ? 0 : '',
      }))
      refuse(undefined)
      await get().refresh()
    },
  }
}
