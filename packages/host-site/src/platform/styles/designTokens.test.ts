import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { CONTRAST_PAIRS, measure } from '../styleGuide/contrastPairs'
import { SITE_TOKENS } from '../styleGuide/siteTokens'

// Vitest empties every stylesheet it imports, ?raw too (its css option): the file as Vite reads it.
vi.mock('./tokens.css?raw', async () => ({
  default: (await import('node:fs')).readFileSync(
    `${import.meta.dirname}/tokens.css`,
    'utf8',
  ),
}))

const stylesDir = import.meta.dirname
const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi

/** Each declaration of `property` in the site's stylesheets but tokens.css, with where it is. */
function declarations(property: string): { at: string; value: string }[] {
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && file !== 'tokens.css')
    .flatMap((file) =>
      readFileSync(`${stylesDir}/${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const value = new RegExp(`^\\s*${property}:\\s*(.+);`).exec(line)?.[1]
          return value ? [{ at: `${file}:${index + 1}`, value }] : []
        }),
    )
}

// Issue 15: one design system. The site's colours live in tokens.css (which the widget's theme
// reads too); a stylesheet that writes its own colour drifts from it.
describe('design tokens', () => {
  it('no site stylesheet but tokens.css writes a colour of its own', () => {
    const stylesheets = readdirSync(stylesDir).filter(
      (file) => file.endsWith('.css') && file !== 'tokens.css',
    )
    expect(stylesheets.length).toBeGreaterThan(10)
    const literals = stylesheets.flatMap((file) =>
      readFileSync(`${stylesDir}/${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.match(COLOUR) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(literals).toEqual([])
  })

  it('every token a stylesheet reads is defined in tokens.css', () => {
    const tokens = readFileSync(`${stylesDir}/tokens.css`, 'utf8')
    const defined = new Set(
      [...tokens.matchAll(/(--site-[\w-]+)\s*:/g)].map((match) => match[1]),
    )
    const used = readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => [
        ...readFileSync(`${stylesDir}/${file}`, 'utf8').matchAll(
          /var\((--site-[\w-]+)/g,
        ),
      ])
      .map((match) => match[1])
    expect(used.filter((token) => !defined.has(token))).toEqual([])
  })

  // Issue 33: the identity applied everywhere, not beside what each stylesheet wrote before.
  it('issue 33: no stylesheet rounds a corner but with a radius token (or a circle)', () => {
    const own = declarations('border-radius').filter(
      ({ value }) =>
        !/var\(--(site|resort)-radius[\w-]*\)/.test(value) &&
        !/^(50%|0)$/.test(value),
    )
    expect(own).toEqual([])
  })

  it('issue 33: every shadow is an elevation token, or drawn in the shadow token’s colour', () => {
    const own = declarations('box-shadow').filter(
      ({ value }) => !/var\(--(site|resort)-shadow[\w-]*\)/.test(value),
    )
    expect(own).toEqual([])
  })

  it('issue 33: every solid focus ring has the focus token’s width', () => {
    const own = declarations('outline').filter(
      ({ value }) =>
        /solid/.test(value) && !/^var\(--site-focus-width\)/.test(value),
    )
    expect(own).toEqual([])
  })

  it('issue 33: every transition runs at the motion tokens’ pace, which reduced motion stops', () => {
    const own = declarations('transition').filter(
      ({ value }) => !/var\(--site-duration\) var\(--site-ease\)/.test(value),
    )
    expect(own).toEqual([])
    const tokens = readFileSync(`${stylesDir}/tokens.css`, 'utf8')
    const reduced =
      /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?)\n\}/.exec(
        tokens,
      )?.[1] ?? ''
    const durations = SITE_TOKENS.filter(({ name }) =>
      name.endsWith('-duration'),
    )
    expect(durations.length).toBeGreaterThan(0)
    for (const { name } of durations)
      expect(reduced, name).toMatch(new RegExp(`${name}:\\s*0ms;`))
  })

  it('issue 33: keeps every text colour at 4.5:1 and every edge or ring at 3:1 on its backgrounds', () => {
    const failing = CONTRAST_PAIRS.filter((pair) => !measure(pair).passes).map(
      (pair) => `${pair.foreground} on ${pair.background}`,
    )
    expect(failing).toEqual([])
  })

  it('issue 33: measures every colour token in at least one pair (only dividers and shadows are decorative)', () => {
    const decorative = ['--site-line', '--site-shadow-colour']
    const paired = new Set(
      CONTRAST_PAIRS.flatMap(({ foreground, background }) => [
        foreground,
        background,
      ]),
    )
    const unpaired = SITE_TOKENS.filter(
      ({ name, kind }) =>
        kind === 'colour' && !paired.has(name) && !decorative.includes(name),
    ).map(({ name }) => name)
    expect(unpaired).toEqual([])
  })
})
