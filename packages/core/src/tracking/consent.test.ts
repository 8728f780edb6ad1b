import { describe, expect, it } from 'vitest'
import {
  ALL_DENIED,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  consentCookie,
  consentFromCookies,
  consentRecord,
  parseConsent,
  serializeConsent,
} from './consent'

const day = new Date('2026-11-26T10:00:00Z')

describe('the consent cookie (issue 15, decision 028)', () => {
  it('stores the choice, the version and the date, and reads them back', () => {
    const record = consentRecord({ analytics: true, marketing: false }, day)
    expect(serializeConsent(record)).toBe(
      `v${CONSENT_VERSION}.2026-11-26.analytics`,
    )
    expect(parseConsent(serializeConsent(record))).toEqual(record)
    const rejected = consentRecord(ALL_DENIED, day)
    expect(parseConsent(serializeConsent(rejected))).toEqual(rejected)
  })

  it('is read from a Cookie header on the server as from document.cookie', () => {
    expect(
      consentFromCookies(
        'current_lng=de; cookie_consent=v1.2026-11-26.analytics+marketing; XSRF-TOKEN=x',
      )?.choice,
    ).toEqual({ analytics: true, marketing: true })
    expect(consentFromCookies('current_lng=de')).toBeUndefined()
    expect(consentFromCookies(undefined)).toBeUndefined()
  })

  it('asks again for a record of another version or a malformed one', () => {
    expect(parseConsent('v0.2026-11-26.analytics')).toBeUndefined()
    expect(parseConsent('yes')).toBeUndefined()
    // A value that is not valid percent-encoding asks again instead of throwing.
    expect(consentFromCookies('cookie_consent=%E0%A4%A; a=1')).toBeUndefined()
  })

  it('lasts six months, first-party, on every path', () => {
    const cookie = consentCookie(consentRecord(ALL_DENIED, day), {
      secure: true,
    })
    expect(cookie).toBe(
      `cookie_consent=v1.2026-11-26.-; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    )
    expect(CONSENT_MAX_AGE_SECONDS / 86_400).toBeGreaterThanOrEqual(180)
    expect(CONSENT_MAX_AGE_SECONDS / 86_400).toBeLessThanOrEqual(366)
  })
})
