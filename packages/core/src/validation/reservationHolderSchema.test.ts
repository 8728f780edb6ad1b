import { describe, expect, it } from 'vitest'
import {
  GENDERS,
  RESERVATION_HOLDER_TITLES,
  reservationHolderSchema,
} from './reservationHolderSchema'

function codes(input: unknown): Record<string, string> {
  const result = reservationHolderSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

const holder = {
  title: 'Dr',
  gender: 'Female',
  firstName: 'Ana',
  lastName: 'Horvat',
}

describe('reservationHolderSchema', () => {
  it('accepts each title of the spec', () => {
    expect(RESERVATION_HOLDER_TITLES).toEqual([
      'Mr',
      'Mrs',
      'Ms',
      'Miss',
      'Dr',
      'Prof',
    ])
    for (const title of RESERVATION_HOLDER_TITLES) {
      expect(codes({ ...holder, title }), title).toEqual({})
    }
  })

  it('accepts Male or Female as gender', () => {
    expect(GENDERS).toEqual(['Male', 'Female'])
    for (const gender of GENDERS) {
      expect(codes({ ...holder, gender }), gender).toEqual({})
    }
  })

  it('refuses other titles and genders', () => {
    expect(codes({ ...holder, title: 'Sir', gender: 'female' })).toEqual({
      title: 'title_invalid',
      gender: 'gender_invalid',
    })
  })

  it('requires title, gender and both names', () => {
    expect(codes({ title: '', gender: undefined })).toEqual({
      title: 'required',
      gender: 'required',
      firstName: 'required',
      lastName: 'required',
    })
  })

  it('trims the names', () => {
    expect(
      reservationHolderSchema.parse({ ...holder, lastName: ' Horvat ' })
        .lastName,
    ).toBe('Horvat')
  })
})
