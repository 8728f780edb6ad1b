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

/** The code of a promo code refusal, when the server refused the quote for its promo code. */
export const promoRefusalOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.fields?.promoCode : undefined

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
      ...(forward ? { activeStep: steppedForward(reservation) } : {}),
      ...(allowed.includes(reservation.paymentType)
        ? {}
        : { paymentType: quote.guarantee }),
    },
  })
}

/**
 * Prices the reservation on the server and takes the quote (final-price-quote), one step on when
 * `forward`; the chosen payment method stays while the rate allows it, else the rate's own. A
 * promo code that no longer applies (used up since, or not for the rooms now chosen) is dropped
 * and the refusal kept for the guest to read. Throws when the server refuses otherwise or does
 * not answer, leaving the reservation as it was.
 */
export async function requote(
  flow: BookingFlowContext,
  forward = false,
): Promise<void> {
  const { api, lang, set, get } = flow
  const asked = get().reservation
  let quote: FinalQuoteResponse
  try {
    quote = await api.call(finalPriceQuote, quoteRequest(asked, lang))
  } catch (error) {
    const refusal = promoRefusalOf(error)
    if (!refusal || !asked.promoCode) throw error
    set({ promoRefusal: refusal })
    quote = await api.call(
      finalPriceQuote,
      quoteRequest({ ...asked, promoCode: '' }, lang),
    )
  }
  takeQuote(flow, quote, forward)
}
