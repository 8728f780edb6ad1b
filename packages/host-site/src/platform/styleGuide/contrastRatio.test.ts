import { describe, expect, it } from 'vitest'
import { contrastRatio, hexChannels, relativeLuminance } from './contrastRatio'

describe('contrast ratio (WCAG 2.2)', () => {
  it('issue 16: is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#0b5563', '#0b5563')).toBe(1)
  })

  it('issue 16: gives the ratios WCAG’s examples and checkers give', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2)
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4, 2)
  })

  it('issue 16: is the same whichever colour is the text', () => {
    expect(contrastRatio('#ffffff', '#a4262c')).toBe(
      contrastRatio('#a4262c', '#ffffff'),
    )
  })

  it('issue 16: reads #rgb as #rrggbb and refuses what is not a hex colour', () => {
    expect(hexChannels('#fa0')).toEqual([255, 170, 0])
    expect(relativeLuminance('#FFF')).toBe(1)
    expect(hexChannels('rgb(0 0 0)')).toBeUndefined()
    expect(() => relativeLuminance('var(--site-text)')).toThrow(RangeError)
  })
})
