import { describe, expect, it } from 'vitest'
import { toQueryString, withQuery } from './queryString'

describe('query string', () => {
  it('leaves out null and undefined and repeats the key of an array', () => {
    expect(
      toQueryString({ a: 1, b: null, c: undefined, d: ['x', 'y'], e: true }),
    ).toBe('a=1&d=x&d=y&e=true')
  })

  it('percent-encodes keys and values', () => {
    expect(toQueryString({ 'a b': 'c&d=e/f?' })).toBe('a%20b=c%26d%3De%2Ff%3F')
  })

  it('appends with & when the path already has a query', () => {
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2')
    expect(withQuery('/a', { y: 2 })).toBe('/a?y=2')
    expect(withQuery('/a', {})).toBe('/a')
    expect(withQuery('/a', undefined)).toBe('/a')
  })
})
