import { findTranslationProblems } from '@resort/core'
import { describe, expect, it, vi } from 'vitest'
import de from '../i18n/locales/de/styleGuide.json'
import en from '../i18n/locales/en/styleGuide.json'
import hr from '../i18n/locales/hr/styleGuide.json'
import it_ from '../i18n/locales/it/styleGuide.json'
import sl from '../i18n/locales/sl/styleGuide.json'
import { SITE_TOKENS } from './siteTokens'

// Vitest empties every stylesheet it imports, ?raw too (its css option): the file as Vite reads it.
vi.mock('../styles/tokens.css?raw', async () => ({
  default: (await import('node:fs')).readFileSync(
    `${import.meta.dirname}/../styles/tokens.css`,
    'utf8',
  ),
}))

const texts = { en, de, it: it_, hr, sl }

const placeholders = (text: string) =>
  [...text.matchAll(/{{(\w+)}}/g)].map(([, name]) => name).sort()

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value as object, `${prefix}${key}.`),
  )
}

describe('the style guide’s texts (issue 16)', () => {
  it('has every key in en, de, it, hr and sl, none empty', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, styleGuide]) => [
        language,
        { styleGuide },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('says what every design token of tokens.css is for, in every language', () => {
    const missing = Object.entries(texts).flatMap(([language, { purpose }]) =>
      SITE_TOKENS.map(({ name }) => name.slice(2))
        .filter((key) => !(purpose as Record<string, string>)[key]?.trim())
        .map((key) => `${language}: purpose.${key}`),
    )
    expect(missing).toEqual([])
  })

  it('keeps each text’s {{placeholders}} in every language', () => {
    const english = Object.fromEntries(flatten(en))
    for (const [language, tree] of Object.entries(texts))
      for (const [key, text] of flatten(tree))
        expect(placeholders(text), `${language}: ${key}`).toEqual(
          placeholders(english[key] ?? ''),
        )
  })

  it('keeps the other languages apart from English (no English placeholders)', () => {
    for (const [language, guide] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(guide.title, language).not.toBe(en.title)
      expect(guide.colours.contrast_intro, language).not.toBe(
        en.colours.contrast_intro,
      )
      expect(guide.purpose['site-primary'], language).not.toBe(
        en.purpose['site-primary'],
      )
      expect(guide.example.email_error, language).not.toBe(
        en.example.email_error,
      )
    }
  })
})
