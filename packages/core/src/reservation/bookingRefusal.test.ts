import { describe, expect, it } from 'vitest'
import { ApiError, type ErrorKind } from '../api'
import { bookingRefusal } from './bookingRefusal'

const refused = (
  kind: ErrorKind,
  fields?: Record<string, string>,
  message = 'An English sentence from the server.',
) => new ApiError({ kind, status: 409, message, ...(fields ? { fields } : {}) })

describe('bookingRefusal (a refused booking, in the guest’s language)', () => {
  it('sends the guest back to the rooms when the nights were sold meanwhile', () => {
    expect(bookingRefusal(refused('sold_out'))).toEqual({
      action: 'back_to_rooms',
    })
  })

  it('asks for the new price when it changed, so that booking again can succeed', () => {
    expect(bookingRefusal(refused('price_changed'))).toEqual({
      action: 'requote',
      message: 'price_changed',
    })
  })

  it('keeps the field errors and shows a translated message code, never the server’s sentence', () => {
    expect(
      bookingRefusal(
        refused('payment_declined', { card: 'card_brand_not_accepted' }),
      ),
    ).toEqual({
      action: 'show',
      message: 'payment_declined',
      fields: { card: 'card_brand_not_accepted' },
    })
    for (const kind of ['conflict', 'not_found', 'generic'] as const)
      expect(bookingRefusal(refused(kind))).toEqual({
        action: 'show',
        message: 'generic',
      })
  })

  it('decision 040: gives the card step’s refusals their own texts, so the guest knows to enter the card again or wait', () => {
    for (const kind of ['payment_incomplete', 'payment_unavailable'] as const)
      expect(bookingRefusal(refused(kind))).toEqual({
        action: 'show',
        message: kind,
      })
  })

  it('issue 35: says a promo code was used up meanwhile, or is used up for this guest, in its own words', () => {
    for (const reason of ['promo_code_used_up', 'promo_code_guest_limit'])
      expect(
        bookingRefusal(refused('conflict', { promoCode: reason })),
      ).toEqual({
        action: 'show',
        message: 'promo_code',
        fields: { promoCode: reason },
      })
  })

  it('issue 35: asks the quote again when a gift voucher’s balance changed since it, so that the new amount it pays is shown', () => {
    for (const reason of ['gift_voucher_balance_changed', 'gift_voucher_spent'])
      expect(
        bookingRefusal(refused('conflict', { giftVoucher: reason })),
      ).toEqual({ action: 'requote', message: 'gift_voucher_balance_changed' })
  })

  it('issue 33: says to choose each child’s age on the rooms step when the server refuses the ages', () => {
    expect(
      bookingRefusal(
        refused('missing_params', { 'units.1.childAges': 'child_ages_count' }),
      ),
    ).toEqual({ action: 'show', message: 'child_ages' })
    expect(
      bookingRefusal(
        refused('missing_params', {
          'units.0.childAges.0': 'child_age_invalid',
        }),
      ),
    ).toEqual({ action: 'show', message: 'child_ages' })
  })
})
