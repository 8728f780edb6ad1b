import { describe, expect, it } from 'vitest'
import { accountLinkUrl, linkTokenOf } from './accountLinks'

describe('mailed account links', () => {
  it('put the token in the fragment, which browsers send to no server', () => {
    const url = accountLinkUrl(
      'https://resort.example/',
      'de',
      'reset_password',
      'abc_DEF-1',
    )
    expect(url).toBe('https://resort.example/de/reset-password#token=abc_DEF-1')
    expect(linkTokenOf(new URL(url).hash)).toBe('abc_DEF-1')
  })

  it('read no token from a fragment without one', () => {
    expect(linkTokenOf('')).toBeUndefined()
    expect(linkTokenOf('#token=')).toBeUndefined()
    expect(linkTokenOf('#other=1&token=xyz')).toBe('xyz')
  })
})
