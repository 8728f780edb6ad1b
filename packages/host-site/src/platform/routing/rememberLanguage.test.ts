import { describe, expect, it, vi } from 'vitest'
import { rememberLanguage } from './rememberLanguage'

describe('rememberLanguage', () => {
  it('sets the current_lng cookie with path /, SameSite none and secure (SPEC 9)', () => {
    const written: string[] = []
    const setter = vi
      .spyOn(document, 'cookie', 'set')
      .mockImplementation((value) => void written.push(value))
    rememberLanguage('hr')
    setter.mockRestore()
    expect(written).toHaveLength(1)
    const [pair, ...attributes] = written[0]!
      .split(';')
      .map((part) => part.trim())
    expect(pair).toBe('current_lng=hr')
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/', 'SameSite=None', 'Secure']),
    )
  })
})
