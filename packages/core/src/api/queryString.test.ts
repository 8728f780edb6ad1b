import { describe, expect, it } from 'vitest'
import { parseQueryString, toQueryString, withQuery } from './queryString'

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

describe('parseQueryString (core has no URLSearchParams)', () => {
  it('reads the first value of each parameter, decoded as a form is, and skips what does not decode', () => {
    expect(parseQueryString('?a=1&b=x%20y&c=x+y&a=2&d&e=%E0%A4%A')).toEqual({
      a: '1',
      b: 'x y',
      c: 'x y',
      d: '',
    })
    expect(parseQueryString('')).toEqual({})
  })
})
