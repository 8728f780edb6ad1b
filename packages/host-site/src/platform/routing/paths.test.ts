import { LANGUAGES, type Language } from '@resort/core'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  accountErasedPath,
  ADMIN_SECTIONS,
  adminPath,
  bookingPath,
  bookingRequestPath,
  bookingStepOf,
  bookingUrl,
  callbackRequestPath,
  clubPath,
  homePath,
  languagePath,
  loyaltyConfirmPath,
  loyaltyPath,
  managePath,
  manageViewOf,
  PROFILE_SECTIONS,
  profilePath,
  registrationPath,
  resetPasswordPath,
  searchPath,
  signInAgainPath,
  signInPath,
} from './paths'
import { siteRoutes } from './siteRoutes'

describe('booking paths (SPEC 2: URL-to-step mapping)', () => {
  it('maps the booking root and select-another-room to step 2, payment to 3, reservation-confirm to 4', () => {
    expect(bookingStepOf('/en/booking')).toBe(2)
    expect(bookingStepOf('/de/booking/select-another-room')).toBe(2)
    expect(bookingStepOf('/it/booking/payment')).toBe(3)
    expect(bookingStepOf('/hr/booking/reservation-confirm')).toBe(4)
    expect(bookingStepOf('/sl/booking/modify')).toBeUndefined()
    expect(bookingStepOf('/en/search')).toBeUndefined()
  })

  it('gives each step its path in the language', () => {
    expect(bookingPath('de', 2)).toBe('/de/booking')
    expect(bookingPath('de', 3)).toBe('/de/booking/payment')
    expect(bookingPath('de', 4)).toBe('/de/booking/reservation-confirm')
    for (const step of [2, 3, 4])
      expect(bookingStepOf(bookingPath('sl', step))).toBe(step)
  })

  it('carries the stay, and a chosen room and rate only together', () => {
    const stay = {
      propertyId: 'cissa-rovinj',
      dateFrom: '2027-06-01',
      dateTo: '2027-06-04',
      adults: 2,
      children: 1,
    }
    expect(bookingUrl('en', stay)).toBe(
      '/en/booking?propertyId=cissa-rovinj&dateFrom=2027-06-01&dateTo=2027-06-04&adults=2&children=1',
    )
    expect(bookingUrl('en', { ...stay, unitId: 'classic' })).not.toContain(
      'unitId',
    )
    expect(
      bookingUrl('en', { ...stay, unitId: 'classic', rateId: 'flex' }),
    ).toMatch(/&unitId=classic&rateId=flex$/)
    // SPEC 3 childAges (issue 33): the ages chosen in the search go on to the rooms step.
    expect(bookingUrl('en', { ...stay, childAges: [4] })).toContain(
      '&children=1&childAges=4',
    )
  })
})

describe('manage booking paths (SPEC 2: booking/modify, booking/cancel, booking/confirm)', () => {
  it('maps every view to its route under booking', () => {
    expect(managePath('de', 'find')).toBe('/de/booking/modify')
    expect(managePath('de', 'booking')).toBe('/de/booking/modify')
    expect(managePath('de', 'modify')).toBe('/de/booking/modify')
    expect(managePath('hr', 'cancel')).toBe('/hr/booking/cancel')
    expect(managePath('hr', 'cancelled')).toBe('/hr/booking/cancel')
    expect(managePath('sl', 'changed')).toBe('/sl/booking/confirm')
  })

  it('opens each route on its view after a reload', () => {
    expect(manageViewOf('/en/booking/modify')).toBe('booking')
    expect(manageViewOf('/en/booking/cancel')).toBe('cancel')
    expect(manageViewOf('/en/booking/confirm')).toBe('changed')
  })
})

describe('sign-in links', () => {
  it('carry the way back in their address', () => {
    expect(signInPath('de', '/de/suche?adults=2#results')).toBe(
      `/de/anmelden?return=${encodeURIComponent('/de/suche?adults=2#results')}`,
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
      `/hr/registracija?return=${encodeURIComponent('/hr/booking/cancel')}`,
    )
  })
})

describe('languagePath', () => {
  it('swaps the language segment and keeps the rest of the path', () => {
    expect(languagePath('/en/booking/payment', 'de')).toBe(
      '/de/booking/payment',
    )
    expect(languagePath('/hr', 'sl')).toBe('/sl')
  })
})

describe('the paths the site builds (SPEC 2)', () => {
  const built = (lang: Language) => [
    homePath(lang),
    searchPath(lang),
    bookingPath(lang),
    bookingPath(lang, 3),
    bookingPath(lang, 4),
    managePath(lang),
    managePath(lang, 'cancel'),
    managePath(lang, 'changed'),
    bookingRequestPath(lang),
    callbackRequestPath(lang),
    signInPath(lang),
    registrationPath(lang),
    resetPasswordPath(lang),
    accountErasedPath(lang),
    loyaltyPath(lang),
    loyaltyConfirmPath(lang),
    clubPath(lang),
    profilePath(lang),
    ...PROFILE_SECTIONS.map((section) => profilePath(lang, section)),
    adminPath(lang),
    ...ADMIN_SECTIONS.map((section) => adminPath(lang, section)),
  ]

  it('each lead to a page of the route table, not to “not found”', () => {
    for (const language of LANGUAGES)
      for (const path of built(language)) {
        const matched = matchRoutes(siteRoutes, path.split('?')[0]!)
        expect(matched?.at(-1)?.route.path, path).not.toBe('*')
      }
  })

  it('are the addresses SPEC 2 names', () => {
    expect(built('de').slice(0, 4)).toEqual([
      '/de',
      '/de/suche',
      '/de/booking',
      '/de/booking/payment',
    ])
    expect(resetPasswordPath('en')).toBe('/en/reset-password')
    expect(clubPath('hr')).toBe('/hr/adria-alpe-club')
    expect(profilePath('sl', 'favorites')).toBe('/sl/moj-profil/favorites')
    // Issue 33: each language's own slug, from core's route table.
    expect(signInPath('de')).toBe('/de/anmelden')
    expect(bookingRequestPath('hr')).toBe('/hr/upit-za-rezervaciju')
    expect(adminPath('it', 'audit-log')).toBe('/it/admin/audit-log')
  })
})
