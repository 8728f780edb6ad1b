import { LANGUAGES } from '@resort/core'
import { describe, expect, it } from 'vitest'
import { bookingMailTexts, countIn } from './bookingMailTexts'

describe('booking mail texts', () => {
  it('issue 33: counts guests and nights with each language’s plural forms', () => {
    const sl = bookingMailTexts('sl')
    expect(
      [1, 2, 3, 5].map((count) => countIn('sl', sl.adults, count)),
    ).toEqual([
      '1 odrasla oseba',
      '2 odrasli osebi',
      '3 odrasle osebe',
      '5 odraslih oseb',
    ])
    const hr = bookingMailTexts('hr')
    expect([1, 2, 5].map((count) => countIn('hr', hr.children, count))).toEqual(
      ['1 dijete', '2 djeteta', '5 djece'],
    )
    expect(countIn('hr', hr.nights, 21)).toBe('21 noćenje')
    expect(countIn('de', bookingMailTexts('de').nights, 1)).toBe('1 Nacht')
  })

  it('issue 33: every language words the mails in its own words, not in English', () => {
    const english = bookingMailTexts('en')
    for (const language of LANGUAGES.filter((other) => other !== 'en')) {
      const texts = bookingMailTexts(language)
      for (const key of [
        'unitsTitle',
        'extras',
        'cancellationTitle',
        'propertyTitle',
        'address',
        'mapLink',
        'manage',
      ] as const)
        expect(texts[key], `${language} ${key}`).not.toBe(english[key])
    }
  })

  it('issue 33: a Croatian date’s own full stop is not doubled', () => {
    expect(bookingMailTexts('hr').freeUntil('7. svibnja 2027.')).toBe(
      'Besplatno otkazivanje do 7. svibnja 2027.',
    )
  })
})
