import { expect, expectVisibleFocus, tabTo, test } from '../support/fixtures'
import { accountsOrigin } from '../support/servers'

// The member's bookings (issue 13) on the host site of the accounts server: a guest booking made
// with the member's address is claimed on my-profile/my-bookings and opened in the manage flow.
test.use({ baseURL: accountsOrigin })

interface ListedReservation {
  bookingId: string
  points: number
  pointsState: string
}

test('a member who booked as a guest with their address claims the booking on My bookings by keyboard, sees its pending points and opens it in the manage flow', async ({
  page,
  registerMember,
  signInThroughApi: signIn,
  bookThroughApi,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(120_000)
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en')
  await signIn(member)
  // Stays booked once the member has joined the club earn points (decision 021).
  // As the site calls it: the page's XSRF cookie echoed in the header.
  const xsrf = (await page.context().cookies()).find(
    ({ name }) => name === 'XSRF-TOKEN',
  )?.value
  const joined = await page.request.post('/api/v1/crm/add-loylaty', {
    data: {},
    headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  // Signed out (the test's own request), with the member's address: a guest booking.
  const booked = await bookThroughApi({
    startInDays: 45,
    refundable: true,
    email: member.email,
  })

  await page.goto('/en/my-profile/my-bookings')
  const heading = page.getByRole('heading', { level: 1, name: 'My bookings' })
  await expect(heading).toBeVisible()
  const claimable = page.getByRole('region', {
    name: 'Bookings made with your e-mail',
  })
  await expect(claimable.getByRole('listitem')).toHaveCount(1)
  await expect(
    page.getByRole('region', { name: 'Upcoming stays' }),
  ).not.toBeVisible()
  await expectNoSeriousA11yViolations()

  // By keyboard: the claim, then the link into the manage flow.
  const add = claimable.getByRole('button', { name: /^Add to my bookings: / })
  await tabTo(page, add)
  await expectVisibleFocus(add)
  await page.keyboard.press('Enter')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /is now among your bookings\./ }),
  ).toBeVisible()
  await expect(heading).toBeFocused()
  await expect(claimable).not.toBeVisible()

  // The stay is the member's now, with the points it will earn once it is over.
  const listed = (await (
    await page.request.get('/api/v1/crm/user-reservations-data?lang=en')
  ).json()) as { reservations: ListedReservation[] }
  expect(listed.reservations).toEqual([
    expect.objectContaining({
      bookingId: booked.bookingId,
      pointsState: 'pending',
    }),
  ])
  const points = listed.reservations[0]!.points
  expect(points).toBeGreaterThan(0)
  const stay = page
    .getByRole('region', { name: 'Upcoming stays' })
    .getByRole('article')
  await expect(stay).toHaveCount(1)
  await expect(stay.getByText('Confirmed')).toBeVisible()
  await expect(
    stay.getByText(`${points.toLocaleString('en')} points pending`),
  ).toContainText('(earned after your stay)')
  await expectNoSeriousA11yViolations()

  // A reload keeps it; nothing is left to claim.
  await page.reload()
  await expect(stay).toHaveCount(1)
  await expect(claimable).not.toBeVisible()

  // Opened in the manage flow through the page's link: no mailed link needed.
  const open = stay.getByRole('link', {
    name: /^View, change or cancel your booking at /,
  })
  await tabTo(page, open)
  await expectVisibleFocus(open)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/booking\/modify\?token=/)
  await expect(
    page.getByRole('heading', { name: `Your booking ${booked.bookingId}` }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
})

test('a signed-out visitor of My bookings signs in and comes back to them', async ({
  page,
  registerMember,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(60_000)
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en/my-profile/my-bookings')
  await expect(page).toHaveURL(
    /\/en\/sign-in\?return=%2Fen%2Fmy-profile%2Fmy-bookings$/,
  )
  await page.getByLabel('E-mail address').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/my-profile\/my-bookings$/)
  await expect(page.getByText(/You have no bookings yet\./)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a stay' })).toHaveAttribute(
    'href',
    '/en/search',
  )
  await expectNoSeriousA11yViolations()
})
