import { describe, expect, it } from 'vitest'
import {
  isCommonPassword,
  isGuessableInContext,
  passwordProblem,
} from './passwordPolicy'

const ana = {
  email: 'ana.horvat@example.com',
  firstName: 'Ana',
  lastName: 'Horvat',
}

describe('the password policy', () => {
  it('ASVS 6.2.4: knows the most common passwords of 8 characters and more, in any case', () => {
    for (const password of ['12345678', 'password', 'Sunshine', 'FOOTBALL'])
      expect(isCommonPassword(password), password).toBe(true)
    expect(isCommonPassword('Lavender fields above Opatija')).toBe(false)
  })

  it('ASVS 6.2.11: refuses what is left short once the product’s and the member’s words are taken out', () => {
    for (const password of [
      'AdriaAlpe2025!',
      'resort hotel villa',
      'ana.horvat@example.com',
      'HorvatAna1!',
    ])
      expect(isGuessableInContext(password, ana), password).toBe(true)
    // A short name inside a long passphrase leaves plenty.
    expect(isGuessableInContext('Banana bread by the harbour', ana)).toBe(false)
  })

  it('names the problem of a password, or none', () => {
    expect(passwordProblem('iloveyou', ana)).toBe('password_too_common')
    expect(passwordProblem('Horvat2024!', ana)).toBe('password_too_guessable')
    expect(
      passwordProblem('Lavender fields above Opatija', ana),
    ).toBeUndefined()
  })
})
