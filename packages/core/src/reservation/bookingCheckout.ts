import {
  changeReservation,
  quoteFailure,
  requote,
  stepBack,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'
import { cartOf } from './bookingTracking'
import { lineMissingAges } from './childAges'
import { withActiveLine } from './reservationSlice'

type CheckoutActions = Pick<
  BookingFlowActions,
  'continue' | 'refresh' | 'back' | 'choosePaymentMethod' | 'joinClub'
>

/** The flow's actions from the rooms to the payment step: quote, back, payment method (SPEC 4). */
export function checkoutActions(flow: BookingFlowContext): CheckoutActions {
  const { tracker, set, get } = flow
  const reservation = () => get().reservation

  /** Runs a quote as the guest waits: busy meanwhile, a failure told as a notice. */
  async function quoting(ask: () => Promise<void>) {
    set({ busy: true, notice: undefined })
    try {
      await ask()
    } catch (error) {
      set({ notice: quoteFailure(error) })
    } finally {
      set({ busy: false })
    }
  }

  return {
    continue: () => {
      // Issue 33: each child's age is asked on this step; the room missing one is shown.
      const missing = lineMissingAges(reservation().units)
      if (missing && reservation().activeStep === 2) {
        changeReservation(flow, (current) => withActiveLine(current, missing))
        set({ notice: { kind: 'child_ages_missing' } })
        return Promise.resolve()
      }
      return quoting(async () => {
        if (reservation().activeStep >= 4) return
        const before = reservation().totalPrice
        tracker.trackViewCart(cartOf(reservation()))
        await requote(flow, true)
        tracker.trackBeginCheckout(cartOf(reservation()))
        const after = reservation().totalPrice
        // The rooms are priced without the promo code; only the server's quote takes it off.
        const discount = get().quote?.promoCode?.discount ?? 0
        if (after + discount !== before)
          set({ notice: { kind: 'price_changed', total: after } })
      })
    },

    refresh: () => quoting(() => requote(flow)),

    back: () => {
      // A refusal and a card step belong to the attempt they were for, not to the next visit.
      set({ refusal: undefined, cardStep: undefined })
      stepBack(flow)
    },

    choosePaymentMethod: (paymentType) => {
      const methods = get().quote?.paymentMethods ?? []
      if (!methods.some((method) => method.type === paymentType)) return
      // A card step was opened for the method before: its intent is of the wrong kind.
      set({ cardStep: undefined })
      changeReservation(flow, (current) => ({ ...current, paymentType }))
    },

    joinClub: async (join) => {
      if (get().clubJoin === 'busy') return
      set({ clubJoin: 'busy' })
      try {
        await join()
      } catch {
        set({ clubJoin: 'failed' })
        return
      }
      await get().refresh()
      set({ clubJoin: 'idle' })
    },
  }
}
