import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// Issue 33's Done-when: on every kind of page the sitemap lists, at 320, 390 and 1366 px wide,
// nothing scrolls sideways, a first visit's cookie choices are on the screen, and axe finds no
// serious violation. One page of each kind, in German (the longest words of the five).

const WIDTHS = [320, 390, 1366]

// The segments that name a kind of page rather than one of many (a property, a room).
const KIND_WORDS = new Set(['hotels', 'villas', 'apartments', 'rooms', 'units'])

/** One German page of each kind in sitemap.xml: /de/unterkunft/*, /de/unterkunft/villas, ... */
function onePerKind(sitemap: string): string[] {
  const kinds = new Map<string, string>()
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname
    if (!path.startsWith('/de')) continue
    const kind = path
      .split('/')
      .map((segment, index) =>
        index < 3 || KIND_WORDS.has(segment) ? segment : '*',
      )
      .join('/')
    if (!kinds.has(kind)) kinds.set(kind, path)
  }
  return [...kinds.values()]
}

/** No sideways scroll: the page is no wider than the window. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test.describe('every kind of sitemap page, on a first visit', () => {
  test.use({ cookieConsent: null })

  for (const width of WIDTHS)
    test(`issue 33: fits ${width} px with the cookie choices on the screen, axe clean`, async ({
      page,
      request,
      expectNoSeriousA11yViolations,
    }) => {
      test.setTimeout(240_000)
      await page.setViewportSize({ width, height: width < 800 ? 700 : 900 })
      const sitemap = await (await request.get('/sitemap.xml')).text()
      const paths = onePerKind(sitemap)
      expect(paths.length).toBeGreaterThan(20)
      for (const path of paths) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const banner = page.getByRole('dialog', {
          name: 'Cookies auf dieser Website',
        })
        for (const name of ['Alle akzeptieren', 'Alle ablehnen'])
          await expect(
            banner.getByRole('button', { name }),
            `${path} at ${width} px`,
          ).toBeInViewport({ ratio: 1 })
        expect(await fitsTheWindow(page), `${path} at ${width} px`).toBe(true)
        await expectNoSeriousA11yViolations()
      }
    })
})
