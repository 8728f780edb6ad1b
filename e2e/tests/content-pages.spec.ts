import type { APIRequestContext } from '@playwright/test'
import { bookFromPaymentStep } from '../support/cardStep'
import { consoleProblems } from '../support/consoleProblems'
import { expect, test, withAxeOnEveryPage } from '../support/fixtures'
import { fillGuestDetails } from '../support/guestDetails'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

const LANGUAGES = ['en', 'de', 'it', 'hr', 'sl'] as const

/** The sitemap's pages in a language. */
async function sitemapPages(request: APIRequestContext, language: string) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = '']) => new URL(loc).pathname)
    .filter((path) => path.split('/')[1] === language)
}

// Issue 16: a crawler from the sitemap, one language per test (they run side by side).
for (const language of LANGUAGES)
  test(`issue 16: every page of the sitemap in ${language} answers 200 with a heading, no console error and no serious axe finding, and none of its links is dead`, async ({
    page,
    request,
    expectNoSeriousA11yViolations,
  }) => {
    test.setTimeout(400_000)
    await withAxeOnEveryPage(page)
    const problems = consoleProblems(page)
    const pages = await sitemapPages(request, language)
    expect(pages.length).toBeGreaterThan(30)
    const links = new Map<string, string>()
    for (const path of pages) {
      // Its markup and scripts; pictures still loading do not change what is checked.
      const answer = await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(answer?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expect(page.locator('.island-loading')).toHaveCount(0)
      await expectNoSeriousA11yViolations()
      for (const href of await page
        .locator('a[href]')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
        )) {
        const url = new URL(href)
        if (url.origin !== new URL(page.url()).origin) continue
        if (url.pathname.endsWith('.csv')) continue
        // A path answers alike whatever its query (a stay's dates): each is asked once.
        if (!links.has(url.pathname)) links.set(url.pathname, path)
      }
    }
    expect(problems).toEqual([])
    // The server's own menu (the secondary navigation of SPEC 7) names only pages that are.
    const navigation = (await (
      await request.get(
        `/api/v1/contentful/secondary-navigation?lang=${language}`,
      )
    ).json()) as { items: { href: string }[] }
    expect(navigation.items.length).toBeGreaterThan(5)
    for (const { href } of navigation.items)
      if (!links.has(href)) links.set(href, 'the secondary navigation')
    // Each link once, as the server answers it (following its redirects), eight at a time; the
    // sitemap's pages answered 200 above.
    const dead: string[] = []
    const visited = new Set(pages)
    const pending = [...links].filter(([link]) => !visited.has(link))
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = pending.pop(); next; next = pending.pop()) {
          const [link, from] = next
          const answer = await request.get(link)
          if (answer.status() >= 400)
            dead.push(`${link} (on ${from}): ${answer.status()}`)
        }
      }),
    )
    expect(dead).toEqual([])
  })

test('issue 16: an offer opens its property with the offer’s rate marked, and books that rate end to end', async ({
  page,
  request,
  guaranteeQuotedBy,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(120_000)
  await page.goto('/en/offers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers')
  const offers = page.getByRole('link', { name: /^See prices and book/ })
  expect(await offers.count()).toBeGreaterThan(3)
  const targets = await offers.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )
  // The first offer with a room to sell for its stay (the seed sells some nights out).
  let rateId = ''
  for (const target of targets) {
    await page.goto(target)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status').first()).not.toHaveText(/loading/i)
    const marked = page
      .locator('.rate-offer--offer')
      .filter({ has: page.getByRole('link', { name: /^Book / }) })
    if ((await marked.count()) === 0) continue
    rateId = new URL(target, 'http://x').searchParams.get('rate') ?? ''
    await expect(marked.first()).toContainText('The rate of your offer')
    await expectNoSeriousA11yViolations()
    await marked
      .first()
      .getByRole('link', { name: /^Book / })
      .click()
    break
  }
  expect(rateId).not.toBe('')
  await expect(page).toHaveURL(new RegExp(`/en/booking\\?.*&rateId=${rateId}$`))
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1)
  const guarantee = await guaranteeQuotedBy(() =>
    page.getByRole('button', { name: 'Continue to guest details' }).click(),
  )
  await expect(page).toHaveURL(/\/en\/booking\/payment\?/)
  await fillGuestDetails(page, {
    title: 'Ms',
    gender: 'Female',
    firstName: 'Ana',
    lastName: 'Kovač',
    email: 'ana.kovac@example.com',
    country: 'HR',
    phone: '91 234 5678',
    city: 'Zagreb',
    postalCode: '10000',
    address: 'Ilica 1',
  })
  await bookFromPaymentStep(page, guarantee)
  await expect(
    page.getByRole('heading', { name: /^Your booking AA\w{8} is confirmed$/ }),
  ).toBeFocused()
  const manage = await page
    .getByRole('link', { name: /change or cancel/ })
    .getAttribute('href')
  const token = new URL(manage ?? '', 'http://x').searchParams.get('token')
  const saved = await (
    await request.get(`/api/v1/booking/view-booking?token=${token}`)
  ).json()
  expect(saved.rate.rateId).toBe(rateId)
})

test.describe('staff edit a content page', () => {
  test.use({ baseURL: accountsOrigin })

  test('issue 16: an admin edits a page’s text in the admin area, and the site shows it', async ({
    page,
    browser,
    playwright,
    expectNoSeriousA11yViolations,
  }) => {
    const staff = await playwright.request.newContext({
      baseURL: accountsOrigin,
    })
    await staffPastSecondFactor(staff, String(accountsPort))
    // The browser carries the staff session the calls signed in.
    await page.context().addCookies((await staff.storageState()).cookies)
    await staff.dispose()
    await page.goto('/en/admin/content?page=explore')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Content pages' }),
    ).toBeVisible()
    await expect(page.getByLabel('Page', { exact: true })).toHaveValue(
      'explore',
    )
    const form = page.getByRole('form', { name: /^The page: / })
    const german = form.getByRole('group', { name: 'German' })
    const intro = german.getByLabel('Lead paragraph')
    const stamp = `Neu im Programm ${Date.now()}.`
    await intro.fill(`${await intro.inputValue()} ${stamp}`)
    // An emptied title is refused at its field, and nothing typed is lost.
    const title = german.getByLabel('Title')
    const kept = await title.inputValue()
    await title.fill('')
    await form.getByRole('button', { name: /^Save: / }).click()
    await expect(title).toBeFocused()
    await expect(german.getByText('Please fill this in.')).toBeVisible()
    await expect(intro).toHaveValue(new RegExp(stamp))
    await title.fill(kept)
    await form.getByRole('button', { name: /^Save: / }).click()
    await expect(form.getByRole('status')).toContainText('Saved:')
    await expectNoSeriousA11yViolations()

    const guest = await browser.newPage({ baseURL: accountsOrigin })
    await guest.goto('/de/entdecken')
    await expect(guest.getByText(stamp)).toBeVisible()
    await guest.close()
  })
})
