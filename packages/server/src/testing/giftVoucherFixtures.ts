import { post, type ApiResult } from './api'
import { bookingBody, tokenOf, typeCard, type Offer } from './bookingFixtures'
import type { TestServer } from './testServer'

/** The voucher page's order (decision 045): the buyer's, for a recipient mailed the voucher. */
export const voucherOrder = (overrides: Record<string, unknown> = {}) => ({
  lang: 'en',
  amount: 10_000,
  buyerName: 'Ana Horvat',
  buyerEmail: 'ana.buyer@example.com',
  recipientName: 'Ivo Kovač',
  recipientEmail: 'ivo.recipient@example.com',
  message: 'Happy birthday!',
  parent: 'http://127.0.0.1:8080',
  ...overrides,
})

/** Buys a voucher as the page does: card step, card typed on the card page, purchase. */
export async function buyVoucher(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<{ code: string; intent: string; bought: ApiResult }> {
  const step = await post(
    server.baseUrl,
    '/api/v1/gift-vouchers/card-payment',
    voucherOrder(overrides),
  )
  if (step.status !== 200)
    throw new Error(
      `voucher card step ${step.status}: ${JSON.stringify(step.body)}`,
    )
  const typed = await typeCard(step.body.cardPage)
  if (typed.status !== 200)
    throw new Error(`card page ${typed.status}: ${JSON.stringify(typed.body)}`)
  const bought = await post(server.baseUrl, '/api/v1/gift-vouchers/purchase', {
    intent: step.body.intent,
  })
  if (bought.status !== 200)
    throw new Error(`purchase ${bought.status}: ${JSON.stringify(bought.body)}`)
  return { code: bought.body.code, intent: step.body.intent, bought }
}

/** The final quote of the offer's stay with a voucher. */
export function quoteWithVoucher(
  server: TestServer,
  offer: Offer,
  giftVoucher: string,
) {
  const { lang, propertyId, rateId, dateFrom, dateTo, units } =
    bookingBody(offer)
  return post(server.baseUrl, '/api/v1/search/final-price-quote', {
    lang,
    propertyId,
    rateId,
    dateFrom,
    dateTo,
    units,
    giftVoucher,
  })
}

/** What is left on a voucher, as its holder reads it. */
export const balanceOf = async (server: TestServer, code: string) =>
  (await post(server.baseUrl, '/api/v1/gift-vouchers/balance', { code })).body
    .balance as number

export const cancelBooking = (server: TestServer, bookingURI: string) =>
  post(server.baseUrl, '/api/v1/booking/cancel-booking', {
    token: tokenOf(bookingURI),
  })
