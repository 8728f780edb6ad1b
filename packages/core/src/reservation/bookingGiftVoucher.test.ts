import { describe, expect, it } from 'vitest'
import {
  ApiError,
  GIFT_VOUCHER_CODE_PATTERN,
  giftVoucherCodeKey,
  type cardPayment,
  type ExistingBookingResponse,
  type finalPriceQuote,
  type FinalQuoteResponse,
  type InputOf,
  type NewBookingRequestInput,
} from '../api'
import { fakeApiClient } from '../api/fakeApiClient'
import { createTracker } from '../tracking'
import { createBookingFlow } from './bookingFlow'
import type { BookingFlow } from './bookingFlowTypes'
import { SESSION_KEYS } from './sessionState'
import {
  memoryStorage,
  propertyOffer,
  serverQuote,
  bookByCard,
} from './testing'

// Issue 35, decision 045: a gift voucher pays part or all of a booking. The server says what it
// pays at booking and what stays on it; the total stays, the card is asked for the rest.

const CODE = 'ABCD-EFGH-JKMN'
const TOTAL = 45000

const refused = (status: number, giftVoucher: string) =>
  new ApiError({
    kind: status === 409 ? 'conflict' : 'missing_params',
    status,
    message: `refused: ${giftVoucher}`,
    fields: { giftVoucher },
  })

/**
 * A hotel whose rate is paid in full at booking, and one voucher (CODE) holding `balance`. The
 * booking is refused while the voucher's balance is not the one last quoted, as the server does
 * when another booking spent it meanwhile.
 */
function voucherHotel(balance = 10000) {
  let left = balance
  let voided = false
  let promoUsedUp = false
  let quoted: number | undefined
  const sent = {
    quotes: [] as InputOf<typeof finalPriceQuote>[],
    cardPayments: [] as InputOf<typeof cardPayment>[],
    bookings: [] as NewBookingRequestInput[],
  }
  const quoteOf = (
    code: string | undefined,
    promoCode?: string,
  ): FinalQuoteResponse => {
    const applied = code ? Math.min(left, TOTAL) : 0
    const due = TOTAL - applied
    return {
      ...serverQuote([TOTAL], ['PREPAYMENT', 'NOGUARANTEE'], ['line-1']),
      prepaymentAmount: due,
      paymentPlan: due > 0 ? [{ on: null, amount: due, action: 'charge' }] : [],
      ...(code
        ? { giftVoucher: { code, applied, balanceAfter: left - applied } }
        : {}),
      ...(promoCode ? { promoCode: { code: promoCode, discount: 0 } } : {}),
    }
  }
  const api = fakeApiClient({
    property: () => Promise.resolve(propertyOffer()),
    propertyAnotherRoom: () => Promise.resolve(propertyOffer()),
    finalPriceQuote: (request) => {
      sent.quotes.push(request)
      // As the server's schema checks the code's form, and keeps it in groups of four.
      if (
        request.giftVoucher &&
        !GIFT_VOUCHER_CODE_PATTERN.test(request.giftVoucher)
      )
        return Promise.reject(refused(400, 'gift_voucher_invalid'))
      const code =
        request.giftVoucher && giftVoucherCodeKey(request.giftVoucher)
      if (request.promoCode && promoUsedUp)
        return Promise.reject(
          new ApiError({
            kind: 'conflict',
            status: 400,
            message: 'used up',
            fields: { promoCode: 'promo_code_used_up' },
          }),
        )
      if (code && code !== CODE)
        return Promise.reject(refused(400, 'gift_voucher_unknown'))
      if (code && voided)
        return Promise.reject(refused(400, 'gift_voucher_void'))
      if (code && left === 0)
        return Promise.reject(refused(400, 'gift_voucher_spent'))
      if (code) quoted = left
      return Promise.resolve(quoteOf(code, request.promoCode))
    },
    cardPayment: (request) => {
      sent.cardPayments.push(request)
      return Promise.resolve({
        intent: `pi_test${sent.cardPayments.length}`,
        cardPage: 'https://pay.example/card',
        cardOrigin: 'https://pay.example',
        amount: quoteOf(request.giftVoucher).prepaymentAmount,
        currency: 'EUR',
        testMode: true,
      })
    },
    newBooking: (request) => {
      sent.bookings.push(request)
      if (request.giftVoucher && left !== quoted)
        return Promise.reject(refused(409, 'gift_voucher_balance_changed'))
      return Promise.resolve({
        bookingId: 'AAR-7K2M9Q',
      } as unknown as ExistingBookingResponse)
    },
  })
  return {
    api,
    sent,
    /** Another booking spends `amount` of the voucher. */
    spendElsewhere: (amount: number) => (left -= amount),
    voidIt: () => (voided = true),
    useUpPromoCode: () => (promoUsedUp = true),
  }
}

/** A flow on the payment step of the hotel's rate, one double room, prepaid by card. */
async function onPayment(server = voucherHotel(), storage = memoryStorage()) {
  const flow = createBookingFlow({
    api: server.api,
    lang: 'en',
    propertyId: 'hotel-rovinj',
    dateFrom: '2027-06-10',
    dateTo: '2027-06-13',
    adults: 2,
    children: 0,
    tracker: createTracker([]),
    storage,
    pageOrigin: 'https://partner.example',
  })
  await flow.getState().load()
  flow.getState().addRoom('double-sea', 'flex')
  await flow.getState().continue()
  flow.getState().choosePaymentMethod('PREPAYMENT')
  return {
    flow,
    server,
    storage,
    reservation: () => flow.getState().reservation,
  }
}

const voucherOf = (flow: BookingFlow) => flow.getState().quote?.giftVoucher

describe('booking flow: a gift voucher (issue 35, decision 045)', () => {
  it('issue 35: pays with a voucher the server takes, kept as the server prints its code and sent with the card step and the booking; the total stays', async () => {
    const { flow, server, reservation } = await onPayment()
    await flow.getState().applyGiftVoucher(' abcd efgh jkmn ')
    expect(flow.getState().giftVoucherRefusal).toBeUndefined()
    expect(server.sent.quotes.at(-1)?.giftVoucher).toBe('abcd efgh jkmn')
    expect(reservation()).toMatchObject({
      giftVoucher: CODE,
      totalPrice: TOTAL,
    })
    expect(voucherOf(flow)).toEqual({
      code: CODE,
      applied: 10000,
      balanceAfter: 0,
    })
    expect(flow.getState().quote?.prepaymentAmount).toBe(35000)
    await bookByCard(flow)
    expect(server.sent.cardPayments[0]).toMatchObject({
      giftVoucher: CODE,
      expectedTotal: TOTAL,
    })
    expect(server.sent.bookings[0]).toMatchObject({
      giftVoucher: CODE,
      expectedTotal: TOTAL,
    })
    expect(reservation().activeStep).toBe(4)
  })

  it('issue 35: refuses an empty code without asking, and keeps the payment as it was when the server refuses one', async () => {
    const { flow, server, reservation } = await onPayment()
    const asked = server.sent.quotes.length
    await flow.getState().applyGiftVoucher('  ')
    expect(flow.getState().giftVoucherRefusal).toBe('gift_voucher_invalid')
    expect(server.sent.quotes).toHaveLength(asked)
    await flow.getState().applyGiftVoucher('ABCD-EFGH')
    expect(flow.getState().giftVoucherRefusal).toBe('gift_voucher_invalid')
    await flow.getState().applyGiftVoucher('ZZZZ-ZZZZ-ZZZZ')
    expect(flow.getState().giftVoucherRefusal).toBe('gift_voucher_unknown')
    expect(reservation()).toMatchObject({ giftVoucher: '', totalPrice: TOTAL })
    expect(flow.getState().quote?.prepaymentAmount).toBe(TOTAL)
  })

  it('issue 35: a booking refused because another booking spent part of the voucher asks the quote again with it, shows the smaller amount it pays and says so', async () => {
    const { flow, server, reservation } = await onPayment()
    await flow.getState().applyGiftVoucher(CODE)
    server.spendElsewhere(6000)
    await bookByCard(flow)
    expect(flow.getState().refusal).toEqual({
      message: 'gift_voucher_balance_changed',
    })
    expect(server.sent.quotes.at(-1)?.giftVoucher).toBe(CODE)
    expect(reservation()).toMatchObject({ giftVoucher: CODE, activeStep: 3 })
    expect(voucherOf(flow)?.applied).toBe(4000)
    expect(flow.getState().quote?.prepaymentAmount).toBe(41000)
    // Booked again, at what the guest now sees.
    await bookByCard(flow)
    expect(reservation().activeStep).toBe(4)
    expect(server.sent.cardPayments.at(-1)?.giftVoucher).toBe(CODE)
  })

  it('issue 35: a voucher spent meanwhile is dropped at the new quote, the guest told at the booking and at its field, and the card asked for all', async () => {
    const { flow, server, reservation } = await onPayment()
    await flow.getState().applyGiftVoucher(CODE)
    server.spendElsewhere(10000)
    await bookByCard(flow)
    expect(flow.getState()).toMatchObject({
      refusal: { message: 'gift_voucher_removed' },
      giftVoucherRefusal: 'gift_voucher_spent',
    })
    expect(reservation()).toMatchObject({ giftVoucher: '', totalPrice: TOTAL })
    expect(voucherOf(flow)).toBeUndefined()
    expect(flow.getState().quote?.prepaymentAmount).toBe(TOTAL)
  })

  it('issue 35: drops a voucher voided since it was applied when the reservation is priced again, saying why', async () => {
    const { flow, server, reservation } = await onPayment()
    await flow.getState().applyGiftVoucher(CODE)
    server.voidIt()
    await flow.getState().refresh()
    expect(flow.getState().giftVoucherRefusal).toBe('gift_voucher_void')
    expect(flow.getState().notice).toBeUndefined()
    expect(reservation().giftVoucher).toBe('')
    expect(voucherOf(flow)).toBeUndefined()
  })

  it('issue 35: drops a promo code used up and a voucher voided since, each saying why, in one pricing of the reservation', async () => {
    const { flow, server, reservation } = await onPayment()
    await flow.getState().applyPromoCode('SUMMER10')
    await flow.getState().applyGiftVoucher(CODE)
    expect(reservation()).toMatchObject({
      promoCode: 'SUMMER10',
      giftVoucher: CODE,
    })
    server.useUpPromoCode()
    server.voidIt()
    await flow.getState().refresh()
    expect(flow.getState()).toMatchObject({
      promoRefusal: 'promo_code_used_up',
      giftVoucherRefusal: 'gift_voucher_void',
      notice: undefined,
    })
    expect(reservation()).toMatchObject({ promoCode: '', giftVoucher: '' })
    expect(server.sent.quotes.at(-1)).not.toHaveProperty('promoCode')
    expect(server.sent.quotes.at(-1)).not.toHaveProperty('giftVoucher')
  })

  it('issue 35: is removed on the guest’s word, and the card pays it all again', async () => {
    const { flow, server, reservation } = await onPayment()
    await flow.getState().applyGiftVoucher(CODE)
    await flow.getState().removeGiftVoucher()
    expect(server.sent.quotes.at(-1)).not.toHaveProperty('giftVoucher')
    expect(reservation().giftVoucher).toBe('')
    expect(flow.getState().quote?.prepaymentAmount).toBe(TOTAL)
  })

  it('issue 35: keeps the voucher’s code out of session storage, where other scripts of the page can read it', async () => {
    const { flow, storage, reservation } = await onPayment()
    await flow.getState().applyGiftVoucher(CODE)
    expect(reservation().giftVoucher).toBe(CODE)
    const saved = storage.data.get(SESSION_KEYS.reservation) ?? ''
    expect(saved).toContain('"totalPrice":45000')
    expect(saved).not.toContain('EFGH')
  })
})
