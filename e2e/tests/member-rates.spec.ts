import { testCards } from '@resort/test-fixtures'
import { bookFromPaymentStep } from '../support/cardStep'
import { acceptCookies, centsOf, expect, test } from '../support/fixtures'
import { accountsOrigin } from '../support/servers'

// Member rates (issue 13) on the host site of the accounts server: Hotel Cissa's flexible rate
// takes 10 % off the room for club members. A guest sees it as a teaser; a member who signs in
// joins the club during the booking and is charged the member price.
test.use({ baseURL: accountsOrigin })

const bookingUrl = (stay: { dateFrom: string; dateTo: string }) =>
  `/en/booking?propertyId=cissa-rovinj&dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`

test('a member joins the club during the booking and is charged the member price; a guest sees the teaser', async ({
  page,
  browser,
  request,
  stayFrom,
  registerMember,
  signInThroughApi: signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(90_000)
  const stay = stayFrom(70)
  const flexible = /^Add .+ with Flexible rate$/
  const offer = await (
    await request.get(
      `/api/v1/search/property?propertyId=cissa-rovinj&dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2`,
    )
  ).json()
  const rate = offer.units
    .flatMap((unit: { rates: { rateId: string }[] }) => unit.rates)
    .find((each: { rateId: string }) => each.rateId === 'cissa-rovinj-flex-bb')
  expect(rate.memberTotal).toBeLessThan(rate.total)

  // A guest: the public price, and what members pay with the way to sign in or join.
  const guestContext = await browser.newContext({ baseURL: accountsOrigin })
  await acceptCookies(guestContext)
  const guestPage = await guestContext.newPage()
  await guestPage.goto(bookingUrl(stay))
  await guestPage.getByRole('button', { name: flexible }).first().click()
  await expect(
    guestPage.getByText(/^Club members pay €[\d,.]+ for this stay\.$/),
  ).toBeVisible()
  await expect(
    guestPage.getByRole('main').getByRole('link', { name: 'Sign in' }),
  ).toBeVisible()
  await guestContext.close()

  // A member signs in, joins from the teaser without leaving the booking.
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en')
  await signIn(member)
  await page.goto(bookingUrl(stay))
  await page.getByRole('button', { name: flexible }).first().click()
  const join = page.getByRole('button', { name: /^Join the club and pay / })
  await expect(join).toBeVisible()
  await expectNoSeriousA11yViolations()
  await join.click()
  await expect(page.getByText('Member price', { exact: true })).toBeVisible()
  const signUps = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'sign_up',
    ),
  )
  expect(signUps).toEqual([
    { event: 'sign_up', context: 'loyalty_reservation' },
  ])
  await expectNoSeriousA11yViolations()
  const total = centsOf(
    await page.locator('.resort-rooms__total strong').textContent(),
  )

  await page.getByRole('button', { name: 'Continue to guest details' }).click()
  const holder = page.getByRole('group', { name: 'Reservation holder' })
  await holder.getByLabel('Title').selectOption({ label: 'Mrs' })
  await holder.getByRole('radio', { name: 'Female', exact: true }).check()
  const guest = page.getByRole('group', { name: 'Guest details' })
  await guest.getByLabel('Country', { exact: true }).selectOption('HR')
  await guest.getByLabel('Phone number').fill('91 234 5678')
  await guest.getByLabel('City').fill('Zagreb')
  await guest.getByLabel('Postal code').fill('10000')
  await guest.getByLabel('Address').fill('Ilica 1')
  await page
    .getByLabel('I accept the booking terms and the cancellation policy')
    .check()
  await bookFromPaymentStep(page, 'CCARD_GUARANTEE', {
    card: { ...testCards.visa, cardholderName: 'Ana Horvat' },
  })
  await expect(
    page.getByRole('heading', { name: /^Your booking AA\w{8} is confirmed$/ }),
  ).toBeVisible()
  const manage = await page
    .getByRole('link', { name: /change or cancel/ })
    .getAttribute('href')
  const token = new URL(manage ?? '', 'http://x').searchParams.get('token')
  const booked = await (
    await request.get(`/api/v1/booking/view-booking?token=${token}`)
  ).json()
  expect(booked.totalPrice).toBe(total)
  expect(booked.totalPrice).toBeLessThan(rate.total)
})
