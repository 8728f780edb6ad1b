import { describe, expect, it } from 'vitest'
import {
  AUTH_ERROR_CODES,
  loginRequestSchema,
  MAX_PASSWORD_LENGTH,
  newPasswordSchema,
  passwordLength,
  registerRequestSchema,
} from './auth'

const codesOf = (result: {
  error?: { issues: { message: string }[] } | undefined
}) => result.error?.issues.map((issue) => issue.message) ?? []

describe('account schemas', () => {
  it('list short snake_case codes, each once', () => {
    for (const code of AUTH_ERROR_CODES)
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
    expect(new Set(AUTH_ERROR_CODES).size).toBe(AUTH_ERROR_CODES.length)
  })

  it('ASVS 6.2.1, 6.2.9: take new passwords of 8 to 1024 characters, counted in code points, not UTF-16 units', () => {
    expect(codesOf(newPasswordSchema.safeParse('1234567'))).toEqual([
      'password_too_short',
    ])
    expect(newPasswordSchema.safeParse('12345678').success).toBe(true)
    // Seven pictures are 14 UTF-16 units but 7 characters; eight are enough.
    expect(passwordLength('🌊🏝🐬🦀🐚🌅🍦')).toBe(7)
    expect(codesOf(newPasswordSchema.safeParse('🌊🏝🐬🦀🐚🌅🍦'))).toEqual([
      'password_too_short',
    ])
    expect(newPasswordSchema.safeParse('🌊🏝🐬🦀🐚🌅🍦🐟').success).toBe(true)
    expect(
      newPasswordSchema.safeParse('x'.repeat(MAX_PASSWORD_LENGTH)).success,
    ).toBe(true)
    expect(
      codesOf(newPasswordSchema.safeParse('x'.repeat(MAX_PASSWORD_LENGTH + 1))),
    ).toEqual(['password_too_long'])
  })

  it('ASVS 6.2.8: never trim or change a password', () => {
    const parsed = loginRequestSchema.parse({
      email: ' ana@example.com ',
      password: '  Spaces count  ',
    })
    expect(parsed).toEqual({
      email: 'ana@example.com',
      password: '  Spaces count  ',
    })
  })

  it('name each missing or wrong registration field with a code', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nope',
      password: '',
      lastName: 'Horvat',
    })
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    )
    expect(fields).toEqual({
      email: 'email_invalid',
      password: 'required',
      firstName: 'required',
    })
  })
})
