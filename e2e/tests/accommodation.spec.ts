import { expect, expectVisibleFocus, tabTo, test } from '../support/fixtures'

test('the accommodation list filters by type and leads to a property, with no serious axe findings', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/en/accommodation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Our accommodation',
  )
  const filter = page.getByRole('navigation', { name: 'Property type' })
  await filter.getByRole('link', { name: 'Villas' }).click()
  await expect(page).toHaveURL(/\/en\/accommodation\/villas$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our villas')
  const properties = page.getByRole('article')
  await expect(properties.first()).toBeVisible()
  await expect(properties.first()).toContainText('Villa')
  await expectNoSeriousA11yViolations()

  await properties.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/accommodation\/[a-z0-9-]+$/)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Rooms and prices' }),
  ).toBeVisible()
})

test('a property page in German and English shows rooms with prices, and Book opens booking step 2', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  const stay = stayFrom(40)
  const query = `dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`
  // The German slug from the server's navigation.
  await page.goto(`/de/unterkunft/cissa-rovinj?${query}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hotel Cissa',
  )
  await expect(page.getByText('4 Sterne')).toBeAttached()
  await expect(
    page.getByRole('img', { name: /Hotel Cissa/ }).first(),
  ).toBeVisible()
  // Each room type is an article in the rooms list; the seed sells some out on some nights, so
  // the test takes the first room offered for the stay.
  const rooms = page.getByRole('listitem').getByRole('article')
  const offeredDe = rooms
    .filter({ has: page.getByRole('link', { name: /^Buchen: / }) })
    .first()
  await expect(offeredDe).toContainText(/[\d.]+,\d{2}\s€ für 3 Nächte/)
  await expectNoSeriousA11yViolations()

  // The language switcher keeps the property and the stay, under the English slug.
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/en/accommodation/cissa-rovinj\\?${query}$`),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hotel Cissa',
  )
  const flexible = /^Book .+, Flexible rate, /
  const firstRoom = rooms
    .filter({ has: page.getByRole('link', { name: flexible }) })
    .first()
  const book = firstRoom.getByRole('link', { name: flexible }).first()
  await expect(book).toBeVisible()
  const roomName = await firstRoom
    .getByRole('heading', { level: 3 })
    .textContent()
  await expect(firstRoom).toContainText(/€[\d,]+\.\d{2} for 3 nights/)
  await book.click()

  await expect(page).toHaveURL(
    new RegExp(
      `/en/booking\\?propertyId=cissa-rovinj&${query}&unitId=[\\w-]+&rateId=[\\w-]+$`,
    ),
  )
  await expect(
    page.getByRole('navigation', { name: 'Booking steps' }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: /^Add .+ with / }).first(),
  ).toBeVisible()
  // Step 2 offers the rooms of the property the guest came from, the chosen one already added.
  await expect(
    page.getByRole('heading', { level: 3, name: roomName ?? '' }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: `Remove ${roomName}` }),
  ).toBeVisible()
  await expect(page.getByText(/^Total: €[\d,]+\.\d{2}$/)).toBeVisible()
})

test('a guest changes the stay and books from a property page using only the keyboard', async ({
  page,
  stayFrom,
}) => {
  const stay = stayFrom(60, 2)
  await page.goto('/it/accommodation/sustipan-split')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hotel Sustipan',
  )
  // Tab reaches each field with a visible focus; the dates are typed, Enter asks for prices.
  const checkIn = page.getByLabel('Arrivo')
  await tabTo(page, checkIn)
  await expectVisibleFocus(checkIn)
  await checkIn.fill(stay.dateFrom)
  const checkOut = page.getByLabel('Partenza')
  await tabTo(page, checkOut)
  await checkOut.fill(stay.dateTo)
  const adults = page.getByLabel('Adulti')
  await tabTo(page, adults)
  await expectVisibleFocus(adults)
  await page.keyboard.press('Control+a')
  await page.keyboard.type('1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=1&`),
  )
  await expect(page.getByRole('status')).toHaveText(/: 2 notti, 1 ospite\.$/)

  const book = page.getByRole('link', { name: /^Prenota / }).first()
  await tabTo(page, book)
  await expectVisibleFocus(book)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/it\/booking\?propertyId=sustipan-split&/)
  await expect(page).toHaveURL(/adults=1/)
})

test('search results link to each property’s rooms with the searched stay', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  const stay = stayFrom(45)
  await page.goto('/en/search')
  await page.getByLabel('Check-in').fill(stay.dateFrom)
  await page.getByLabel('Check-out').fill(stay.dateTo)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const first = page.getByRole('article').first()
  const name = await first.getByRole('heading', { level: 3 }).textContent()
  // Each result carries the link to its property, beside its Select button.
  const details = first.getByRole('link', {
    name: `${name}: rooms and details`,
  })
  await details.click()
  await expect(page).toHaveURL(
    new RegExp(
      `/en/accommodation/[a-z0-9-]+\\?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0$`,
    ),
  )
  await expect(page.getByRole('link', { name: /^Book / }).first()).toBeVisible()
  await expectNoSeriousA11yViolations()
})
