import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// Issue 33: dates with prices, in one date-range picker for the search and the property page.

/** Moves right from the focused day until one that can be chosen, then chooses it with Enter. */
async function chooseNextOpenDay(page: Page): Promise<string> {
  const focused = page.locator('[role="gridcell"]:focus')
  for (let step = 0; step < 40; step++) {
    if ((await focused.getAttribute('aria-disabled')) !== 'true') {
      const date = (await focused.getAttribute('data-date')) ?? ''
      await page.keyboard.press('Enter')
      return date
    }
    await page.keyboard.press('ArrowRight')
  }
  throw new Error('no day to choose within 40 days')
}

test('issue 33: on a 320 px phone a guest picks the search’s dates in the range picker by keyboard, seeing prices, and searches them', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/en/search')
  const opener = page.getByRole('button', {
    name: 'Choose dates in the calendar',
  })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', {
    name: 'Lowest price per night at our properties',
  })
  await expect(dialog).toBeVisible()
  // Prices by night, before a property is chosen: the group's lowest.
  await expect(
    dialog.getByRole('gridcell', { name: /, from €\d/ }).first(),
  ).toBeVisible()
  // All seven weekdays on the screen, nothing wider than the phone.
  const sunday = dialog.getByRole('columnheader').nth(6)
  const box = await sunday.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true)
  await expectNoSeriousA11yViolations()

  await page.keyboard.press('ArrowDown')
  const arrival = await chooseNextOpenDay(page)
  await expect(dialog.getByRole('status')).toContainText('Arrival')
  for (let night = 0; night < 3; night++)
    await page.keyboard.press('ArrowRight')
  const departure = await chooseNextOpenDay(page)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.getByLabel('Check-in')).toHaveValue(arrival)
  await expect(page.getByLabel('Check-out')).toHaveValue(departure)

  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(
    new RegExp(`dateFrom=${arrival}&dateTo=${departure}&`),
  )
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('issue 33: on a property’s page the picker shows that property’s prices and its dates price the rooms', async ({
  page,
  stayFrom,
}) => {
  const stay = stayFrom(30, 2)
  await page.goto(
    `/de/unterkunft/cissa-rovinj?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  const opener = page.getByRole('button', {
    name: 'Reisedaten im Kalender wählen',
  })
  await opener.click()
  const dialog = page.getByRole('dialog', {
    name: 'Verfügbarkeit von Hotel Cissa',
  })
  await expect(
    dialog.getByRole('gridcell', { name: /, ab \d[\d.,]*\s€/ }).first(),
  ).toBeVisible()
  await page.keyboard.press('ArrowDown')
  const arrival = await chooseNextOpenDay(page)
  for (let night = 0; night < 2; night++)
    await page.keyboard.press('ArrowRight')
  const departure = await chooseNextOpenDay(page)
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Anreise')).toHaveValue(arrival)
  await page.getByRole('button', { name: 'Preise anzeigen' }).click()
  await expect(page).toHaveURL(
    new RegExp(`dateFrom=${arrival}&dateTo=${departure}&`),
  )
})
