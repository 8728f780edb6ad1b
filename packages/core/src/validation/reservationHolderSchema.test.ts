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

  it('requires both names', () => {
    expect(codes({ gender: undefined })).toEqual({
      firstName: 'required',
      lastName: 'required',
    })
  })

  it('issue 33: title and gender may be left out', () => {
    const names = { firstName: 'Ana', lastName: 'Horvat' }
    expect(codes(names)).toEqual({})
    expect(reservationHolderSchema.parse(names)).toStrictEqual(names)
  })

  it('issue 33: a title or gender given must still be one of the spec', () => {
    expect(codes({ ...holder, title: 'Sir' })).toEqual({
      title: 'title_invalid',
    })
    expect(codes({ ...holder, title: '', gender: 3 })).toEqual({
      title: 'title_invalid',
      gender: 'gender_invalid',
    })
    expect(reservationHolderSchema.parse(holder)).toEqual(holder)
  })

  it('trims the names', () => {
    expect(
      reservationHolderSchema.parse({ ...holder, lastName: ' Horvat ' })
        .lastName,
    ).toBe('Horvat')
  })
})
