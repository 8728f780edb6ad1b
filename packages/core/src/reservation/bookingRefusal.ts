import type { ApiError } from '../api'

/** What the payment step does about a booking the server refused. */
export type BookingRefusal =
  /** The nights are gone: back to the rooms, with the sold-out message. */
  | { action: 'back_to_rooms' }
  /**
   * The price moved, or what the gift voucher can pay (decision 045): ask for the new quote, then
   * show it and this message.
   */
  | {
      action: 'requote'
      message:
        'price_changed' | 'gift_voucher_balance_changed' | 'points_changed'
    }
  /** Stay on the form: a message code of payment.json `errors`, and the server's field errors. */
  | {
      action: 'show'
      message: string
      fields?: Readonly<Record<string, string>>
    }

// The refusals with their own text; any other kind reads as the generic one. The server's own
// sentence is English and never shown. The card step's two say what to do next: enter the card
// again, or try again in a moment (decision 040).
const SHOWN = new Set([
  'payment_declined',
  'payment_incomplete',
  'payment_unavailable',
  'missing_params',
  'rate_limited',
])

// A unit's children's ages refused (issue 33): chosen on the rooms step, so the message says to go back.
const agesRefused = (fields: Readonly<Record<string, string>> | undefined) =>
  Object.keys(fields ?? {}).some((path) =>
    /^units\.\d+\.childAges\b/.test(path),
  )

export function bookingRefusal(error: ApiError): BookingRefusal {
  if (error.kind === 'sold_out') return { action: 'back_to_rooms' }
  if (agesRefused(error.fields))
    return { action: 'show', message: 'child_ages' }
  // A promo code used up since it was applied, or by this guest already (decision 044).
  if (error.fields?.promoCode)
    return { action: 'show', message: 'promo_code', fields: error.fields }
  // A gift voucher spent in part by another booking since the quote, or no longer usable: the
  // new quote says what it pays now, or drops it (decision 045).
  if (error.fields?.giftVoucher)
    return { action: 'requote', message: 'gift_voucher_balance_changed' }
  // Club points spent meanwhile (another booking, a transfer; decision 046): the new quote
  // takes what they can pay now, or drops them.
  if (error.fields?.points)
    return { action: 'requote', message: 'points_changed' }
  if (error.kind === 'price_changed')
    return { action: 'requote', message: 'price_changed' }
  return {
    action: 'show',
    message: SHOWN.has(error.kind) ? error.kind : 'generic',
    ...(error.fields ? { fields: error.fields } : {}),
  }
}
