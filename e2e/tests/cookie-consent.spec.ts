import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// A fresh visitor: no cookie_consent cookie (support/fixtures.ts gives every other test one).
test.use({ cookieConsent: null })

type Entry = { event?: string; gtag?: unknown[] }

/** The page's data layer as plain entries (a gtag command as `{ gtag }`), or undefined. */
const dataLayerOf = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer
    return layer?.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as IArguments) }
        : entry,
    ) as Entry[] | undefined
  })

/** Searches on the site's search page, which tracks view_item_list when the results show. */
async function search(page: Page, stay: { dateFrom: string; dateTo: string }) {
  await page.getByLabel('Check-in').fill(stay.dateFrom)
  await page.getByLabel('Check-out').fill(stay.dateTo)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
}

test('issue 15: before consent nothing reaches the data layer and no request leaves the site', async ({
  page,
  baseURL,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  const site = new URL(baseURL ?? '').origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== site)
      elsewhere.push(request.url())
  })
  await page.goto('/en/search')
  const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible()
  const accept = banner.getByRole('button', { name: 'Accept all' })
  const reject = banner.getByRole('button', { name: 'Reject all' })
  // Equally prominent: the same size, side by side on the first layer.
  const [acceptBox, rejectBox] = await Promise.all([
    accept.boundingBox(),
    reject.boundingBox(),
  ])
  expect(rejectBox?.height).toBe(acceptBox?.height)
  expect(rejectBox?.y).toBe(acceptBox?.y)
  await expectNoSeriousA11yViolations()

  await search(page, stayFrom(45))
  expect((await dataLayerOf(page)) ?? []).toEqual([])
  expect(elsewhere).toEqual([])
})

test('issue 15: "Reject all" on the first layer closes the banner, and nothing is pushed on later pages', async ({
  page,
  context,
  stayFrom,
}) => {
  await page.goto('/en')
  await page
    .getByRole('dialog', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Reject all' })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const stored = (await context.cookies()).find(
    (cookie) => cookie.name === 'cookie_consent',
  )
  expect(stored?.value).toMatch(/^v1\.\d{4}-\d{2}-\d{2}\.-$/)

  await page.goto('/en/search')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await search(page, stayFrom(46))
  expect((await dataLayerOf(page)) ?? []).toEqual([])
})

test('issue 15: consent changed from the footer: analytics allowed, then the search is tracked', async ({
  page,
  stayFrom,
}) => {
  await page.goto('/en/search')
  await page.getByRole('button', { name: 'Reject all' }).click()
  // The choice is made before the footer is used: a press on the server's markup is held until
  // the page hydrates, and only the last one held is replayed (ssr/earlyInput.ts).
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  const reopen = footer.getByRole('button', { name: 'Cookie settings' })
  await reopen.focus()
  await page.keyboard.press('Enter')
  const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Settings' }).press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Cookie settings' }),
  ).toBeFocused()
  await page.getByRole('switch', { name: 'Analytics' }).press('Space')
  await page.getByRole('button', { name: 'Save choices' }).press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(reopen).toBeFocused()

  await search(page, stayFrom(47))
  const entries = (await dataLayerOf(page)) ?? []
  expect(entries).toContainEqual({
    gtag: [
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ],
  })
  expect(entries.map((entry) => entry.event)).toContain('view_item_list')
})
