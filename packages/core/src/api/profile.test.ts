import { describe, expect, it } from 'vitest'
import { memberProfileRequestSchema } from './profile'

const filled = {
  title: 'Mrs',
  firstName: 'Ana',
  lastName: 'Horvat',
  language: 'hr',
  phonenumber: '+385 91 123 4567',
  country: 'hr',
  city: 'Zagreb',
  zipCode: '10000',
  address: 'Ilica 1',
}

/** The first code each field reports. */
const codesOf = (input: unknown) =>
  Object.fromEntries(
    (memberProfileRequestSchema.safeParse(input).error?.issues ?? [])
      .reverse()
      .map((issue) => [String(issue.path[0]), issue.message]),
  )

describe('the profile’s personal and contact data', () => {
  it('trims every field and upper-cases the country', () => {
    expect(
      memberProfileRequestSchema.parse({ ...filled, city: ' Zagreb  ' }),
    ).toEqual({ ...filled, country: 'HR' })
  })

  it('keeps an optional field left empty, blank or out as null', () => {
    expect(
      memberProfileRequestSchema.parse({
        firstName: 'Ana',
        lastName: 'Horvat',
        language: 'en',
        title: '',
        phonenumber: '  ',
        country: null,
      }),
    ).toEqual({
      title: null,
      firstName: 'Ana',
      lastName: 'Horvat',
      language: 'en',
      phonenumber: null,
      country: null,
      city: null,
      zipCode: null,
      address: null,
    })
  })

  it('SPEC 3: offers the titles Mr, Mrs, Ms, Miss, Dr and Prof, and no other', () => {
    for (const title of ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'])
      expect(codesOf({ ...filled, title })).toEqual({})
    expect(codesOf({ ...filled, title: 'Sir' })).toEqual({
      title: 'title_invalid',
    })
  })

  it('needs both names, each at most 255 characters, and one of the five languages', () => {
    expect(
      codesOf({
        ...filled,
        firstName: ' ',
        lastName: 'x'.repeat(256),
        language: 'fr',
      }),
    ).toEqual({
      firstName: 'required',
      lastName: 'too_long',
      language: 'invalid_type',
    })
  })

  it('SPEC 5: refuses a postal code of fewer than 3 letters or digits, and an unknown country', () => {
    expect(codesOf({ ...filled, zipCode: '1-2', country: 'XX' })).toEqual({
      zipCode: 'postal_code_invalid',
      country: 'country_invalid',
    })
  })

  it('SPEC 5: checks the phone by the generic rules, reading a national number with the country', () => {
    expect(codesOf({ ...filled, phonenumber: '091 123 4567' })).toEqual({})
    expect(
      codesOf({ ...filled, phonenumber: '091 123 4567', country: '' }),
    ).toEqual({ phonenumber: 'phone_invalid' })
    expect(codesOf({ ...filled, phonenumber: '+385 91 abc' })).toEqual({
      phonenumber: 'phone_invalid',
    })
  })
})
