import type { Page } from '@playwright/test'
import {
  acceptCookies,
  expect,
  expectVisibleFocus,
  tabTo,
  test,
} from '../support/fixtures'
import { registerConfirmedMember, signInThroughApi } from '../support/members'
import { waitForMail } from '../support/outbox'
import { accountsOrigin, accountsPort } from '../support/servers'

// A member's favourites (issue 13) on the host site of the accounts server: kept from a
// property's page and from the search results, listed in my-profile/favorites, removed there.
test.use({ baseURL: accountsOrigin })

const favouriteButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Favourite: ${name}`, exact: true })

/** The data layer's add_to_wishlist events (SPEC 4), as the page pushed them. */
const wishlistEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'add_to_wishlist',
    ),
  )

test('a member keeps properties from a property page and from search results, finds them in the profile, removes one; another member sees none', async ({
  page,
  browser,
  stayFrom,
  registerMember,
  signInThroughApi: signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(90_000)
  const stay = stayFrom(50)
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en')
  await signIn(member)

  // From the property's page.
  await page.goto(
    `/en/accommodation/cissa-rovinj?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  const onPage = favouriteButton(page, 'Hotel Cissa')
  await expect(onPage).toHaveAttribute('aria-pressed', 'false')
  await expectNoSeriousA11yViolations()
  await onPage.click()
  await expect(onPage).toHaveAttribute('aria-pressed', 'true')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Hotel Cissa is now among your favourites.' }),
  ).toBeVisible()
  expect(await wishlistEvents(page)).toEqual([
    expect.objectContaining({
      event: 'add_to_wishlist',
      ecommerce: expect.objectContaining({
        currency: 'EUR',
        items: [expect.objectContaining({ item_id: 'cissa-rovinj' })],
      }),
    }),
  ])
  await expectNoSeriousA11yViolations()

  // From the search results: Hotel Cissa shows as kept; another result is added.
  await page.goto('/en/search')
  await page
    .getByRole('combobox', { name: 'Destination or property' })
    .fill('Istria')
  await page.getByLabel('Check-in').fill(stay.dateFrom)
  await page.getByLabel('Check-out').fill(stay.dateTo)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('article')
  await expect(results.first()).toBeVisible()
  await expect(favouriteButton(page, 'Hotel Cissa')).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const other = results
    .filter({ hasNot: page.getByRole('heading', { name: 'Hotel Cissa' }) })
    .first()
  const otherName =
    (await other.getByRole('heading', { level: 3 }).textContent()) ?? ''
  expect(otherName).not.toBe('')
  const otherButton = other.getByRole('button', {
    name: `Favourite: ${otherName}`,
  })
  await otherButton.click()
  await expect(otherButton).toHaveAttribute('aria-pressed', 'true')
  await expect(other.getByRole('status')).toHaveText(
    `${otherName} is now among your favourites. Your favourites`,
  )
  await expectNoSeriousA11yViolations()

  // The profile lists both, the newest first; Hotel Cissa is removed.
  await other.getByRole('link', { name: 'Your favourites' }).click()
  await expect(page).toHaveURL(/\/en\/my-profile\/favorites$/)
  const list = page.getByRole('list').filter({ has: page.getByRole('article') })
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([
    otherName,
    'Hotel Cissa',
  ])
  await expectNoSeriousA11yViolations()
  await page
    .getByRole('button', { name: 'Remove Hotel Cissa from your favourites' })
    .click()
  await expect(
    page.getByRole('status').filter({
      hasText: 'Hotel Cissa is no longer among your favourites.',
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your favourites' }),
  ).toBeFocused()
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([otherName])
  await expectNoSeriousA11yViolations()
  await page.reload()
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .getByRole('heading', { level: 2 }),
  ).toHaveText([otherName])
  // Its name leads to its page.
  await page.getByRole('link', { name: otherName }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherName)
  await expect(favouriteButton(page, otherName)).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Another member, in a browser of their own, sees none of them.
  const context = await browser.newContext({ baseURL: accountsOrigin })
  await acceptCookies(context)
  try {
    const second = await context.newPage()
    const port = String(accountsPort)
    const secondMember = await registerConfirmedMember(
      second.request,
      (to) => waitForMail(port, to),
      { lang: 'en' },
    )
    await second.goto('/en')
    await signInThroughApi(second.request, secondMember)
    await second.goto('/en/my-profile/favorites')
    await expect(second.getByText(/You have no favourites yet\./)).toBeVisible()
    await second.goto(
      `/en/accommodation/cissa-rovinj?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}`,
    )
    await expect(favouriteButton(second, 'Hotel Cissa')).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    const answer = await second.request.get(
      '/api/v1/crm/user-favourites-data?lang=en',
    )
    expect(answer.headers()['cache-control']).toBe('no-store')
    expect((await answer.json()).favourites).toEqual([])
  } finally {
    await context.close()
  }
})

test('by keyboard only: a member keeps a property, follows the notice to the profile and removes it there', async ({
  page,
  registerMember,
  signInThroughApi: signIn,
  expectNoSeriousA11yViolations,
}) => {
  const member = await registerMember({ lang: 'de' })
  await page.goto('/de')
  await signIn(member)
  await page.goto('/de/unterkunft/vala-krk')
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  const name =
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  const button = page.getByRole('button', { name: `Favorit: ${name}` })
  await expect(button).toHaveAttribute('aria-pressed', 'false')

  await tabTo(page, button)
  await expectVisibleFocus(button)
  await page.keyboard.press('Space')
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button).toBeFocused()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${name} ist jetzt unter Ihren Favoriten.` }),
  ).toBeVisible()

  const toList = page.getByRole('link', { name: 'Ihre Favoriten' })
  await tabTo(page, toList)
  await expectVisibleFocus(toList)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de\/mein-profil\/favorites$/)
  const remove = page.getByRole('button', {
    name: `${name} aus Ihren Favoriten entfernen`,
  })
  await tabTo(page, remove)
  await expectVisibleFocus(remove)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihre Favoriten' }),
  ).toBeFocused()
  await expect(
    page.getByRole('status').filter({
      hasText: `${name} ist nicht mehr unter Ihren Favoriten.`,
    }),
  ).toBeVisible()
  await expect(page.getByText(/Sie haben noch keine Favoriten\./)).toBeVisible()
  await expectNoSeriousA11yViolations()
})

test('signed out, Favourite leads to sign in and back to the property, where it then keeps it', async ({
  page,
  registerMember,
  expectNoSeriousA11yViolations,
}) => {
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en/accommodation/cissa-rovinj')
  const button = favouriteButton(page, 'Hotel Cissa')
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await expectNoSeriousA11yViolations()
  await button.click()
  await expect(page).toHaveURL(
    /\/en\/sign-in\?return=%2Fen%2Faccommodation%2Fcissa-rovinj$/,
  )
  await page.getByLabel('E-mail address').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/accommodation\/cissa-rovinj$/)
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  const answer = await page.request.get(
    '/api/v1/crm/user-favourites-data?lang=en',
  )
  expect(
    (await answer.json()).favourites.map(
      (favourite: { propertyId: string }) => favourite.propertyId,
    ),
  ).toEqual(['cissa-rovinj'])
})
