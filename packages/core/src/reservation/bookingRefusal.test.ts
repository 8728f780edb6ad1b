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
        refused('payment_declined', { 'card.cardNumber': 'card_declined' }),
      ),
    ).toEqual({
      action: 'show',
      message: 'payment_declined',
      fields: { 'card.cardNumber': 'card_declined' },
    })
    for (const kind of ['conflict', 'not_found', 'generic'] as const)
      expect(bookingRefusal(refused(kind))).toEqual({
        action: 'show',
        message: 'generic',
      })
  })
})
