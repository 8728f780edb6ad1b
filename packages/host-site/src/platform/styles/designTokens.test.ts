import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const stylesDir = import.meta.dirname
const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi

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
})
