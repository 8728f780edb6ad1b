import { acceptCookies, expect, test } from '../support/fixtures'
import { serverOrigin } from '../support/servers'

// Issue 33: the search lives in the search page's address, rendered on the server.
test('issue 33: a search by its address is shared in a second browser with the same results, Back returns to the search before, and the address shows results without JavaScript', async ({
  page,
  browser,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  test.slow()
  const names = page.getByRole('article').getByRole('heading', { level: 3 })
  const search = async (stay: { dateFrom: string; dateTo: string }) => {
    await page.getByLabel('Check-in').fill(stay.dateFrom)
    await page.getByLabel('Check-out').fill(stay.dateTo)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
  }

  await page.goto('/en/search')
  const first = stayFrom(40, 3)
  await search(first)
  await expect(page).toHaveURL(
    new RegExp(
      `/en/search\\?dateFrom=${first.dateFrom}&dateTo=${first.dateTo}&adults=2&children=0$`,
    ),
  )
  await expect(names.first()).toBeVisible()
  const firstNames = await names.allTextContents()
  expect(firstNames.length).toBeGreaterThan(0)
  const shared = page.url()
  await expectNoSeriousA11yViolations()

  // Another browser opening the address sees the same results in the same order, untouched.
  const friend = await browser.newContext({ baseURL: serverOrigin })
  await acceptCookies(friend)
  const friendPage = await friend.newPage()
  await friendPage.goto(shared)
  await expect(
    friendPage.getByRole('article').getByRole('heading', { level: 3 }),
  ).toHaveText(firstNames)
  await expect(friendPage.getByLabel('Check-in')).toHaveValue(first.dateFrom)
  await expect(friendPage.getByLabel('Check-out')).toHaveValue(first.dateTo)
  await friend.close()

  // A second search is a new address; Back shows the first search and its results again.
  const second = stayFrom(60, 2)
  await search(second)
  await expect(page).toHaveURL(new RegExp(`dateFrom=${second.dateFrom}`))
  await expect(names.first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(shared)
  await expect(page.getByLabel('Check-in')).toHaveValue(first.dateFrom)
  await expect(names).toHaveText(firstNames)

  // The sort is part of the address too.
  await page.getByLabel('Sort by').selectOption('price')
  await expect(page).toHaveURL(/&sort=price$/)
  await expect(names.first()).toBeVisible()
  const byPrice = await names.allTextContents()

  // Without JavaScript the server's page shows the same results, the form filled in.
  const plain = await browser.newContext({
    baseURL: serverOrigin,
    javaScriptEnabled: false,
  })
  await acceptCookies(plain)
  const plainPage = await plain.newPage()
  await plainPage.goto(page.url())
  await expect(
    plainPage.getByRole('article').getByRole('heading', { level: 3 }),
  ).toHaveText(byPrice)
  await expect(plainPage.getByLabel('Check-in')).toHaveValue(first.dateFrom)
  await expect(plainPage.getByLabel('Sort by')).toHaveValue('price')
  await plain.close()
})

test('issue 33: a search the address gets wrong shows at its fields, not as an error page', async ({
  page,
  stayFrom,
}) => {
  const stay = stayFrom(40, 3)
  const answer = await page.goto(
    `/en/search?dateFrom=${stay.dateTo}&dateTo=${stay.dateFrom}&adults=0`,
  )
  expect(answer?.status()).toBe(200)
  await expect(page.getByLabel('Check-out')).toHaveAccessibleDescription(
    'Check-out must be after check-in.',
  )
  await expect(page.getByLabel('Adults')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page.getByRole('article')).toHaveCount(0)
})
