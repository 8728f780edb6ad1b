import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// Issue 15, SPEC 3's global UI state: the mobile menu and the header's search, by keyboard.

const PHONE = { width: 390, height: 844 }

/** Presses Tab until `name` has focus (at most `limit` times). */
async function tabTo(page: Page, name: RegExp, limit = 20) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent ??
        '',
    )
    if (name.test(focused.trim())) return
  }
  throw new Error(`Tab never reached ${name}`)
}

/** Whether the focused element is inside the element with `id`. */
const focusInside = (page: Page, id: string) =>
  page.evaluate(
    (menuId) =>
      document.getElementById(menuId)?.contains(document.activeElement) ??
      false,
    id,
  )

test.describe('at a phone’s width', () => {
  test.use({ viewport: PHONE })

  test('the mobile menu opens by keyboard, keeps focus inside, and a link in it closes it with focus at the new page’s content', async ({
    page,
    expectNoSeriousA11yViolations,
  }) => {
    await page.goto('/en')
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    // Hydrated: the header's menu hides behind its button.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    await tabTo(page, /^Menu$/)
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expectNoSeriousA11yViolations()

    // Tab and Shift+Tab go round the menu and never leave it.
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInside(page, 'site-menu')).toBe(true)
    }
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(page, 'site-menu')).toBe(true)
    }

    // Escape closes it, focus back on the button.
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()

    // Open again, follow a link: closed, and focus at the new page's content.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await tabTo(page, /^Accommodation$/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/accommodation$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our accommodation' }),
    ).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.locator('main#main')).toBeFocused()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the Menu link still shows the navigation', async ({ page }) => {
      await page.goto('/de')
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' })
      await expect(nav).toBeHidden()
      await page.getByRole('link', { name: 'Menü', exact: true }).click()
      await expect(nav).toBeVisible()
      await nav.getByRole('link').first().click()
      await expect(page).toHaveURL(/\/de\/[a-z]+/)
    })
  })
})

test('the header’s search panel, by keyboard, leads to search results; Escape returns to its button', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/en/accommodation')
  const open = page.getByRole('button', { name: 'Plan your stay' })
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await tabTo(page, /^Plan your stay$/)
  await page.keyboard.press('Enter')
  const destination = page.getByLabel('Destination or property')
  await expect(destination).toBeFocused()
  await expectNoSeriousA11yViolations()
  await page.keyboard.press('Escape')
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await expect(open).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(destination).toBeFocused()
  await page.keyboard.type('Rovinj')
  const stay = stayFrom(12)
  await page.keyboard.press('Tab')
  await page.getByLabel('Arrival').fill(stay.dateFrom)
  await page.getByLabel('Departure').fill(stay.dateTo)
  await page.getByLabel('Departure').press('Enter')

  // Issue 33: the search is handed over in the search page's address.
  await expect(page).toHaveURL(
    /\/en\/search\?dateFrom=[^&]+&dateTo=[^&]+&adults=2&children=0&destination=Rovinj$/,
  )
  await expect(
    page.getByRole('combobox', { name: 'Destination or property' }),
  ).toHaveValue('Rovinj')
  const first = page.getByRole('article').first()
  await expect(first).toBeVisible()
  await expect(first).toContainText(/Rovinj/)
  await expect(page.locator('main#main')).toBeFocused()
})
