import { describe, expect, it } from 'vitest'
import { cardFormSchema, createCardFormSchema } from './cardFormSchema'
import { isValidationErrorCode } from './errorCodes'

// 21 November 2026, local time.
const now = () => new Date(2026, 10, 21, 12)
const schema = createCardFormSchema({ now })

const visa = {
  cardholderName: 'Ana Horvat',
  cardNumber: '4242 4242 4242 4242',
  expiryMonth: '11',
  expiryYear: '2026',
  securityCode: '123',
}
const amex = { ...visa, cardNumber: '3782 822463 10005', securityCode: '1234' }

function codes(input: unknown, using = schema): Record<string, string> {
  const result = using.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('card form schema', () => {
  it('accepts a valid card and keeps the number as bare digits', () => {
    expect(schema.parse(visa)).toEqual({
      ...visa,
      cardNumber: '4242424242424242',
    })
    expect(codes(amex)).toEqual({})
  })

  it('requires every field', () => {
    expect(codes({})).toEqual({
      cardholderName: 'required',
      cardNumber: 'required',
      expiryMonth: 'required',
      expiryYear: 'required',
      securityCode: 'required',
    })
  })

  it('accepts 4 digits only for american-express', () => {
    expect(codes({ ...amex, securityCode: '123' })).toEqual({
      securityCode: 'security_code_invalid',
    })
    expect(codes({ ...visa, securityCode: '1234' })).toEqual({
      securityCode: 'security_code_invalid',
    })
  })

  it('refuses a security code that is not 3 or 4 digits', () => {
    expect(codes({ ...visa, securityCode: '12' })).toEqual({
      securityCode: 'security_code_invalid',
    })
    expect(codes({ ...visa, securityCode: '12a' })).toEqual({
      securityCode: 'security_code_invalid',
    })
  })

  it('refuses a card number failing the checksum', () => {
    expect(codes({ ...visa, cardNumber: '4242 4242 4242 4241' })).toEqual({
      cardNumber: 'card_number_invalid',
    })
  })

  it('accepts a failing checksum when built with skipLuhn', () => {
    const lenient = createCardFormSchema({ now, skipLuhn: true })
    expect(
      codes({ ...visa, cardNumber: '4242 4242 4242 4241' }, lenient),
    ).toEqual({})
  })

  it('refuses a brand the property does not accept', () => {
    const visaAndMastercard = createCardFormSchema({
      now,
      allowedBrands: ['visa', 'mastercard'],
    })
    expect(codes(amex, visaAndMastercard)).toEqual({
      cardNumber: 'card_brand_not_accepted',
    })
    expect(codes(visa, visaAndMastercard)).toEqual({})
  })

  it('refuses a card that expired last month', () => {
    expect(codes({ ...visa, expiryMonth: '10' })).toEqual({
      expiryMonth: 'card_expired',
    })
  })

  it('accepts 19 years ahead and refuses 20', () => {
    expect(codes({ ...visa, expiryYear: '2045' })).toEqual({})
    expect(codes({ ...visa, expiryYear: '2046' })).toEqual({
      expiryYear: 'expiry_year_invalid',
    })
  })

  it('refuses an impossible month', () => {
    expect(codes({ ...visa, expiryMonth: '13' })).toEqual({
      expiryMonth: 'expiry_month_invalid',
    })
  })

  it('accepts a cardholder name of 255 characters and refuses 256', () => {
    expect(codes({ ...visa, cardholderName: 'a'.repeat(255) })).toEqual({})
    expect(codes({ ...visa, cardholderName: 'a'.repeat(256) })).toEqual({
      cardholderName: 'too_long',
    })
  })

  it('refuses a cardholder name made only of digits', () => {
    expect(codes({ ...visa, cardholderName: '4242 4242' })).toEqual({
      cardholderName: 'cardholder_name_invalid',
    })
  })

  it('reports cross-field errors beside errors in other fields', () => {
    expect(
      codes({
        ...amex,
        cardholderName: '',
        securityCode: '123',
        expiryMonth: '1',
      }),
    ).toEqual({
      cardholderName: 'required',
      expiryMonth: 'card_expired',
      securityCode: 'security_code_invalid',
    })
  })

  it('reads the clock at each parse, not when the schema is built', () => {
    let today = new Date(2026, 10, 21)
    const clocked = createCardFormSchema({ now: () => today })
    expect(codes(visa, clocked)).toEqual({})
    today = new Date(2026, 11, 1)
    expect(codes(visa, clocked)).toEqual({ expiryMonth: 'card_expired' })
  })

  it('accepts every brand and the real clock by default', () => {
    const nextYear = String(new Date().getFullYear() + 1)
    expect(
      cardFormSchema.safeParse({ ...amex, expiryYear: nextYear }).success,
    ).toBe(true)
  })

  it('gives only error codes as messages, never sentences', () => {
    const result = schema.safeParse({
      cardholderName: 42,
      cardNumber: null,
      expiryMonth: 'x',
      expiryYear: [],
    })
    expect(result.success).toBe(false)
    for (const issue of result.error?.issues ?? []) {
      expect(isValidationErrorCode(issue.message), issue.message).toBe(true)
    }
  })
})
