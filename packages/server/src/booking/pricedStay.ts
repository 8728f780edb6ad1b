import type { PaymentType } from '@resort/core/api'
import { ApiProblem, invalidParam } from '#http/errors'
import { voucherRefused } from '../giftVouchers/giftVoucherRules'
import { priceChanged } from '../pricing/priceChanged'
import type { PriceFor } from '../pricing/stayPrice'
import { finalPriceQuote } from '../search/priceQuote'
import { findProperty } from '../search/propertyOffers'
import type { BookingDeps } from './bookingDeps'

type StayRequest = Parameters<typeof finalPriceQuote>[2] & {
  currency: string
  expectedTotal: number
  giftVoucherAmount?: number | undefined
  paymentType: PaymentType
}

/**
 * The stay priced again by the server, as the guest is about to book or pay for it: the
 * property's currency, the total the guest was shown (else 409 with the new quote), and a payment
 * type the rate allows.
 */
export async function pricedStay(
  deps: Pick<BookingDeps, 'db' | 'catalog'>,
  request: StayRequest,
  priceFor: PriceFor,
  /** The signed-in club member whose points may pay (decision 046). */
  pointsPayer?: string,
) {
  const catalog = await deps.catalog.get()
  const property = findProperty(catalog, request.propertyId)
  if (request.currency !== property.currency) {
    throw invalidParam(
      'currency',
      'currency_mismatch',
      `This property takes bookings in ${property.currency}.`,
    )
  }
  // The quote refuses an unknown rate (404) and carries the rate's payment type.
  const quote = await finalPriceQuote(
    deps.db,
    catalog,
    request,
    priceFor,
    true,
    { pointsPayer },
  ).catch((error: unknown) => {
    // Shown paying, now spent: another booking had it meanwhile (decision 045).
    if (
      request.giftVoucherAmount &&
      error instanceof ApiProblem &&
      error.fields?.giftVoucher === 'gift_voucher_spent'
    )
      throw voucherRefused('gift_voucher_balance_changed')
    throw error
  })
  if (quote.totalPrice !== request.expectedTotal) throw priceChanged(quote)
  if (quote.giftVoucher) {
    if (request.giftVoucherAmount === undefined)
      throw invalidParam(
        'giftVoucherAmount',
        'required',
        'Say what the gift voucher pays, as the quote showed it.',
      )
    // Another booking spent some of it since the guest saw the quote (decision 045).
    if (quote.giftVoucher.applied !== request.giftVoucherAmount)
      throw voucherRefused('gift_voucher_balance_changed')
  }
  const allowed = quote.paymentMethods.map((method) => method.type)
  if (!allowed.includes(request.paymentType)) {
    throw invalidParam(
      'paymentType',
      'payment_type_not_allowed',
      'This rate is not booked with this payment type.',
    )
  }
  return { property, quote }
}
