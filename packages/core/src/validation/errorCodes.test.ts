import { describe, expect, it } from 'vitest'
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
    expect(isValidationErrorCode('phone_invalid')).toBe(true)
    expect(isValidationErrorCode('Invalid input')).toBe(false)
  })

  it('lists exactly the codes the schemas produce', () => {
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
    ])
    expect([...produced].sort()).toEqual([...VALIDATION_ERROR_CODES].sort())
  })
})
