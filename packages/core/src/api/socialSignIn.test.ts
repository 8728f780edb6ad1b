import { describe, expect, it } from 'vitest'
import {
  orchestrationPath,
  safeReturnPath,
  SOCIAL_OUTCOMES,
  SOCIAL_ROUTES,
} from './socialSignIn'

describe('safeReturnPath', () => {
  it('ASVS 3.7.2: keeps a same-origin path with its query and fragment', () => {
    for (const path of ['/', '/de/booking?step=3', '/en/profile#favourites'])
      expect(safeReturnPath(path)).toBe(path)
  })

  it('ASVS 3.7.2: refuses anything a browser could read as another host or scheme', () => {
    for (const value of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'de/booking',
      `/${'a'.repeat(2001)}`,
    ])
      expect(safeReturnPath(value), JSON.stringify(value)).toBeUndefined()
  })
})

describe('social sign-in routes', () => {
  it('are SPEC 7’s google, facebook and microsoft, and connect google and facebook, each with a callback', () => {
    expect(SOCIAL_ROUTES.map(({ path }) => path)).toEqual([
      '/api/auth/google/',
      '/api/auth/google/callback/',
      '/api/auth/microsoft/',
      '/api/auth/microsoft/callback/',
      '/api/auth/facebook/',
      '/api/auth/facebook/callback/',
      '/api/auth/connect/google/',
      '/api/auth/connect/google/callback/',
      '/api/auth/connect/facebook/',
      '/api/auth/connect/facebook/callback/',
    ])
  })

  it('end on the orchestration page of the flow’s language, with one of a closed set of outcomes', () => {
    expect(orchestrationPath('de')).toBe('/de/orchestration')
    expect(new Set(SOCIAL_OUTCOMES).size).toBe(SOCIAL_OUTCOMES.length)
    for (const outcome of SOCIAL_OUTCOMES) expect(outcome).toMatch(/^[a-z_]+$/)
  })
})
