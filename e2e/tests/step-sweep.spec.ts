import type { Page } from '@playwright/test'
import { findRate, rateBookingPath } from '../support/bookings'
import { bookButton, cardFrame, typeCard } from '../support/cardStep'
import { expect, test } from '../support/fixtures'
import { fillGuestDetails } from '../support/guestDetails'
import { serverOrigin } from '../support/servers'

// Issue 33's Done-when: on every booking, change and request step, at 320, 390 and 1366 px wide,
// nothing scrolls sideways, nothing is cut off, and axe finds no serious violation. One booking
// per width, from the rooms step through the card page to the confirmation, then the same
// booking's page, its change form with the date picker open, its cancel step, and the two
// request forms; and a first visit's cookie choices on the screen over the booking's first step.

const WIDTHS = [320, 390, 1366]

/** No sideways scroll: the page is no wider than the window. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

WIDTHS.forEach((width, index) =>
  test(`issue 33: every booking, change and request step fits ${width} px, axe clean`, async ({
    page,
    browser,
    request,
    expectNoSeriousA11yViolations,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: width < 800 ? 800 : 900 })
    const check = async (step: string) => {
      expect(await fitsTheWindow(page), `${step} at ${width} px`).toBe(true)
      await expectNoSeriousA11yViolations()
    }

    const offer = await findRate(request, {
      guarantee: 'CCARD_GUARANTEE',
      startInDays: 110 + index * 9,
    })
    // A first visit's cookie choices are on the screen over the booking's first step.
    const firstVisit = await browser.newContext({
      baseURL: serverOrigin,
      viewport: { width, height: width < 800 ? 800 : 900 },
    })
    const visitor = await firstVisit.newPage()
    await visitor.goto(rateBookingPath('en', offer))
    const banner = visitor.getByRole('dialog', { name: 'Cookies on this site' })
    for (const name of ['Accept all', 'Reject all'])
      await expect(banner.getByRole('button', { name })).toBeInViewport({
        ratio: 1,
      })
    await firstVisit.close()

    await page.goto(rateBookingPath('en', offer))
    const next = page.getByRole('button', { name: 'Continue to guest details' })
    await expect(next).toBeVisible()
    await check('the rooms step')
    await next.click()
    await expect(page).toHaveURL(/\/en\/booking\/payment\?/)
    await expect(
      page.getByRole('group', { name: 'Guest details' }).getByLabel('Email'),
    ).toBeVisible()
    // Beside the form on a wide screen only (issue 33's sticky summary).
    await expect(
      page.getByRole('complementary', { name: 'Your booking' }),
    ).toBeVisible({ visible: width > 1000 })
    await check('the payment step')
    await fillGuestDetails(page, {
      title: 'Ms',
      gender: 'Female',
      firstName: 'Ana',
      lastName: 'Kovač',
      email: `sweep-${width}@example.com`,
      country: 'HR',
      phone: '91 234 5678',
      city: 'Rijeka',
      postalCode: '51000',
      address: 'Korzo 1',
    })
    await bookButton(page, 'CCARD_GUARANTEE').click()
    // The card page in its frame (decision 040) fits too.
    await expect(cardFrame(page).getByRole('button').first()).toBeVisible()
    await check('the card page')
    await typeCard(page)
    await expect(
      page.getByRole('heading', {
        name: /^Your booking AA\w{8} is confirmed$/,
      }),
    ).toBeFocused()
    await check('the confirmation')

    await page.getByRole('link', { name: /change or cancel/ }).click()
    await expect(page).toHaveURL(/\/en\/booking\/modify\?token=/)
    const changeDates = page.getByRole('button', { name: 'Change dates' })
    await expect(changeDates).toBeVisible()
    await check('the booking’s page')
    await changeDates.click()
    const opener = page.getByRole('button', {
      name: 'Choose dates in the calendar',
    })
    await expect(opener).toBeVisible()
    await check('the change form')
    await opener.click()
    const picker = page.getByRole('dialog', { name: /^Availability of / })
    await expect(picker.getByRole('columnheader').nth(6)).toBeInViewport()
    await check('the change form’s date picker')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Back to my booking' }).click()
    await page.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(page).toHaveURL(/\/en\/booking\/cancel\?token=/)
    await expect(
      page.getByText(/^Cancelling now (is free of charge|costs €)/),
    ).toBeVisible()
    await check('the cancel step')

    for (const [path, form] of [
      ['/en/booking-request', 'Ask us about your stay'],
      ['/en/call-back', 'Ask us to call you back'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('form', { name: form })).toBeVisible()
      await check(path)
    }
  }),
)
