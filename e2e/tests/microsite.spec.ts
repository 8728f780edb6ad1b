import { testCards } from '@resort/test-fixtures'
import { bookButton, bookFromPaymentStep } from '../support/cardStep'
import { centsOf, expect, test } from '../support/fixtures'

const AIRPORT_TRANSFER = 'oliveto-villas-porec-airport-transfer'

test('a villa microsite books two villas with an extra for one, and the server keeps both and the extra', async ({
  page,
  request,
  stayFrom,
  micrositeUrl,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto(micrositeUrl(stayFrom(120)))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oliveto Villas' }),
  ).toBeVisible()
  const booking = page.locator('resort-booking')
  await expect(
    booking.getByRole('heading', { name: 'Choose your rooms' }),
  ).toBeVisible()

  // Two villas on one rate; then back to the first one for its extras.
  const addFlexible = booking
    .getByRole('button', { name: /^Add .+ with Flexible rate$/ })
    .first()
  await addFlexible.click()
  const chosen = booking.getByRole('button', { name: /^Extras for .+ · / })
  await expect(chosen).toHaveCount(1)
  await addFlexible.click()
  await expect(chosen).toHaveCount(2)
  await expect(
    booking.getByRole('button', { name: /^Add .+ with Non-refundable rate$/ }),
  ).not.toHaveCount(0)
  for (const button of await booking
    .getByRole('button', { name: /^Add .+ with Non-refundable rate$/ })
    .all())
    await expect(button).toBeDisabled()
  await chosen.first().click()
  await expect(chosen.first()).toHaveAttribute('aria-pressed', 'true')
  await expect(chosen.nth(1)).toHaveAttribute('aria-pressed', 'false')

  const total = booking.getByText(/^Total:/)
  const before = centsOf(await total.textContent())
  await booking
    .getByRole('combobox', { name: /^Airport transfer · €75\.00 per stay$/ })
    .selectOption('1')
  await expect
    .poll(async () => centsOf(await total.textContent()))
    .toBe(before + 7500)

  // The partner's theme reaches the widget's primary button through --resort-primary.
  const next = booking.getByRole('button', {
    name: 'Continue to guest details',
  })
  await expect(next).toHaveCSS('background-color', 'rgb(75, 90, 30)')
  await expect(next).toHaveCSS('color', 'rgb(255, 255, 255)')
  await expectNoSeriousA11yViolations()
  await next.click()

  // Guest details, and the card the flexible rate is guaranteed with.
  await expect(bookButton(booking, 'CCARD_GUARANTEE')).toBeVisible()
  const holder = booking.getByRole('group', { name: 'Reservation holder' })
  await holder.getByLabel('Title').selectOption({ label: 'Ms' })
  await holder.getByRole('radio', { name: 'Female' }).check()
  await holder.getByLabel('First name').fill('Emma')
  await holder.getByLabel('Last name').fill('Clarke')
  const guest = booking.getByRole('group', { name: 'Guest details' })
  await guest.getByLabel('First name').fill('Emma')
  await guest.getByLabel('Last name').fill('Clarke')
  await guest.getByLabel('Email').fill('emma.clarke@example.com')
  await guest.getByLabel('Country', { exact: true }).selectOption('GB')
  await guest.getByLabel('Phone number').fill('7700 900123')
  await guest.getByLabel('City').fill('Bristol')
  await guest.getByLabel('Postal code').fill('BS1 4DJ')
  await guest.getByLabel('Address').fill('12 Harbour Road')
  await booking
    .getByLabel('I accept the booking terms and the cancellation policy')
    .check()
  await expectNoSeriousA11yViolations()
  // The card on the card page, framed in the partner's page (decision 040).
  await bookFromPaymentStep(booking, 'CCARD_GUARANTEE', {
    card: { ...testCards.visa, cardholderName: 'Emma Clarke' },
  })

  // Confirmed, focus on the heading, and the server has two villas and the extra.
  const confirmed = booking.getByRole('heading', {
    name: /^Your booking AA\w{8} is confirmed$/,
  })
  await expect(confirmed).toBeFocused()
  const bookingId = (await confirmed.textContent())?.match(/AA\w{8}/)?.[0]
  const manage = await booking
    .getByRole('link', { name: 'View, change or cancel your booking' })
    .getAttribute('href')
  const token = new URL(manage ?? '', 'http://x').searchParams.get('token')
  const stored = await request.get(
    `/api/v1/booking/view-booking?token=${token}`,
  )
  expect(stored.status()).toBe(200)
  const saved = (await stored.json()) as {
    bookingId: string
    totalPrice: number
    accomodationData: {
      selectedSupplements: { serviceId: string; quantity: number }[]
    }[]
  }
  expect(saved.bookingId).toBe(bookingId)
  expect(saved.totalPrice).toBe(before + 7500)
  expect(saved.accomodationData).toHaveLength(2)
  expect(
    saved.accomodationData.map((unit) =>
      unit.selectedSupplements.map(({ serviceId, quantity }) => ({
        serviceId,
        quantity,
      })),
    ),
  ).toEqual([[{ serviceId: AIRPORT_TRANSFER, quantity: 1 }], []])
  await expectNoSeriousA11yViolations()
})
