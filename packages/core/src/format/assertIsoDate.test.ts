import { describe, expect, it } from 'vitest'
import { assertIsoDate } from './assertIsoDate'

describe('assert ISO date', () => {
  it('passes a real yyyy-MM-dd date through', () => {
    expect(assertIsoDate('2028-02-29')).toBe('2028-02-29')
  })

  it('throws a RangeError for anything else', () => {
    expect(() => assertIsoDate('2026-02-29')).toThrow(RangeError)
    expect(() => assertIsoDate('11/21/2026')).toThrow(RangeError)
  })
})
