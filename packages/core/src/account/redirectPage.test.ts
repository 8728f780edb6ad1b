import { describe, expect, it } from 'vitest'
import { safeRedirectPath, signUpContextFor } from './redirectPage'

describe('redirect-page paths (SPEC 9; no open redirect)', () => {
  it('accepts a path of this site, with its query and fragment', () => {
    for (const path of [
      '/en',
      '/de/booking/payment?propertyId=p1&dateFrom=2027-06-10',
      '/hr/my-profile/profile-settings#sessions',
    ])
      expect(safeRedirectPath(path)).toBe(path)
  })

  it('refuses anything that could lead to another origin', () => {
    for (const value of [
      'https://evil.example/en',
      '//evil.example/en',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'en/booking',
      '/en/\tbooking',
      '/en/\nbooking',
      ' /en',
      '',
      undefined,
      null,
      `/${'a'.repeat(2048)}`,
    ])
      expect(safeRedirectPath(value)).toBeUndefined()
  })

  it('refuses the sign-in and orchestration pages, which would only loop', () => {
    expect(safeRedirectPath('/en/sign-in')).toBeUndefined()
    // Issue 33: under each language's own slug too.
    expect(safeRedirectPath('/de/anmelden?return=%2Fde')).toBeUndefined()
    expect(
      safeRedirectPath('/de/orchestration?outcome=signed_in'),
    ).toBeUndefined()
    expect(safeRedirectPath('/en/sign-in-help')).toBe('/en/sign-in-help')
  })

  it('names the sign_up context by where the registration began (SPEC 4)', () => {
    expect(signUpContextFor('/de/booking/payment?propertyId=p1')).toBe(
      'loyalty_reservation',
    )
    expect(signUpContextFor('/en/booking')).toBe('loyalty_reservation')
    expect(signUpContextFor('/en/booking/modify?token=t')).toBe(
      'loyalty_standalone',
    )
    expect(signUpContextFor('/en/search')).toBe('loyalty_standalone')
    expect(signUpContextFor(undefined)).toBe('loyalty_standalone')
  })
})
