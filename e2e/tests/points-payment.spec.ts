import { findRate, rateBookingPath } from '../support/bookings'
import { bookFromPaymentStep } from '../support/cardStep'
import { centsOf, expect, test } from '../support/fixtures'
import { fillGuestDetails } from '../support/guestDetails'
import { joinClubThroughApi, signInThroughApi } from '../support/members'
import { creditEarnedPoints } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 35 (decision 046): a club member signed in on the host site pays part of a stay with
// points at the published rate (200 points a euro); the points are held from booking and come
// back on cancellation, and the points page explains each move.
test.use({ baseURL: accountsOrigin })

test('issue 35: a club member pays part of a stay with points; held at booking, they come back when the stay is cancelled', async ({
  page,
  playwright,
  request,
  registerMember,
  expectNoSeriousA11yViolations,
}) => {
  const member = await registerMember({ lastName: 'Petek' })
  await page.goto('/en')
  await signInThroughApi(page.request, member)
  await joinClubThroughApi(page)
  const staff = await playwright.request.newContext({ baseURL: accountsOrigin })
  await creditEarnedPoints(staff, String(accountsPort), member.email, 5_000)
  await staff.dispose()
  const offer = await findRate(request, {
    guarantee: 'CCARD_GUARANTEE',
    refundable: true,
    startInDays: 170,
    nights: 2,
  })

  await page.goto(rateBookingPath('en', offer))
  await page.getByRole('button', { name: 'Continue to guest details' }).click()
  const box = page.getByRole('group', { name: 'Pay with club points' })
  const field = box.getByRole('textbox', { name: 'Points to use' })
  // Offered: the member's points, and the most that may pay this stay, filled in.
  await expect(field).toHaveAccessibleDescription(
    /^Your points: 5,000\. Up to [\d,]+ can pay for this stay, at 200 points for €1\.00\.$/,
  )
  await expect(field).toHaveValue(/^\d+$/)
  // Typed as a member may, grouped; Enter applies, it does not book.
  await field.fill('2,000')
  await field.press('Enter')
  await expect(box.getByRole('status')).toHaveText(
    '2,000 points pay €10.00 of this stay. They are held until your stay and returned if you cancel.',
  )
  const totals = page.locator('.resort-payment__total')
  const total = centsOf(
    await totals.getByText('Total').locator('+ dd').textContent(),
  )
  await expect(
    totals.getByText('Paid with club points').locator('+ dd'),
  ).toHaveText('-€10.00')
  expect(
    centsOf(
      await totals.getByText('Left to pay').locator('+ dd').textContent(),
    ),
  ).toBe(total - 1_000)
  await expectNoSeriousA11yViolations()

  await fillGuestDetails(page, {
    title: 'Ms',
    gender: 'Female',
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    country: 'SI',
    phone: '31 234 567',
    city: 'Maribor',
    postalCode: '2000',
    address: 'Glavni trg 1',
  })
  await bookFromPaymentStep(page, offer.guarantee)
  const confirmed = page.getByRole('heading', {
    name: /^Your booking AA\w{8} is confirmed$/,
  })
  await expect(confirmed).toBeVisible()
  const bookingId = /AA\w{8}/.exec((await confirmed.textContent()) ?? '')![0]
  await expect(
    page.getByText('Paid with club points (2,000)').locator('+ dd'),
  ).toHaveText('€10.00')
  const manage = await page
    .getByRole('link', { name: /change or cancel/ })
    .getAttribute('href')

  // Held for the stay: gone from the points to use, named in the history.
  await page.goto('/en/my-profile/points')
  const figures = page.locator('.club-points__figure')
  await expect(figures.first()).toHaveText('3,000')
  await expect(figures.nth(2)).toHaveText('2,000')
  const history = page.getByRole('table', {
    name: 'Every change to your points, newest first',
  })
  await expect(history).toContainText('Paid towards a stay')
  await expect(history).toContainText(`booking ${bookingId}`)
  await expectNoSeriousA11yViolations()

  // Cancelled free of charge on the booking's page: the points come back, once.
  await page.goto(manage ?? '')
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await page
    .getByRole('button', { name: `Yes, cancel booking ${bookingId}` })
    .click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Booking cancelled' }),
  ).toBeVisible()
  await page.goto('/en/my-profile/points')
  await expect(figures).toHaveText(['5,000', '0'])
  await expect(history).toContainText(
    'Returned from a cancelled or changed stay',
  )
  await expectNoSeriousA11yViolations()
})
