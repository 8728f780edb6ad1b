import { consoleProblems } from '../support/consoleProblems'
import { expect, expectVisibleFocus, tabTo, test } from '../support/fixtures'
import { hydrated } from '../support/hydrated'

test('issue 16: a guest opens a property’s gallery, moves through its pictures in the viewer with the keyboard only, and Escape brings the focus back to the thumbnail', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  const problems = consoleProblems(page)
  await page.goto('/en/gallery')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
  const cissa = page.getByRole('article', { name: 'Hotel Cissa' })
  // Three pictures of its own and two of each of its five room types.
  await expect(cissa).toContainText('Rovinj · 13 pictures')
  await expectNoSeriousA11yViolations()
  await cissa.getByRole('link', { name: 'Hotel Cissa' }).click()
  await expect(page).toHaveURL(/\/en\/gallery\/cissa-rovinj$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hotel Cissa',
  )
  await expect(
    page.getByRole('heading', { level: 2, name: 'Classic Double, Park View' }),
  ).toBeVisible()
  await hydrated(page)
  await expectNoSeriousA11yViolations()

  const opener = page.getByRole('button', {
    name: 'Hotel Cissa, Rovinj — picture 2 of 3',
  })
  await tabTo(page, opener, { max: 120 })
  await expectVisibleFocus(opener)
  await page.keyboard.press('Enter')

  const viewer = page.getByRole('dialog', { name: 'Pictures of Hotel Cissa' })
  await expect(viewer).toBeVisible()
  const caption = viewer.locator('figcaption')
  await expect(caption).toHaveText(
    '2 of 13 Hotel Cissa, Rovinj — picture 2 of 3',
  )
  await expect(caption).toHaveAttribute('aria-live', 'polite')
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
  // Modal (the page behind it inert): Tab moves among the viewer's own buttons.
  expect(await viewer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
  await page.keyboard.press('Tab')
  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(viewer.getByRole('button', { name: 'Next' })).toBeFocused()

  await page.keyboard.press('ArrowRight')
  await expect(caption).toHaveText(
    '3 of 13 Hotel Cissa, Rovinj — picture 3 of 3',
  )
  await page.keyboard.press('ArrowRight')
  await expect(caption).toHaveText(
    '4 of 13 Classic Double, Park View, 22 m² — picture 1 of 2',
  )
  // Issue 33: a generated picture says what it is and what it stands for.
  const image = viewer.getByRole('img', {
    name: 'Illustration: islands in the sea off the coast (Classic Double, Park View, Hotel Cissa)',
  })
  await expect(image).toBeVisible()
  await expect
    .poll(() =>
      image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0)
  await page.keyboard.press('End')
  await expect(caption).toContainText('13 of 13')
  await page.keyboard.press('Home')
  await expect(caption).toContainText('1 of 13')
  await page.keyboard.press('ArrowLeft')
  await expect(caption).toContainText('13 of 13')
  await expectNoSeriousA11yViolations()

  await page.keyboard.press('Escape')
  await expect(viewer).toHaveCount(0)
  await expectVisibleFocus(opener)
  expect(problems).toEqual([])
})

test('issue 16: a room’s name on the property page opens its page, whose “See prices and book” leads back to the rooms with the stay', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  const problems = consoleProblems(page)
  const stay = stayFrom(40)
  const query = `dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`
  await page.goto(`/en/accommodation/cissa-rovinj?${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hotel Cissa',
  )
  await expect(
    page.getByRole('link', { name: 'All pictures of Hotel Cissa' }),
  ).toHaveAttribute('href', '/en/gallery/cissa-rovinj')
  await page
    .getByRole('heading', { level: 3, name: 'Classic Double, Park View' })
    .getByRole('link')
    .click()

  await expect(page).toHaveURL(
    new RegExp(
      `/en/accommodation/cissa-rovinj/rooms/cissa-rovinj-classic-park\\?${query}$`,
    ),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Classic Double, Park View',
  )
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'Hotel Cissa', exact: true }),
  ).toHaveAttribute('href', `/en/accommodation/cissa-rovinj?${query}`)
  const about = page.getByRole('region', { name: 'About this room' })
  await expect(about).toContainText('22 m²')
  await expect(
    page.getByRole('region', { name: 'Accessibility' }).getByRole('listitem'),
  ).toHaveText(['lift'])
  await expect(
    page.getByRole('region', { name: 'Pictures' }).getByRole('button'),
  ).toHaveCount(2)
  await expectNoSeriousA11yViolations()

  await page.getByRole('link', { name: 'See prices and book' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/en/accommodation/cissa-rovinj\\?${query}#property-rooms$`),
  )
  await expect(
    page.getByRole('heading', { level: 2, name: 'Rooms and prices' }),
  ).toBeInViewport()
  expect(problems).toEqual([])
})

test('issue 16: a room under the other kind’s segment moves to its own address, and an unknown room is not found', async ({
  page,
}) => {
  await page.goto('/de/unterkunft/cissa-rovinj/units/cissa-rovinj-family')
  await expect(page).toHaveURL(
    /\/de\/unterkunft\/cissa-rovinj\/rooms\/cissa-rovinj-family$/,
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const missing = await page.goto(
    '/en/accommodation/cissa-rovinj/rooms/no-such-room',
  )
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page not found',
  )
})
