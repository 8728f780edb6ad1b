import type { StoreApi } from 'zustand/vanilla'
import {
  ApiError,
  finalPriceQuote,
  type ApiClient,
  type FinalQuoteResponse,
} from '../api'
import type { Language } from '../i18n/languages'
import type { Tracker } from '../tracking/createTracker'
import type {
  BookingFlowNotice,
  BookingFlowOptions,
  BookingFlowState,
  BookingFlowStore,
} from './bookingFlowTypes'
import { quoteRequest } from './bookingLines'
import { steppedBack, steppedForward, withQuote } from './reservationSlice'
import type { ReservationState } from './reservationTypes'
import type { KeyValueStorage, Logger } from './sessionState'

/** What the flow's actions share: its options and the one store's set and get. */
export interface BookingFlowContext {
  options: BookingFlowOptions
  api: ApiClient
  lang: Language
  tracker: Tracker
  storage: KeyValueStorage | undefined
  logger: Logger
  newKey: () => string
  set: StoreApi<BookingFlowStore>['setState']
  get: StoreApi<BookingFlowStore>['getState']
}

/** Changes the reservation slice through one of its transitions. */
export function changeReservation(
  { set }: BookingFlowContext,
  change: (reservation: ReservationState) => ReservationState,
): void {
  set((state) => ({ reservation: change(state.reservation) }))
}

/** Moves the reservation one step back (payment to rooms). */
export const stepBack = (flow: BookingFlowContext) =>
  changeReservation(flow, (current) => ({
    ...current,
    activeStep: steppedBack(current),
  }))

// A re-quote that failed: sold out since the guest chose, or the server not answering.
export const quoteFailure = (error: unknown): BookingFlowNotice =>
  error instanceof ApiError && error.kind === 'sold_out'
    ? { kind: 'sold_out' }
    : { kind: 'quote_failed' }

/** A code or amount the guest gives on the payment step: its field on the quoted stay. */
export type PaymentStepField = 'promoCode' | 'giftVoucher' | 'points'

/** Why the server refused the quote's `field` (a promo code, a gift voucher, points), when it did. */
export const refusalAt = (
  error: unknown,
  field: PaymentStepField,
): string | undefined =>
  error instanceof ApiError ? error.fields?.[field] : undefined

/** Takes a quote of the reservation, one step on when `forward` (see requote). */
export function takeQuote(
  { set, get }: BookingFlowContext,
  quote: FinalQuoteResponse,
  forward = false,
): void {
  const reservation = withQuote(get().reservation, quote)
  const allowed = quote.paymentMethods.map((method) => method.type)
  set({
    quote,
    reservation: {
      ...reservation,
      promoCode: quote.promoCode?.code ?? '',
      giftVoucher: quote.giftVoucher?.code ?? '',
      points: quote.pointsPayment?.points ?? 0,
      ...(forward ? { activeStep: steppedForward(reservation) } : {}),
      ...(allowed.includes(reservation.paymentType)
        ? {}
        : { paymentType: quote.guarantee }),
    },
  })
}

// A code or points the quote refused (decisions 044 to 046): the reservation asked again
// without them, and why kept for the guest to read at their field.
function withoutRefused(
  error: unknown,
  asked: ReservationState,
): [ReservationState, Partial<BookingFlowState>] | undefined {
  const promo = refusalAt(error, 'promoCode')
  if (promo && asked.promoCode)
    return [{ ...asked, promoCode: '' }, { promoRefusal: promo }]
  const voucher = refusalAt(error, 'giftVoucher')
  if (voucher && asked.giftVoucher)
    return [{ ...asked, giftVoucher: '' }, { giftVoucherRefusal: voucher }]
  const points = refusalAt(error, 'points')
  if (points && asked.points)
    return [{ ...asked, points: 0 }, { pointsRefusal: points }]
  return undefined
}

/**
 * Prices the reservation on the server and takes the quote (final-price-quote), one step on when
 * `forward`; the chosen payment method stays while the rate allows it, else the rate's own. A
 * promo code that no longer applies (used up since, or not for the rooms now chosen), or a gift
 * voucher that can no longer pay (spent since, void, expired), is dropped and the refusal kept
 * for the guest to read. Throws when the server refuses otherwise or does not answer, leaving
 * the reservation as it was.
 */
export async function requote(
  flow: BookingFlowContext,
  forward = false,
): Promise<void> {
  const { api, lang, set, get } = flow
  let asked = get().reservation
  // Each refusal drops one code: asked again at most once for each.
  for (;;) {
    try {
      const quote = await api.call(finalPriceQuote, quoteRequest(asked, lang))
      takeQuote(flow, quote, forward)
      return
    } catch (error) {
      const without = withoutRefused(error, asked)
      if (!without) throw error
      set(without[1])
      asked = without[0]
    }
  }
}
