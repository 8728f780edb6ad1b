import type { Page } from '@playwright/test'
import { testCards } from '@resort/test-fixtures'
import { bookRateWithPolicy } from '../support/bookings'
import { cardFrame, typeCard } from '../support/cardStep'
import { expect, tabTo, test } from '../support/fixtures'
import { waitForMailTitled, type OutboxMail } from '../support/outbox'
import { serverPort } from '../support/servers'
import { movePaymentsDueToToday } from '../support/stays'

// Issue 32: payment policies per rate plan. Vogar Chalets' flexible and long-stay rates charge a
// 30 % deposit 30 days before arrival to the card the guest booked with. A card that is saved
// fine but declined when charged later (Stripe's …0341) leaves the deposit owed: the guest is
// mailed, opens the booking's link and gives another card, with which the deposit is paid.

interface ScheduledPayment {
  on: string
  amount: number
  action: string
  state: string
}

interface StoredBooking {
  totalPrice: number
  hotelDetails: { name: string }
  paymentSchedule: ScheduledPayment[]
  creditCard: { last4: string } | null
}

const daysBefore = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - days)
  return day.toISOString().slice(0, 10)
}

/** The booking page's address in a mail, as a path on the server the test runs against. */
function bookingPageIn(mail: OutboxMail): string {
  const line = mail.text
    .split('\n')
    .find((text) => text.includes('/booking/modify?token='))
  if (!line) throw new Error(`No booking link in the mail "${mail.subject}"`)
  const url = new URL(line.trim())
  return `${url.pathname}${url.search}`
}

/** No sideways scroll: the page is no wider than the window. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('issue 32: payment policies per rate plan: a deposit declined on its day is paid with another card from the booking’s link', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const email = `deposit.${Date.now()}@example.com`
  const booked = await bookRateWithPolicy(request, {
    startInDays: 60,
    policy: (policy) =>
      policy.amount === 'percent' &&
      policy.value === 30 &&
      policy.trigger === 'before_arrival' &&
      policy.days === 30 &&
      policy.mode === 'charge',
    card: testCards.declinesLater,
    email,
  })
  const stored = async (): Promise<StoredBooking> =>
    (
      await request.get(
        `/api/v1/booking/view-booking?token=${encodeURIComponent(booked.token)}`,
      )
    ).json()
  const before = await stored()
  const deposit = Math.round((before.totalPrice * 30) / 100)
  expect(before.paymentSchedule).toEqual([
    {
      on: daysBefore(booked.dateFrom, 30),
      amount: deposit,
      action: 'charge',
      state: 'due',
    },
  ])

  // A month passes: the deposit is due today, the job charges the card, which is declined.
  movePaymentsDueToToday(String(serverPort), booked.bookingId)
  const mail = await waitForMailTitled(
    String(serverPort),
    email,
    `Action needed: your card for booking ${booked.bookingId} at ${before.hotelDetails.name}`,
  )
  expect((await stored()).paymentSchedule[0]?.state).toBe('failed')

  // The mail's link: the booking says plainly what is owed and why, on a narrow phone too.
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto(bookingPageIn(mail))
  await expect(
    page.getByRole('heading', { name: 'Your card was declined' }),
  ).toBeVisible()
  const euros = `€${(deposit / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`
  await expect(
    page.getByText(
      new RegExp(
        `^The payment of ${euros.replace('.', '\\.')} due on .+ could not be made with your card\\. Your booking stands, but this amount is still owed`,
      ),
    ),
  ).toBeVisible()
  const schedule = page
    .getByRole('heading', { name: 'Payments under your rate' })
    .locator('..')
  await expect(schedule.getByRole('listitem')).toHaveText([
    new RegExp(`^Charge of ${euros.replace('.', '\\.')} on .+Card declined$`),
  ])
  expect(await fitsTheWindow(page)).toBe(true)
  await expectNoSeriousA11yViolations()

  // By keyboard: another card, typed on the card page in the frame.
  const giveCard = page.getByRole('button', { name: 'Give another card' })
  await tabTo(page, giveCard)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Card details' }),
  ).toBeFocused()
  await expect(
    page.getByText(
      `Once you save this card, the payment of ${euros} still owed is made with it.`,
    ),
  ).toBeVisible()
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
  expect(await fitsTheWindow(page)).toBe(true)
  // Stripe's plain visa test number, which the test gateway approves when charged.
  await typeCard(page, { ...testCards.visa, cardNumber: '4242 4242 4242 4242' })

  // The deposit is made with the new card at once; the booking says so.
  const notice = page.getByRole('status').filter({
    hasText: 'Your new card is saved and the payment still owed has been made.',
  })
  await expect(notice).toBeFocused()
  await expect(
    page.getByRole('heading', { name: 'Your card was declined' }),
  ).toHaveCount(0)
  await expect(schedule.getByRole('listitem')).toHaveText([/Paid$/])
  await expect(
    page.getByText('Card on file: Visa ending in 4242'),
  ).toBeVisible()
  expect(await fitsTheWindow(page)).toBe(true)
  await expectNoSeriousA11yViolations()

  const after = await stored()
  expect(after.paymentSchedule).toEqual([
    { ...before.paymentSchedule[0], on: expect.any(String), state: 'done' },
  ])
  expect(after.creditCard?.last4).toBe('4242')
})
