import { describe, expect, it } from 'vitest'
import { createCardFormSchema } from './cardFormSchema'
import { isValidationErrorCode, VALIDATION_ERROR_CODES } from './errorCodes'
import { guestFormSchema } from './guestFormSchema'
import { reservationHolderSchema } from './reservationHolderSchema'

const messagesOf = (result: {
  error?: { issues: { message: string }[] } | undefined
}) => result.error?.issues.map((issue) => issue.message) ?? []

describe('validation error codes', () => {
  it('are short snake_case codes, each listed once', () => {
    for (const code of VALIDATION_ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
    }
    expect(new Set(VALIDATION_ERROR_CODES).size).toBe(
      VALIDATION_ERROR_CODES.length,
    )
  })

  it('recognises only listed codes', () => {
    expect(isValidationErrorCode('card_expired')).toBe(true)
    expect(isValidationErrorCode('Invalid input')).toBe(false)
  })

  it('lists exactly the codes the schemas produce', () => {
    const cardForm = createCardFormSchema({
      allowedBrands: ['visa'],
      now: () => new Date(2026, 10, 21),
    })
    const card = {
      cardholderName: 'Ana Horvat',
      cardNumber: '4242424242424242',
      expiryMonth: '11',
      expiryYear: '2026',
      securityCode: '123',
    }
    const produced = new Set([
      ...messagesOf(guestFormSchema.safeParse({})),
      ...messagesOf(
        guestFormSchema.safeParse({
          firstName: 1,
          lastName: 'a'.repeat(256),
          country: 'Croatia',
          zipCode: '1',
          email: 'no',
          phonenumber: '+38',
        }),
      ),
      ...messagesOf(
        reservationHolderSchema.safeParse({ title: 'Sir', gender: 'x' }),
      ),
      ...messagesOf(
        cardForm.safeParse({
          cardholderName: '1234',
          cardNumber: '4242424242424241',
          expiryMonth: '13',
          expiryYear: '2099',
          securityCode: '1',
        }),
      ),
      ...messagesOf(
        cardForm.safeParse({
          ...card,
          cardNumber: '5555555555554444',
          expiryMonth: '10',
        }),
      ),
    ])
    expect([...produced].sort()).toEqual([...VALIDATION_ERROR_CODES].sort())
  })
})
