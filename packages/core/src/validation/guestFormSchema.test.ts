import { describe, expect, it } from 'vitest'
import { isValidationErrorCode } from './errorCodes'
import { guestFormSchema, type GuestFormInput } from './guestFormSchema'

const guest: GuestFormInput = {
  firstName: 'Ana',
  lastName: 'Horvat',
  country: 'HR',
  city: 'Zagreb',
  zipCode: '10000',
  address: 'Ilica 1',
  email: 'ana.horvat@example.com',
  phonenumber: '+385911234567',
  arrivalDetails: 'Late arrival, around 23:00',
  otherComments: '',
  newsletter: true,
  sms: false,
}

// The error code of each field that fails.
function codes(input: unknown): Record<string, string> {
  const result = guestFormSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('guestFormSchema', () => {
  it('accepts a complete guest', () => {
    expect(guestFormSchema.parse(guest)).toEqual(guest)
  })

  it('requires names, country, city, postal code, address, email and phone', () => {
    expect(codes({})).toEqual({
      firstName: 'required',
      lastName: 'required',
      country: 'required',
      city: 'required',
      zipCode: 'required',
      address: 'required',
      email: 'required',
      phonenumber: 'required',
    })
  })

  it('treats blank text as missing', () => {
    expect(codes({ ...guest, firstName: '   ', email: '' })).toEqual({
      firstName: 'required',
      email: 'required',
    })
  })

  it('leaves arrival details, comments and the two opt-ins optional', () => {
    const { arrivalDetails, otherComments, newsletter, sms, ...required } =
      guest
    void [arrivalDetails, otherComments, newsletter, sms]
    expect(guestFormSchema.parse(required)).toMatchObject({
      newsletter: false,
      sms: false,
    })
  })

  it('trims text and upper-cases the country code', () => {
    const parsed = guestFormSchema.parse({
      ...guest,
      firstName: '  Ana ',
      country: 'hr',
    })
    expect(parsed.firstName).toBe('Ana')
    expect(parsed.country).toBe('HR')
  })

  it('wants a two-letter country code', () => {
    expect(codes({ ...guest, country: 'HRV' })).toEqual({
      country: 'country_invalid',
    })
    expect(codes({ ...guest, country: 'Croatia' })).toEqual({
      country: 'country_invalid',
    })
  })

  it('checks the email address', () => {
    expect(codes({ ...guest, email: 'ana.horvat@' })).toEqual({
      email: 'email_invalid',
    })
  })

  it('checks the postal code', () => {
    expect(codes({ ...guest, zipCode: '1-2' })).toEqual({
      zipCode: 'postal_code_invalid',
    })
  })

  it('reads a national phone number with the guest country (SPEC 5 generic phone rules)', () => {
    expect(codes({ ...guest, phonenumber: '091 123 4567' })).toEqual({})
    expect(codes({ ...guest, phonenumber: '09' })).toEqual({
      phonenumber: 'phone_invalid',
    })
  })

  it('reads the phone number without a country when the country is invalid', () => {
    expect(
      codes({ ...guest, country: 'Croatia', phonenumber: '091 123 4567' }),
    ).toEqual({ country: 'country_invalid', phonenumber: 'phone_invalid' })
    expect(codes({ ...guest, country: 'Croatia' })).toEqual({
      country: 'country_invalid',
    })
  })

  it('reports a bad phone number beside errors in other fields', () => {
    expect(codes({ ...guest, firstName: '', phonenumber: '+38' })).toEqual({
      firstName: 'required',
      phonenumber: 'phone_invalid',
    })
  })

  it('caps single-line text at 255 and comments at 2000 characters', () => {
    expect(
      codes({
        ...guest,
        address: 'a'.repeat(256),
        otherComments: 'a'.repeat(2001),
      }),
    ).toEqual({ address: 'too_long', otherComments: 'too_long' })
    expect(
      codes({
        ...guest,
        address: 'a'.repeat(255),
        otherComments: 'a'.repeat(2000),
      }),
    ).toEqual({})
  })

  it('gives only error codes as messages, never sentences', () => {
    const result = guestFormSchema.safeParse({
      firstName: 3,
      lastName: null,
      country: 'x',
      email: 'no',
      newsletter: 'yes',
      sms: 1,
    })
    expect(result.success).toBe(false)
    for (const issue of result.error?.issues ?? []) {
      expect(isValidationErrorCode(issue.message), issue.message).toBe(true)
    }
    expect(guestFormSchema.safeParse(null).error?.issues[0]?.message).toBe(
      'invalid_type',
    )
  })
})
