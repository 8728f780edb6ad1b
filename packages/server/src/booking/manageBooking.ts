import type { Language } from '@resort/core'
import type {
  EditBookingRequest,
  ExistingBookingResponse,
  FinalQuoteResponse,
} from '@resort/core/api'
import type { PriceFor } from '../pricing/stayPrice'
import { cancelBookingById } from './bookingCancellation'
import type { BookingDeps } from './bookingDeps'
import { viewBookingById } from './bookingView'
import { editBookingById, quoteChangeById } from './stayChange'

// The guest's booking link (SPEC's bookingURI): each call verifies the signed token, then does
// what staff do by the booking's id.

/** A booking by its signed link, in a language. */
export async function viewBooking(
  deps: BookingDeps,
  token: string,
  language: Language,
) {
  return viewBookingById(deps, await deps.tokens.verify(token), language)
}

/** Cancels under the rate's policy (the fee it implies is recorded) and gives the nights back. */
export async function cancelBooking(
  deps: BookingDeps,
  token: string,
  language: Language,
) {
  return cancelBookingById(deps, await deps.tokens.verify(token), language)
}

/**
 * What a change would cost, priced as the edit would price it (the booking's own nights count as
 * free), without changing anything.
 */
export async function quoteBookingChange(
  deps: BookingDeps,
  { token, ...change }: Omit<EditBookingRequest, 'expectedTotal'>,
  priceFor: PriceFor = 'public',
): Promise<FinalQuoteResponse> {
  return quoteChangeById(deps, await deps.tokens.verify(token), change, {
    priceFor,
    field: 'token',
  })
}

/**
 * Changes dates, units or extras: re-priced by the server and re-taken in one transaction, where
 * the old nights are given back only if the new ones can all be taken.
 */
export async function editBooking(
  deps: BookingDeps,
  { token, ...change }: EditBookingRequest,
  priceFor: PriceFor = 'public',
): Promise<ExistingBookingResponse> {
  return editBookingById(deps, await deps.tokens.verify(token), change, {
    priceFor,
  })
}
