import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const stylesDir = import.meta.dirname
const stylesheets = readdirSync(stylesDir)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({
    file,
    css: readFileSync(`${stylesDir}/${file}`, 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    ),
  }))
const readme = readFileSync(`${stylesDir}/../../README.md`, 'utf8')
const theming = readme.slice(readme.indexOf('## Theming'))

/** The README's Theming table: each property with its default as written. */
const documented = new Map(
  [...theming.matchAll(/^\| `(--resort-[\w-]+)`\s*\| ([^|]+?)\s*\|/gm)].map(
    ([, name = '', fallback = '']) => [name, fallback.replaceAll('`', '')],
  ),
)

describe('the widget’s theme (issue 33)', () => {
  it('issue 33: documents every --resort-* property its stylesheets read, and no other', () => {
    const read = new Set(
      stylesheets.flatMap(({ css }) =>
        [...css.matchAll(/var\((--resort-[\w-]+)/g)].map(([, name]) => name),
      ),
    )
    expect([...read].sort()).toEqual([...documented.keys()].sort())
  })

  it('issue 33: gives each property the default the README says', () => {
    const base = stylesheets.find(({ file }) => file === 'base.css')?.css ?? ''
    for (const [name, fallback] of documented) {
      const written = new RegExp(`var\\(${name},\\s*([^;]+?)\\);`).exec(
        base,
      )?.[1]
      if (fallback.startsWith('--resort-'))
        expect(written, name).toMatch(
          new RegExp(`^var\\(${fallback}|^var\\(--_`),
        )
      else if (fallback.startsWith('none'))
        expect(base, name).toMatch(new RegExp(`var\\(${name}\\);`))
      else expect(written, name).toBe(fallback)
    }
  })

  it('issue 33: loads no font on a partner’s page: no @font-face, no url(), no default typeface', () => {
    for (const { file, css } of stylesheets) {
      expect(css, file).not.toMatch(/@font-face|url\(/)
      for (const [, value = ''] of css.matchAll(/font-family:\s*([^;]+);/g))
        expect(value, file).toMatch(/^var\(--resort-font(-display)?[,)]/)
    }
  })

  it('issue 33: draws no ring around a heading or message the flow focuses after a click', () => {
    const flows = stylesheets.find(({ file }) => file === 'flows.css')?.css
    expect(flows).not.toMatch(/\b(h2|h3|__title|__quote|__failure):focus\b/)
    expect(flows).toMatch(
      /\[tabindex='-1'\]:focus\s*\{\s*outline:\s*none;\s*\}/,
    )
  })
})
