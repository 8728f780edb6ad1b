import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages'
import {
  alternatesOf,
  pageAt,
  pagePath,
  pathInLanguage,
  SITE_PAGES,
  slugsOf,
  type PageId,
} from './sitePages'

describe("the site's route table (issue 15; SPEC 2 localized slugs)", () => {
  it('writes a page path in each language, the accommodation slug localized', () => {
    expect(pagePath('home', 'de')).toBe('/de')
    expect(pagePath('search', 'it')).toBe('/it/search')
    expect(pagePath('accommodation', 'hr', 'cissa-rovinj')).toBe(
      '/hr/smjestaj/cissa-rovinj',
    )
    expect(slugsOf('accommodation')).toEqual([
      'accommodation',
      'unterkunft',
      'alloggi',
      'smjestaj',
      'namestitev',
    ])
  })

  it("reads a path back, telling a language's own slug from another's", () => {
    expect(pageAt('/de/unterkunft/villas')).toEqual({
      page: 'accommodation',
      language: 'de',
      ownSlug: true,
      rest: ['villas'],
    })
    expect(pageAt('/de/smjestaj')).toMatchObject({
      page: 'accommodation',
      ownSlug: false,
    })
    expect(pageAt('/en/')).toMatchObject({ page: 'home', rest: [] })
    expect(pageAt('/en/nowhere')).toBeUndefined()
    expect(pageAt('/xx/search')).toBeUndefined()
  })

  it('moves a path to another language with its slug translated and the rest kept', () => {
    expect(pathInLanguage('/de/unterkunft/cissa-rovinj', 'sl')).toBe(
      '/sl/namestitev/cissa-rovinj',
    )
    expect(pathInLanguage('/en/my-profile/points', 'it')).toBe(
      '/it/my-profile/points',
    )
    // A path outside the table keeps everything but its language.
    expect(pathInLanguage('/en/newsletter-confirm', 'hr')).toBe(
      '/hr/newsletter-confirm',
    )
  })

  it('gives an indexed page its alternates in all five languages, each naming the same set back', () => {
    for (const page of Object.keys(SITE_PAGES) as PageId[]) {
      for (const language of LANGUAGES) {
        const path = pagePath(page, language)
        const alternates = alternatesOf(path)
        if (!SITE_PAGES[page].indexed) {
          expect(alternates, path).toBeUndefined()
          continue
        }
        expect(alternates?.[language], path).toBe(path)
        for (const other of Object.values(alternates ?? {}))
          expect(alternatesOf(other)).toEqual(alternates)
      }
    }
  })
})
