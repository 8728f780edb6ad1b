import { describe, expect, it } from 'vitest'
import { languagePath } from './languagePath'

describe('languagePath', () => {
  it('swaps the language segment and keeps the rest of the path', () => {
    expect(languagePath('/en/booking/payment', 'de')).toBe(
      '/de/booking/payment',
    )
    expect(languagePath('/hr', 'sl')).toBe('/sl')
  })
})
