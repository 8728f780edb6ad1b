import { describe, expect, it } from 'vitest'
import { registrationPath, signInAgainPath, signInPath } from './accountPaths'

describe('sign-in links', () => {
  it('carry the way back in their address', () => {
    expect(signInPath('de', '/de/suche?adults=2#results')).toBe(
      `/de/sign-in?return=${encodeURIComponent('/de/suche?adults=2#results')}`,
    )
    expect(signInAgainPath('en', '/en/my-profile')).toBe(
      `/en/sign-in?again&return=${encodeURIComponent('/en/my-profile')}`,
    )
    expect(signInPath('en')).toBe('/en/sign-in')
  })

  it('ASVS 14.2.1: leave a booking link’s token out of the way back, keeping the rest', () => {
    const link = signInPath(
      'en',
      '/en/booking/modify?token=secret-123&view=dates',
    )
    expect(link).not.toContain('secret-123')
    expect(link).toBe(
      `/en/sign-in?return=${encodeURIComponent('/en/booking/modify?view=dates')}`,
    )
    expect(registrationPath('hr', '/hr/booking/cancel?token=abc')).toBe(
      `/hr/registration?return=${encodeURIComponent('/hr/booking/cancel')}`,
    )
  })
})
