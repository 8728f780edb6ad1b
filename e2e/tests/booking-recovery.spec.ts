import Database from 'better-sqlite3'
import { findRate, rateBookingPath } from '../support/bookings'
import { expect, test } from '../support/fixtures'
import { fillGuestDetails } from '../support/guestDetails'
import { serverDatabaseFile, waitForMail } from '../support/outbox'
import { serverPort } from '../support/servers'

// Issue 35 (decision 047): a guest who gave an address and consent on the payment step and left
// gets one reminder of the stay, which leads back to it; one click stops reminders. The round
// looks every second here (startServer.mjs); the 2 hours the rule waits are passed by moving the
// stay's time back in the server's database, as the clock would.

const port = String(serverPort)

/** The guest's stay kept for a reminder, moved back past the rule's 2 hours. */
function leftHoursAgo(email: string, hours: number): number {
  const db = new Database(serverDatabaseFile(port), { fileMustExist: true })
  try {
    const at = new Date(Date.now() - hours * 3_600_000).toISOString()
    return db
      .prepare('update booking_reminders set updated_at = ? where email = ?')
      .run(at, email).changes
  } finally {
    db.close()
  }
}

test('issue 35: a guest who ticked the reminder and left gets one mail that leads back to the stay, and stops reminders with one click', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const email = `recovery-${Date.now().toString(36)}@example.com`
  const offer = await findRate(request, {
    guarantee: 'NOGUARANTEE',
    startInDays: 130,
    nights: 2,
  })
  await page.goto(rateBookingPath('en', offer))
  await page.getByRole('button', { name: 'Continue to guest details' }).click()
  await fillGuestDetails(page, {
    title: 'Ms',
    gender: 'Female',
    firstName: 'Lea',
    lastName: 'Horvat',
    email,
    country: 'HR',
    phone: '91 234 5678',
    city: 'Rijeka',
    postalCode: '51000',
    address: 'Korzo 1',
  })
  const consent = page.getByRole('checkbox', {
    name: 'E-mail me one reminder of this stay if I leave before booking',
  })
  await expect(consent).not.toBeChecked()
  await consent.press('Space')
  await expect(
    page.getByText(`We will remind you once at ${email} if you do not book.`),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()

  // The guest leaves without booking; two hours pass.
  await page.goto('about:blank')
  expect(leftHoursAgo(email, 3)).toBe(1)
  const mail = await waitForMail(port, email)
  expect(mail.subject).toMatch(/^Your stay at .+ is still waiting$/)
  expect(mail.text).toContain('It is the only one we send about this stay.')

  // The mail leads back to the payment step of that stay, its room and rate chosen again.
  const finish = /Finish your booking: (\S+)/.exec(mail.text)?.[1]
  expect(finish).toBeDefined()
  const back = new URL(finish!)
  expect(Object.fromEntries(back.searchParams)).toMatchObject({
    propertyId: offer.propertyId,
    unitId: offer.unitId,
    rateId: offer.rateId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
  })
  await page.goto(`${back.pathname}${back.search}${back.hash}`)
  await expect(
    page.getByRole('form', { name: 'Your details and payment' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByRole('navigation', { name: 'Booking steps' }),
  ).toContainText('Rooms (completed)')

  // One click on the mail's link stops reminders.
  const stop = /No more booking reminders: (\S+)/.exec(mail.text)?.[1]
  const stopUrl = new URL(stop!)
  await page.goto(`${stopUrl.pathname}${stopUrl.hash}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Booking reminders' }),
  ).toBeVisible()
  await page
    .getByRole('button', { name: 'Send me no more booking reminders' })
    .click()
  await expect(
    page.getByText(
      'Done. We will send no more booking reminders to this address.',
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
})
