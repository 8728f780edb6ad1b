import { ApiError, newBooking } from '../api'
import {
  changeReservation,
  quoteFailure,
  requote,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'
import { quoteRequest } from './bookingLines'
import { bookingRefusal } from './bookingRefusal'
import { cartOf, purchaseOf } from './bookingTracking'
import { steppedBack } from './reservationSlice'
import { saveState, SESSION_KEYS } from './sessionState'

type CheckoutActions = Pick<
  BookingFlowActions,
  'continue' | 'refresh' | 'back' | 'choosePaymentMethod' | 'book' | 'joinClub'
>

// No answer, or a fault on the server's side: the booking may exist, so a retry keeps the key.
const mayHaveBooked = (error: ApiError) =>
  error.status === 0 || error.status >= 500

const asApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError({ kind: 'generic', status: 0, message: String(error) })

/** The flow's actions from the rooms on: quote, payment, booking (SPEC 4 steps 2 to 4). */
export function checkoutActions(flow: BookingFlowContext): CheckoutActions {
  const { api, lang, tracker, storage, logger, newKey, options, set, get } =
    flow
  const reservation = () => get().reservation
  const stepBack = () =>
    changeReservation(flow, (current) => ({
      ...current,
      activeStep: steppedBack(current),
    }))

  async function refused(error: ApiError) {
    // A refused booking is a new attempt next time, under a new key.
    if (!mayHaveBooked(error)) set({ idempotencyKey: newKey() })
    const refusal = bookingRefusal(error)
    if (refusal.action === 'back_to_rooms') {
      set({ notice: { kind: 'sold_out' } })
      stepBack()
    } else if (refusal.action === 'requote') {
      try {
        await requote(flow)
        set({ refusal: { message: refusal.message } })
      } catch (again) {
        set({ refusal: { message: 'generic' } })
        if (again instanceof ApiError && again.kind === 'sold_out') {
          set({ notice: { kind: 'sold_out' } })
          stepBack()
        }
      }
    } else {
      set({
        refusal: {
          message: refusal.message,
          ...(refusal.fields ? { fields: { ...refusal.fields } } : {}),
        },
      })
    }
  }

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
    continue: () =>
      quoting(async () => {
        if (reservation().activeStep >= 4) return
        const before = reservation().totalPrice
        tracker.trackViewCart(cartOf(reservation()))
        await requote(flow, true)
        tracker.trackBeginCheckout(cartOf(reservation()))
        const after = reservation().totalPrice
        if (after !== before)
          set({ notice: { kind: 'price_changed', total: after } })
      }),

    refresh: () => quoting(() => requote(flow)),

    back: () => {
      // A refusal belongs to the attempt it answered, not to the next visit.
      set({ refusal: undefined })
      stepBack()
    },

    choosePaymentMethod: (paymentType) => {
      const methods = get().quote?.paymentMethods ?? []
      if (methods.some((method) => method.type === paymentType))
        changeReservation(flow, (current) => ({ ...current, paymentType }))
    },

    book: async (details) => {
      if (get().busy) return
      const withCard = reservation().paymentType !== 'NOGUARANTEE'
      changeReservation(flow, (current) => ({
        ...current,
        reservationHolder: details.reservationHolder,
        isPolicyAccepted: details.isPolicyAccepted,
        creditCard: withCard ? details.card : undefined,
      }))
      set({ busy: true, refusal: undefined })
      const current = reservation()
      try {
        const booking = await api.call(
          newBooking,
          {
            ...quoteRequest(current, lang),
            expectedTotal: current.totalPrice,
            currency: current.currency,
            paymentType: current.paymentType,
            reservationHolder: details.reservationHolder,
            guest: details.guest,
            ...(withCard && current.creditCard
              ? { card: current.creditCard }
              : {}),
            isPolicyAccepted: true,
          },
          { headers: { 'Idempotency-Key': get().idempotencyKey } },
        )
        saveState(
          SESSION_KEYS.reservationConfirmation,
          booking,
          storage,
          logger,
        )
        // The booking is made: on to the confirmation, the card forgotten.
        set((state) => ({
          booking,
          busy: false,
          idempotencyKey: newKey(),
          reservation: {
            ...state.reservation,
            activeStep: 4,
            creditCard: undefined,
          },
        }))
        tracker.trackPurchase(purchaseOf(booking))
        // The guest form's box asks the server to mail a newsletter confirmation (decision 020).
        if (details.guest.newsletter)
          tracker.trackNewsletterSignUp(details.guest.email)
        options.onBooked?.(booking)
      } catch (error) {
        await refused(asApiError(error))
        set({ busy: false })
      }
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
