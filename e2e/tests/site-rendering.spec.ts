import type { Page } from '@playwright/test'
import { consoleProblems } from '../support/consoleProblems'
import { expect, test } from '../support/fixtures'
import { hydrated } from '../support/hydrated'

// Issue 15: the site's pages come from the server with their content (decision 027).

const HTML_PAGES = [
  {
    path: '/en',
    heading: 'Holidays between the sea and the mountains',
    text: 'Book hotels, villas and apartments in Croatia, Slovenia and Italy',
  },
  {
    path: '/en/accommodation',
    heading: 'Our accommodation',
    text: 'Grand Hotel Lovorika',
  },
  {
    path: '/de/unterkunft/cissa-rovinj',
    heading: 'Hotel Cissa',
    text: 'Rovinj',
  },
  { path: '/en/search', heading: 'Search for your stay', text: 'Search' },
]

test('without JavaScript, home, the accommodation list, a property page and search carry their heading and text', async ({
  request,
}) => {
  for (const { path, heading, text } of HTML_PAGES) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['content-type']).toContain('text/html')
    const html = await answer.text()
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(html, path).toContain(text)
    // Only the site's own files run: nothing inline (the CSP forbids it); data blocks never run.
    expect(
      html.match(/<script(?![^>]*(src=|type="application\/(ld\+)?json"))/g),
    ).toBeNull()
  }
})

test('an unknown path answers 404 with the not-found page, an unknown language moves to English', async ({
  request,
}) => {
  const missing = await request.get('/en/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/)
  const property = await request.get('/en/accommodation/atlantis')
  expect(property.status()).toBe(404)
  const moved = await request.get('/xx/accommodation', { maxRedirects: 0 })
  expect(moved.status()).toBe(302)
  expect(moved.headers().location).toBe('/en/accommodation')
})

test('HEAD answers as GET does, without the body', async ({ request }) => {
  for (const path of ['/en', '/en/accommodation', '/en/no-such-page']) {
    const get = await request.get(path)
    const head = await request.head(path)
    expect(head.status(), path).toBe(get.status())
    expect(head.headers()['content-type']).toBe(get.headers()['content-type'])
    expect(head.headers().etag).toBe(get.headers().etag)
    expect(await head.body()).toHaveLength(0)
  }
})

const LANGUAGES = {
  en: 'accommodation',
  de: 'unterkunft',
  it: 'alloggi',
  hr: 'smjestaj',
  sl: 'namestitev',
}

// The account pages' own slugs in each language (issue 33), as a guest's address bar shows them.
const ACCOUNT_SLUGS: Record<string, [string, string, string]> = {
  en: ['sign-in', 'registration', 'my-profile'],
  de: ['anmelden', 'registrierung', 'mein-profil'],
  it: ['accedi', 'registrazione', 'il-mio-profilo'],
  hr: ['prijava', 'registracija', 'moj-profil'],
  sl: ['prijava', 'registracija', 'moj-profil'],
}

/** Opens a page and waits until it has hydrated: the islands the server left are rendered. */
async function openHydrated(page: Page, path: string, language: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await hydrated(page)
}

test('pages hydrate in all five languages without an error in the console', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const problems = consoleProblems(page)
  for (const language of Object.keys(LANGUAGES)) {
    // The sitemap's pages are the crawler's (content-pages.spec.ts, the same console check);
    // here, the pages it does not list.
    for (const path of [
      `/${language}/booking/modify`,
      `/${language}/booking`,
      `/${language}/${ACCOUNT_SLUGS[language]![0]}`,
      `/${language}/${ACCOUNT_SLUGS[language]![1]}`,
      `/${language}/admin`,
      `/${language}/error`,
    ]) {
      await openHydrated(page, path, language)
    }
  }
  expect(problems).toEqual([])
})

test("a member's pages hydrate in all five languages without an error in the console", async ({
  page,
  registerMember,
  signInThroughApi,
}) => {
  test.setTimeout(180_000)
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en')
  await signInThroughApi(member)
  const problems = consoleProblems(page)
  for (const language of Object.keys(LANGUAGES)) {
    for (const section of [
      'overview',
      'points',
      'my-bookings',
      'favorites',
      'benefits',
      'exclusive-offers',
      'profile-settings',
    ]) {
      const profile = `/${language}/${ACCOUNT_SLUGS[language]![2]}/${section}`
      await openHydrated(page, profile, language)
      // Still signed in: the page is the member's, not the sign-in page.
      await expect(page).toHaveURL(new RegExp(`${profile}$`))
    }
  }
  expect(problems).toEqual([])
})

test('every page of sitemap.xml answers 200 in its language, and its hreflang alternates name each other', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc).pathname,
  )
  // Nine pages (the cookie policy and the gift vouchers too), sixteen content pages and five across the properties
  // (reviews, gallery, location, map, style guide: issue 16), three lists, fourteen properties
  // with their sixty unit types, and each property's gallery and location, in five languages.
  expect(locs.length).toBe((9 + 16 + 5 + 3 + 14 + 60 + 14 * 2) * 5)
  const alternatesOf = new Map<string, Record<string, string>>()
  for (const path of locs) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    const html = await answer.text()
    expect(html, path).toMatch(/<h1[^>]*>[^<]+</)
    expect(html, path).toContain(`<html lang="${path.split('/')[1] ?? ''}"`)
    const links = Object.fromEntries(
      [
        ...html.matchAll(
          /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g,
        ),
      ].map(([, hreflang = '', href = '']) => [
        hreflang,
        new URL(href).pathname,
      ]),
    )
    expect(Object.keys(links).sort(), path).toEqual(
      ['de', 'en', 'hr', 'it', 'sl', 'x-default'].sort(),
    )
    expect(Object.values(links), path).toContain(path)
    alternatesOf.set(path, links)
  }
  for (const [path, links] of alternatesOf)
    for (const other of Object.values(links))
      expect(alternatesOf.get(other), `${path} -> ${other}`).toEqual(links)
})
