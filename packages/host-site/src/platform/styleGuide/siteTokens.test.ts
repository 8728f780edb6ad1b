import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { CONTRAST_PAIRS, measure } from './contrastPairs'
import { parseTokens, SITE_TOKENS, token } from './siteTokens'

// Vitest empties every stylesheet it imports, ?raw too (its css option): the file as Vite reads it.
vi.mock('../styles/tokens.css?raw', async () => ({
  default: (await import('node:fs')).readFileSync(
    `${import.meta.dirname}/../styles/tokens.css`,
    'utf8',
  ),
}))

const stylesheet = readFileSync(
  `${import.meta.dirname}/../styles/style-guide.css`,
  'utf8',
)
const hasRule = (selector: string) =>
  new RegExp(`\\.${selector}\\s*[{,]`).test(stylesheet)

describe('the design tokens the style guide shows (issue 16)', () => {
  it('reads every custom property of tokens.css, its var()s resolved', () => {
    expect(SITE_TOKENS.length).toBeGreaterThan(40)
    expect(token('--site-primary')).toMatchObject({
      value: '#0b5563',
      kind: 'colour',
    })
    expect(token('--site-notice-edge')).toMatchObject({
      value: 'var(--site-star)',
      resolved: '#8a5a00',
      kind: 'colour',
    })
    expect(token('--resort-radius')).toMatchObject({
      resolved: '8px',
      kind: 'radius',
    })
    expect(token('--site-step--1').kind).toBe('type-step')
  })

  it('refuses a custom property that is no kind of design token', () => {
    expect(() => parseTokens(':root { --site-mystery: 12; }')).toThrow(
      '--site-mystery',
    )
    expect(parseTokens(':root { /* --a: #000; */ --b: #fff; }')).toHaveLength(1)
  })

  it('keeps every text colour at 4.5:1 and every edge or focus ring at 3:1 on its backgrounds (WCAG 2.2 AA)', () => {
    const failing = CONTRAST_PAIRS.filter((pair) => !measure(pair).passes).map(
      (pair) => `${pair.foreground} on ${pair.background}`,
    )
    expect(failing).toEqual([])
  })

  it('names only tokens tokens.css defines, as hex colours', () => {
    for (const { foreground, background } of CONTRAST_PAIRS)
      for (const name of [foreground, background])
        expect(token(name).resolved, name).toMatch(/^#[0-9a-f]{3,6}$/i)
  })

  // The site's CSP allows no style attribute: each sample's look is a rule of style-guide.css.
  it('has a rule in style-guide.css for every token’s sample and every pair’s text or edge', () => {
    const missing = [
      ...SITE_TOKENS.map(
        ({ name, kind }) =>
          `style-guide__${kind === 'colour' ? 'swatch' : 'sample'}${name}`,
      ),
      ...CONTRAST_PAIRS.map(
        ({ foreground, use }) =>
          `style-guide__${use === 'text' ? 'ink' : 'edge'}${foreground}`,
      ),
    ].filter((selector) => !hasRule(selector))
    expect(missing).toEqual([])
  })
})
