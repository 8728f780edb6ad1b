import { describe, expect, it } from 'vitest'
import { checkAuthSecret } from './accessTokens'

describe('AUTH_SECRET', () => {
  it('ASVS 11.2.3: is refused at start-up when shorter than 32 characters (256 bits when random), and may be left unset', () => {
    expect(() => checkAuthSecret('too short a secret')).toThrow(
      'AUTH_SECRET must be at least 32 characters long',
    )
    expect(() => checkAuthSecret('x'.repeat(32))).not.toThrow()
    expect(() => checkAuthSecret(undefined)).not.toThrow()
  })
})
