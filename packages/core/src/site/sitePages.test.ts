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
    expect(pagePath('search', 'it')).toBe('/it/cerca')
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
      '/it/il-mio-profilo/points',
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

  it("issue 33: every guest's page has its own slug in each language, and no slug names two pages", () => {
    // The examples: German pages that answered under English slugs, or not at all.
    expect(pagePath('offers', 'de')).toBe('/de/angebote')
    expect(pagePath('faq', 'de')).toBe('/de/haeufige-fragen')
    expect(pagePath('loyalty', 'de')).toBe('/de/treueprogramm')
    expect(pagePath('signIn', 'de')).toBe('/de/anmelden')
    expect(pageAt('/de/angebote')).toMatchObject({
      page: 'offers',
      ownSlug: true,
    })
    expect(pageAt('/de/search')).toMatchObject({
      page: 'search',
      ownSlug: false,
    })
    // Kept in every language on purpose: a name, SPEC 2's booking steps, staff's area, a trade word.
    const same = new Set<PageId>([
      'home',
      'club',
      'booking',
      'admin',
      'style-guide',
      'sport',
    ])
    for (const page of Object.keys(SITE_PAGES) as PageId[]) {
      if (same.has(page)) continue
      expect(slugsOf(page).length, page).toBeGreaterThan(1)
      expect(slugsOf(page)).toContain(pagePath(page, 'en').split('/')[2])
    }
    const owner = new Map<string, PageId>()
    for (const page of Object.keys(SITE_PAGES) as PageId[])
      for (const slug of slugsOf(page)) {
        expect(owner.get(slug) ?? page, slug).toBe(page)
        owner.set(slug, page)
      }
  })
})
