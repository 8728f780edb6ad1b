import { findRate, rateBookingPath } from '../support/bookings'
import { bookFromPaymentStep } from '../support/cardStep'
import { centsOf, expect, test } from '../support/fixtures'
import { fillGuestDetails } from '../support/guestDetails'

// Issue 35 (decision 044): a guest enters a promo code on the payment step. The seed's welcome
// code WELCOME10 takes 10 % off stays of two nights or more; the server alone prices it.

const traveller = {
  title: 'Mr',
  gender: 'Male',
  firstName: 'Matej',
  lastName: 'Novak',
  email: 'matej.novak@example.com',
  country: 'SI',
  phone: '31 234 567',
  city: 'Ljubljana',
  postalCode: '1000',
  address: 'Slovenska cesta 1',
} as const

test('issue 35: a promo code refused at its field with the typed code kept, then one applied by keyboard, and the stay booked at the lower price the server keeps', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const offer = await findRate(request, {
    guarantee: 'NOGUARANTEE',
    startInDays: 110,
    nights: 3,
  })
  await page.goto(rateBookingPath('en', offer))
  await page.getByRole('button', { name: 'Continue to guest details' }).click()
  // The code boxes wait behind their opener, and load with it.
  await page
    .getByRole('button', { name: 'Promo code or gift voucher?' })
    .click()

  const promo = page.getByRole('group', { name: 'Promo code' })
  const field = promo.getByRole('textbox', { name: 'Promo code' })
  const total = page.locator('.resort-payment__total dd').first()
  const before = centsOf(await total.textContent())

  await field.fill('SPRING-SALE')
  await promo.getByRole('button', { name: 'Apply' }).click()
  await expect(promo.getByRole('alert')).toHaveText(
    'We do not know this promo code. Please check how it is written.',
  )
  await expect(field).toHaveValue('SPRING-SALE')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(centsOf(await total.textContent())).toBe(before)
  await expectNoSeriousA11yViolations()

  // By keyboard: Enter in the field applies the code, it does not book.
  await field.fill('welcome10')
  await field.press('Enter')
  await expect(promo.getByRole('status')).toHaveText(
    /^Code WELCOME10 applied: €[\d,.]+ off$/,
  )
  const after = centsOf(await total.textContent())
  expect(after).toBeLessThan(before)
  await expect(
    promo.getByRole('button', { name: 'Remove code WELCOME10' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()

  await fillGuestDetails(page, traveller)
  await bookFromPaymentStep(page, offer.guarantee)
  const confirmed = page.getByRole('heading', {
    name: /^Your booking (AA\w{8}) is confirmed$/,
  })
  await expect(confirmed).toBeVisible()
  const manage = await page
    .getByRole('link', { name: 'View, change or cancel your booking' })
    .getAttribute('href')
  const token = new URL(manage ?? '', 'http://x').searchParams.get('token')
  const stored = (await (
    await request.get(`/api/v1/booking/view-booking?token=${token}`)
  ).json()) as {
    totalPrice: number
    accomodationData: { priceBrakedown: { kind: string; label?: string }[] }[]
  }
  expect(stored.totalPrice).toBe(after)
  expect(stored.accomodationData[0]?.priceBrakedown).toContainEqual(
    expect.objectContaining({
      kind: 'promo_code',
      label: 'Promo code WELCOME10',
    }),
  )
})
