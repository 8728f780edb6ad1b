import { ApiError, cardPayment, newBooking } from '../api'
import {
  changeReservation,
  requote,
  stepBack,
  type BookingFlowContext,
} from './bookingFlowContext'
import type { BookingDetails, BookingFlowActions } from './bookingFlowTypes'
import { quoteRequest } from './bookingLines'
import { bookingRefusal } from './bookingRefusal'
import { purchaseOf } from './bookingTracking'
import type { ReservationState } from './reservationTypes'
import { saveState, SESSION_KEYS } from './sessionState'

type PaymentActions = Pick<
  BookingFlowActions,
  'book' | 'cardConfirmed' | 'leaveCardStep'
>

// No answer, or a fault on the server's side: the booking may exist, so a retry keeps the key.
const mayHaveBooked = (error: ApiError) =>
  error.status === 0 || error.status >= 500

const asApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError({ kind: 'generic', status: 0, message: String(error) })

/**
 * The stay, the total and what the voucher pays as the guest was shown them, as new-booking and
 * card-payment take them (decision 045).
 */
const stayBooked = (
  reservation: ReservationState,
  lang: BookingFlowContext['lang'],
  voucherPays: number | undefined,
) => ({
  ...quoteRequest(reservation, lang),
  expectedTotal: reservation.totalPrice,
  currency: reservation.currency,
  ...(reservation.giftVoucher && voucherPays !== undefined
    ? { giftVoucherAmount: voucherPays }
    : {}),
})

/**
 * The flow's booking actions (SPEC 4 step 3 to 4). A card rate goes through the card step first
 * (decision 040): card-payment opens the card page, and its "confirmed" books with the intent.
 */
export function paymentActions(flow: BookingFlowContext): PaymentActions {
  const { api, lang, tracker, storage, logger, newKey, options, set, get } =
    flow
  // The guest's details while the card page is open; in memory only, like the card step.
  let kept: BookingDetails | undefined

  async function refused(error: ApiError) {
    // A refused booking is a new attempt next time, under a new key.
    if (!mayHaveBooked(error)) set({ idempotencyKey: newKey() })
    const refusal = bookingRefusal(error)
    if (refusal.action === 'back_to_rooms') {
      set({ notice: { kind: 'sold_out' } })
      stepBack(flow)
    } else if (refusal.action === 'requote') {
      const voucher = get().reservation.giftVoucher
      try {
        await requote(flow)
        // The new quote refused the voucher (spent meanwhile): dropped, and the guest told so.
        const dropped = voucher && !get().reservation.giftVoucher
        set({
          refusal: {
            message: dropped ? 'gift_voucher_removed' : refusal.message,
          },
        })
      } catch (again) {
        set({ refusal: { message: 'generic' } })
        if (again instanceof ApiError && again.kind === 'sold_out') {
          set({ notice: { kind: 'sold_out' } })
          stepBack(flow)
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

  /** Runs a call as the guest waits: busy meanwhile, a failure told as the booking's refusal. */
  async function attempt(call: () => Promise<void>) {
    set({ busy: true, refusal: undefined })
    try {
      await call()
    } catch (error) {
      const failure = asApiError(error)
      // An answered refusal ends the card step (the server gave its intent up); a lost answer
      // keeps it, so that confirming again retries the same booking under the same key.
      if (!mayHaveBooked(failure)) {
        kept = undefined
        set({ cardStep: undefined })
      }
      await refused(failure)
    } finally {
      set({ busy: false })
    }
  }

  async function place(details: BookingDetails, payment?: { intent: string }) {
    const current = get().reservation
    const booking = await api.call(
      newBooking,
      {
        ...stayBooked(current, lang, get().quote?.giftVoucher?.applied),
        paymentType: current.paymentType,
        reservationHolder: details.reservationHolder,
        guest: details.guest,
        ...(payment ? { payment } : {}),
        isPolicyAccepted: true,
      },
      { headers: { 'Idempotency-Key': get().idempotencyKey } },
    )
    saveState(SESSION_KEYS.reservationConfirmation, booking, storage, logger)
    kept = undefined
    set((state) => ({
      booking,
      busy: false,
      cardStep: undefined,
      idempotencyKey: newKey(),
      reservation: { ...state.reservation, activeStep: 4 },
    }))
    tracker.trackPurchase(purchaseOf(booking))
    // The guest form's box asks the server to mail a newsletter confirmation (decision 020).
    if (details.guest.newsletter)
      tracker.trackNewsletterSignUp(details.guest.email)
    options.onBooked?.(booking)
  }

  return {
    book: async (details) => {
      if (get().busy) return
      kept = undefined
      set({ cardStep: undefined })
      changeReservation(flow, (reservation) => ({
        ...reservation,
        reservationHolder: details.reservationHolder,
        isPolicyAccepted: details.isPolicyAccepted,
      }))
      const current = get().reservation
      const { paymentType } = current
      if (paymentType === 'NOGUARANTEE') return attempt(() => place(details))
      await attempt(async () => {
        const cardStep = await api.call(cardPayment, {
          ...stayBooked(current, lang, get().quote?.giftVoucher?.applied),
          paymentType,
          reservationHolder: details.reservationHolder,
          guest: details.guest,
          parent: options.pageOrigin,
        })
        kept = details
        set({ cardStep })
      })
    },

    cardConfirmed: async (intent) => {
      const details = kept
      // Only the intent this card step opened, once: a stray or repeated message books nothing.
      if (get().busy || !details || get().cardStep?.intent !== intent) return
      await attempt(() => place(details, { intent }))
    },

    leaveCardStep: () => {
      if (get().busy) return
      kept = undefined
      set({ cardStep: undefined, refusal: undefined })
    },
  }
}
