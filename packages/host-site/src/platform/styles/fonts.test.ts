import { readFileSync } from 'node:fs'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import fraunces from '@capsizecss/metrics/fraunces'
import georgia from '@capsizecss/metrics/georgia'
import sourceSans3 from '@capsizecss/metrics/sourceSans3'
import { describe, expect, it } from 'vitest'

const stylesDir = import.meta.dirname
const fontsCss = readFileSync(`${stylesDir}/fonts.css`, 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)
const tokensCss = readFileSync(`${stylesDir}/tokens.css`, 'utf8')
const indexHtml = readFileSync(`${stylesDir}/../../../index.html`, 'utf8')

type Face = Record<string, string>

/** Each @font-face of a stylesheet, its descriptors by name. */
function fontFaces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) =>
    Object.fromEntries(
      [...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map(
        ([, name = '', value = '']) => [
          name,
          value.replace(/\s+/g, ' ').trim(),
        ],
      ),
    ),
  )
}

const faces = fontFaces(fontsCss)
const brandFaces = faces.filter((face) => face.src?.includes('url('))
const fallbackFaces = faces.filter((face) => face.src?.startsWith('local('))
const unquote = (family = '') => family.replace(/^['"]|['"]$/g, '')

// Each brand typeface over the system font its fallback face scales (Capsize's metrics).
const STACKS = [
  {
    family: 'Source Sans 3 Variable',
    token: '--site-font',
    metrics: sourceSans3,
    over: arial,
  },
  {
    family: 'Fraunces Variable',
    token: '--site-font-display',
    metrics: fraunces,
    over: georgia,
  },
]

describe('the brand’s typefaces (issue 33)', () => {
  it('issue 33: serves two families, latin and latin-ext only, each swapped in', () => {
    expect(
      [...new Set(brandFaces.map(({ 'font-family': f }) => unquote(f)))].sort(),
    ).toEqual(STACKS.map(({ family }) => family).sort())
    for (const face of brandFaces) {
      expect(face['font-display'], face.src).toBe('swap')
      expect(face.src).toMatch(
        /^url\('@fontsource-variable\/[\w-]+\/files\/[\w-]+-latin(-ext)?-wght-normal\.woff2'\) format\('woff2'\)$/,
      )
      expect(face['unicode-range'], face.src).toBeTruthy()
    }
    expect(brandFaces).toHaveLength(4)
  })

  it('issue 33: covers the letters of Croatian, Slovenian, German and Italian', () => {
    const codePoints = [...'čćđšžČĆĐŠŽäöüßàèìòùé'].map((letter) =>
      letter.codePointAt(0),
    )
    const inRange = (range: string, point: number) =>
      range.split(',').some((part) => {
        const [from = '', to = from] = part.trim().slice(2).split('-')
        return point >= parseInt(from, 16) && point <= parseInt(to || from, 16)
      })
    for (const { family } of STACKS) {
      const ranges = brandFaces
        .filter((face) => unquote(face['font-family']) === family)
        .map((face) => face['unicode-range'] ?? '')
      for (const point of codePoints)
        expect(
          ranges.some((range) => inRange(range, point ?? 0)),
          `${family}: U+${point?.toString(16)}`,
        ).toBe(true)
    }
  })

  it.each(STACKS)(
    'issue 33: $family has a fallback face matched to its metrics (Capsize), next in $token',
    ({ family, token, metrics, over }) => {
      const expected = fontFaces(
        createFontStack([metrics, over]).fontFaces,
      )[0] as Face
      const fallbackName = unquote(expected['font-family'])
      const fallback = fallbackFaces.find(
        (face) => unquote(face['font-family']) === fallbackName,
      )
      expect(fallback, fallbackName).toBeDefined()
      for (const descriptor of [
        'size-adjust',
        'ascent-override',
        'descent-override',
      ])
        expect(fallback?.[descriptor], descriptor).toBe(expected[descriptor])
      expect(fallback?.['line-gap-override']).toBe(
        expected['line-gap-override'] ?? '0%',
      )
      // The system font it scales comes first among the local faces it names.
      expect(fallback?.src).toMatch(
        new RegExp(`^local\\('${over.familyName}'\\)`),
      )
      // The token names the brand face, then its fallback.
      const stack = new RegExp(
        `${token}:\\s*'${family}',\\s*'${fallbackName}',`,
      )
      expect(tokensCss).toMatch(stack)
    },
  )

  it('issue 33: preloads only the latin file of each family, as a font, with CORS', () => {
    const preloads = [
      ...indexHtml.matchAll(/<link\s+rel="preload"\s+([^>]*)\/>/g),
    ].map(([, attributes = '']) => attributes.replace(/\s+/g, ' '))
    expect(preloads).toHaveLength(2)
    for (const attributes of preloads) {
      expect(attributes).toMatch(/as="font" type="font\/woff2" crossorigin/)
      expect(attributes).toMatch(/-latin-wght-normal\.woff2"/)
    }
    for (const face of brandFaces.filter(
      ({ src }) => !src?.includes('latin-ext'),
    )) {
      const file = /files\/([\w-]+\.woff2)/.exec(face.src ?? '')?.[1] ?? ''
      expect(
        preloads.some((attributes) => attributes.includes(file)),
        file,
      ).toBe(true)
    }
  })
})
