import { LANGUAGES } from '@resort/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Each <url> of the sitemap: its address and its alternates by hreflang. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '',
    alternates: Object.fromEntries(
      [
        ...entry.matchAll(
          /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
        ),
      ].map(([, hreflang, href]) => [hreflang, href]),
    ),
  }))
}

describe('sitemap.xml and robots.txt (issue 15)', () => {
  it('lists every indexed page, list and property in five languages, each with reciprocal hreflang alternates', async () => {
    const answer = await fetch(`${server.baseUrl}/sitemap.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe(
      'application/xml; charset=utf-8',
    )
    const urls = urlsOf(await answer.text())
    const base = 'http://localhost:3000'
    const locs = new Set(urls.map((url) => url.loc))
    expect(locs.size).toBe(urls.length)
    for (const path of [
      '/en',
      '/de/unterkunft',
      '/it/alloggi/villas',
      '/hr/smjestaj/cissa-rovinj',
      '/sl/iskanje',
      '/de/treueprogramm',
      '/it/richiesta-di-prenotazione',
      // Issue 16: the group's pages across its properties, and each property's.
      '/sl/mnenja-gostov',
      '/hr/galerija/cissa-rovinj',
      '/de/lage/vala-krk',
      '/en/map',
      '/it/style-guide',
    ])
      expect(locs, path).toContain(base + path)
    // Pages a crawler must not list: flows, accounts, staff.
    for (const url of urls)
      expect(url.loc).not.toMatch(/\/(booking|my-profile|admin|sign-in)(\/|$)/)

    const byLoc = new Map(urls.map((url) => [url.loc, url]))
    for (const { loc, alternates } of urls) {
      expect(Object.keys(alternates).sort()).toEqual(
        [...LANGUAGES, 'x-default'].sort(),
      )
      expect(Object.values(alternates)).toContain(loc)
      expect(alternates['x-default']).toBe(alternates.en)
      for (const language of LANGUAGES)
        expect(byLoc.get(alternates[language]!)?.alternates, loc).toEqual(
          alternates,
        )
    }
  })

  it('robots.txt keeps crawlers off the API and names the sitemap', async () => {
    const answer = await fetch(`${server.baseUrl}/robots.txt`)
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})
