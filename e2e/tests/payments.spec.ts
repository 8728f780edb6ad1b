import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { testCards } from '@resort/test-fixtures'
import Database from 'better-sqlite3'
import { findRate, rateBookingPath } from '../support/bookings'
import { bookButton, cardFrame, typeCard } from '../support/cardStep'
import { centsOf, expect, test } from '../support/fixtures'
import { fillGuestDetails } from '../support/guestDetails'
import { serverDatabaseFile } from '../support/outbox'
import { serverPort } from '../support/servers'

// Payments for real (issue 32, decision 040): the card is typed on the gateway's card page in a
// frame, never in the site's or a partner's page, and the booking server gets a token.

const traveller = {
  title: 'Ms',
  gender: 'Female',
  firstName: 'Lucia',
  lastName: 'Ferrari',
  email: 'lucia.ferrari@example.com',
  country: 'IT',
  phone: '333 123 4567',
  city: 'Trieste',
  postalCode: '34121',
  address: 'Via Roma 1',
} as const

/** The payments the e2e server keeps for a booking, read straight from its database. */
function paymentsOf(bookingId: string) {
  const db = new Database(serverDatabaseFile(String(serverPort)), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    return db
      .prepare(
        'select kind, state, amount, taken from payments where booking_id = ?',
      )
      .all(bookingId)
  } finally {
    db.close()
  }
}

/** The e2e server's database, byte by byte: the SQLite file, its WAL and shared memory. */
function serverDatabaseBytes(): string {
  const file = serverDatabaseFile(String(serverPort))
  const dir = path.dirname(file)
  return readdirSync(dir)
    .filter((name) => name.startsWith(path.basename(file)))
    .map((name) => readFileSync(path.join(dir, name)).toString('latin1'))
    .join('\n')
}

test("issue 32: on the host site a declined card is told on the card page with every detail kept, the bank's check is passed, the server keeps only what the gateway reports, and a free cancellation gives the card up", async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const offer = await findRate(request, {
    guarantee: 'CCARD_GUARANTEE',
    startInDays: 75,
  })
  await page.goto(rateBookingPath('en', offer))
  await page.getByRole('button', { name: 'Continue to guest details' }).click()
  await fillGuestDetails(page, traveller)
  await bookButton(page, 'CCARD_GUARANTEE').click()

  // The card step: test mode said, the card page framed, its heading focused for keyboard users.
  await expect(
    page.getByRole('heading', { name: 'Card details' }),
  ).toBeFocused()
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible()
  const card = cardFrame(page)
  await expect(card.getByLabel('Card number')).toBeVisible()
  await expectNoSeriousA11yViolations()

  // A decline, said on the card page; the typed name stays.
  await typeCard(page, testCards.declined)
  await expect(card.getByRole('alert')).toHaveText(
    'Your bank declined the card. Please use another card.',
  )
  await expect(card.getByLabel('Name on the card')).toHaveValue(
    testCards.declined.cardholderName,
  )
  // Back to the details: nothing the guest typed is lost.
  await page.getByRole('button', { name: 'Back to your details' }).click()
  const guest = page.getByRole('group', { name: 'Guest details' })
  await expect(guest.getByLabel('Email')).toHaveValue(traveller.email)
  await expect(guest.getByLabel('Address')).toHaveValue(traveller.address)
  await expect(
    page.getByLabel('I accept the booking terms and the cancellation policy'),
  ).toBeChecked()

  // Another card, whose bank asks for a check, which the guest passes.
  await bookButton(page, 'CCARD_GUARANTEE').click()
  await typeCard(page, testCards.authentication)
  const confirmed = page.getByRole('heading', {
    name: /^Your booking AA\w{8} is confirmed$/,
  })
  await expect(confirmed).toBeFocused()
  const manage = await page
    .getByRole('link', { name: /change or cancel/ })
    .getAttribute('href')
  const token = new URL(manage ?? '', 'http://x').searchParams.get('token')
  const stored = await (
    await request.get(`/api/v1/booking/view-booking?token=${token}`)
  ).json()
  expect(stored.creditCard).toMatchObject({ brand: 'visa', last4: '3155' })

  // Decision 040: no card number or security code reached the server's database.
  const bytes = serverDatabaseBytes()
  for (const typed of [testCards.declined, testCards.authentication]) {
    expect(bytes).not.toContain(typed.cardNumber.replace(/\D/g, ''))
    expect(bytes).not.toContain(typed.cardNumber)
  }

  // Cancelled free on the booking's page: the card the booking kept is given up at the gateway.
  await page.goto(manage ?? '')
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(
    page.getByText(/^Cancelling now is free of charge/),
  ).toBeVisible()
  await page
    .getByRole('button', { name: `Yes, cancel booking ${stored.bookingId}` })
    .click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Booking cancelled' }),
  ).toBeVisible()
  await expect
    .poll(() => paymentsOf(stored.bookingId))
    .toEqual([{ kind: 'guarantee', state: 'released', amount: 0, taken: 0 }])
})

test('issue 32: on a partner page under a strict CSP, a guest books a prepaid rate through the framed card page, and the amount is taken', async ({
  page,
  stayFrom,
  micrositeUrl,
  expectNoSeriousA11yViolations,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text())
  })
  const response = await page.goto(micrositeUrl(stayFrom(140)))
  expect(response?.headers()['content-security-policy']).toContain(
    'frame-src http://127.0.0.1:',
  )
  const booking = page.locator('resort-booking')
  await booking
    .getByRole('button', { name: /^Add .+ with Non-refundable rate$/ })
    .first()
    .click()
  const total = centsOf(
    await booking
      .getByText(/^Total:/)
      .first()
      .textContent(),
  )
  await booking
    .getByRole('button', { name: 'Continue to guest details' })
    .click()
  await fillGuestDetails(booking, {
    title: 'Mr',
    gender: 'Male',
    firstName: 'Tomaž',
    lastName: 'Kranjc',
    email: 'tomaz.kranjc@example.com',
    country: 'SI',
    phone: '31 234 567',
    city: 'Koper',
    postalCode: '6000',
    address: 'Pristaniška 2',
  })
  await bookButton(booking, 'PREPAYMENT').click()
  const card = cardFrame(booking)
  await expect(
    card.getByRole('button', { name: /^Authorize €[\d,.]+$/ }),
  ).toHaveText(
    `Authorize €${(total / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
  )
  await expectNoSeriousA11yViolations()
  await typeCard(booking, testCards.mastercard)
  const confirmed = booking.getByRole('heading', {
    name: /^Your booking AA\w{8} is confirmed$/,
  })
  await expect(confirmed).toBeFocused()
  const bookingId = /AA\w{8}/.exec((await confirmed.textContent()) ?? '')![0]
  // Held while the booking was made, taken once it stood.
  expect(paymentsOf(bookingId)).toEqual([
    { kind: 'prepayment', state: 'taken', amount: total, taken: total },
  ])
  // The partner's page never held the card, and its policy was never broken.
  expect(await page.content()).not.toContain('5555')
  expect(violations).toEqual([])
})
