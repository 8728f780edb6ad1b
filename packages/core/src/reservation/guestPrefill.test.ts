import { describe, expect, it } from 'vitest'
import type { Member } from '../api/auth'
import { guestPrefillFromMember } from './guestPrefill'

const member = (contact: Partial<Member['contactData']> = {}): Member => ({
  adb2cId: 'a5f6c3c4-0000-4000-8000-000000000001',
  personalData: { firstName: 'Ana', lastName: 'Horvat' },
  contactData: {
    email: 'ana@example.com',
    country: null,
    city: null,
    zipCode: null,
    address: null,
    phonenumber: null,
    ...contact,
  },
  isAdmin: false,
})

describe('guestPrefillFromMember', () => {
  it('SPEC 4: prefills the guest form and the holder’s name from the profile', () => {
    const prefill = guestPrefillFromMember(
      member({
        country: 'HR',
        city: 'Rovinj',
        zipCode: '52210',
        address: 'Obala 1',
        phonenumber: '+385911234567',
      }),
    )
    expect(prefill).toEqual({
      guest: {
        firstName: 'Ana',
        lastName: 'Horvat',
        email: 'ana@example.com',
        phonenumber: '+385911234567',
        country: 'HR',
        city: 'Rovinj',
        zipCode: '52210',
        address: 'Obala 1',
      },
      reservationHolder: { firstName: 'Ana', lastName: 'Horvat' },
    })
  })

  it('SPEC 3/4: the holder’s title is the one the member chose in the profile, none when not chosen', () => {
    const withTitle: Member = {
      ...member(),
      personalData: { firstName: 'Ana', lastName: 'Horvat', title: 'Dr' },
    }
    expect(guestPrefillFromMember(withTitle).reservationHolder).toEqual({
      firstName: 'Ana',
      lastName: 'Horvat',
      title: 'Dr',
    })
    expect(
      guestPrefillFromMember(member()).reservationHolder,
    ).not.toHaveProperty('title')
  })

  it('SPEC 4: leaves the fields the profile does not have for the guest to fill', () => {
    const { guest } = guestPrefillFromMember(member({ city: '  ' }))
    expect(Object.keys(guest).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
    ])
  })

  it('SPEC 5: keeps a profile phone only when it passes both phone checks', () => {
    const phoneOf = (phonenumber: string) =>
      guestPrefillFromMember(member({ phonenumber })).guest.phonenumber
    expect(phoneOf('+385911234567')).toBe('+385911234567')
    // Not a plus sign and digits only.
    expect(phoneOf('091 123 4567')).toBeUndefined()
    // Plus and digits, but too few or too many digits for an international number.
    expect(phoneOf('+38')).toBeUndefined()
    expect(phoneOf(`+385${'1'.repeat(18)}`)).toBeUndefined()
  })
})
