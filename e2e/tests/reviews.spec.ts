import { bookThroughApi } from '../support/bookings'
import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'
import { moveStayIntoPast } from '../support/stays'

// Staff moderate on the accounts server: the guest books, stays and reviews there too.
test.use({ baseURL: accountsOrigin })

test('issue 16: a guest who stayed reviews from the booking page with the keyboard; once staff publish it, the property shows it with the new average', async ({
  page,
  browser,
  playwright,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const stay = await bookThroughApi(request, {
    startInDays: 260,
    refundable: true,
    nights: 2,
  })
  moveStayIntoPast(String(accountsPort), stay.bookingId, {
    nights: 2,
    endedDaysAgo: 3,
  })
  const reviewsOf = async () =>
    (await (
      await request.get(
        `/api/v1/contentful/reviews?propertyId=${stay.propertyId}&lang=en`,
      )
    ).json()) as { average: number | null; count: number }
  const before = await reviewsOf()

  // The guest opens their booking's link: the stay is over, so the page asks for a review.
  await page.goto(`/en/booking/modify?token=${stay.token}`)
  const form = page.getByRole('form', { name: /^How was your stay at / })
  await expect(form).toBeVisible()
  await expectNoSeriousA11yViolations()
  const title = `Pine shade and a quiet sea ${Date.now()}`
  // Keyboard only: the rating's radios, then the title and the text.
  await form.getByRole('radio', { name: '5 stars: excellent' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(
    form.getByRole('radio', { name: '4 stars: very good' }),
  ).toBeChecked()
  await page.keyboard.press('ArrowUp')
  await expect(
    form.getByRole('radio', { name: '5 stars: excellent' }),
  ).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(form.getByLabel(/^Title of your review/)).toBeFocused()
  await page.keyboard.type(title)
  await page.keyboard.press('Tab')
  await page.keyboard.type(
    'A room over the pines, a swim before breakfast and a kind team at the desk.',
  )
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Send review' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Thank you! Your review was sent/)).toBeVisible()
  await expect(form).toHaveCount(0)
  // Once per booking: the page no longer offers it, after a reload too.
  await page.reload()
  await expect(
    page.getByText('You have reviewed this stay. Thank you!'),
  ).toBeVisible()
  await expect(form).toHaveCount(0)
  // Not shown before staff decide.
  expect((await reviewsOf()).count).toBe(before.count)

  // Staff publish it in the admin area.
  const staff = await playwright.request.newContext({ baseURL: accountsOrigin })
  await staffPastSecondFactor(staff, String(accountsPort))
  const admin = await browser.newPage({ baseURL: accountsOrigin })
  await admin.context().addCookies((await staff.storageState()).cookies)
  await staff.dispose()
  await admin.goto('/en/admin/reviews')
  await admin.getByRole('button', { name: `Publish “${title}”` }).click()
  await expect(
    admin.getByText(`Published: “${title}”. The property’s page shows it.`),
  ).toBeVisible()
  await admin.close()

  // The property's page shows it, with the average and count that include it.
  const after = await reviewsOf()
  expect(after.count).toBe(before.count + 1)
  // A five lifts the average, or keeps it at five.
  expect(after.average).toBeGreaterThanOrEqual(before.average ?? 5)
  if (before.count === 0) expect(after.average).toBe(5)
  await page.goto(`/en/accommodation/${stay.propertyId}`)
  const reviews = page.getByRole('region', { name: 'Guest reviews' })
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible()
  await expect(reviews).toContainText(
    `${after.average} of 5 from ${after.count} verified review`,
  )
})
