import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

// Issue 33: on a phone a first visit's cookie choices are on the screen and a request form fits.
// A select of long country names once made the payment step and the request forms 492 px wide on
// a 390 px phone; every step at 320, 390 and 1366 px is in step-sweep.spec.ts.

const PHONE = { width: 390, height: 844 }

/** No sideways scroll: the page is no wider than the window. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test.describe('a first visit on a phone', () => {
  test.use({ cookieConsent: null, viewport: PHONE })

  test('issue 33: the booking request form fits a 390 px phone, and the cookie choices are on the screen', async ({
    page,
  }) => {
    await page.goto('/en/booking-request')
    const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
    for (const name of ['Accept all', 'Reject all']) {
      const button = banner.getByRole('button', { name })
      await expect(button).toBeInViewport({ ratio: 1 })
    }
    await banner.getByRole('button', { name: 'Reject all' }).click()
    await expect(
      page
        .getByRole('form', { name: 'Ask us about your stay' })
        .getByRole('button', { name: 'Send request' }),
    ).toBeVisible()
    expect(await fitsTheWindow(page)).toBe(true)
  })
})
