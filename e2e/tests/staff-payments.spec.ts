import { daysFromToday, testCards } from '@resort/test-fixtures'
import { bookThroughApi } from '../support/bookings'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/outbox'
import { staffPastSecondFactor } from '../support/points'
import {
  accountsCashierEmail,
  accountsOrigin,
  accountsPort,
} from '../support/servers'

// Issue 32: staff move money in the admin area, in Chromium: part of a prepayment refunded, and
// the no-show fee of a guaranteed stay charged to the card on file, each confirmed in words
// first; the guest is mailed each; the day's Payments page lists both moves and their totals.
test.use({ baseURL: accountsOrigin })

const port = String(accountsPort)

test('issue 32: staff refund part of a prepayment and charge a no-show fee from the admin area, the guest is mailed each time, and the day’s payments list both', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const suffix = Date.now().toString(36)
  const payer = `prepaid.${suffix}@example.com`
  const prepaid = await bookThroughApi(request, {
    startInDays: 210,
    refundable: false,
    email: payer,
  })
  // A guaranteed stay whose arrival day is today: the guest may not come.
  const arriving = await bookThroughApi(request, {
    guarantee: 'CCARD_GUARANTEE',
    startInDays: 0,
    nights: 1,
    email: `no.show.${suffix}@example.com`,
  })
  expect(arriving.dateFrom).toBe(daysFromToday(0))
  await staffPastSecondFactor(page.request, port, accountsCashierEmail)

  // The prepayment, taken; part of it goes back.
  await page.goto(`/en/admin/bookings/${prepaid.bookingId}`)
  const payments = page.getByRole('table', {
    name: `Payments of booking ${prepaid.bookingId}, oldest first`,
  })
  await expect(payments).toContainText('Prepayment')
  await expect(payments).toContainText('Taken')
  const refund = page
    .locator('details')
    .filter({ has: page.getByText(/^Refund: /) })
  await refund.getByText(/^Refund: /).click()
  await refund.getByLabel('Amount to refund').fill('50.00')
  await refund
    .getByLabel('Reason for the guest')
    .fill('The pool was closed for two days')
  await expectNoSeriousA11yViolations()
  await refund.getByRole('button', { name: 'Refund', exact: true }).click()
  // Issue 32: staff confirm before money moves: what the refund does, in words, and nothing
  // refunded until Confirm.
  await expect(
    refund.getByRole('heading', { name: 'Check the refund before it is made' }),
  ).toBeFocused()
  await expect(
    refund.getByText(
      new RegExp(
        `^Refund €50\\.00 of the prepayment taken on .+ for booking ${prepaid.bookingId} to the guest’s card\\?`,
      ),
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await refund.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByText('The refund is made and the guest has been mailed.'),
  ).toBeVisible()
  await expect(payments).toContainText('€50.00')
  const refundMail = await waitForMail(port, payer, 2)
  expect(refundMail.text).toContain('We have refunded money to the card')
  expect(refundMail.text).toContain('The pool was closed for two days')

  // The guest did not come: the no-show fee, from the card on file.
  await page.goto(`/en/admin/bookings/${arriving.bookingId}`)
  const fee = page
    .locator('details')
    .filter({ has: page.getByText('Charge a fee', { exact: true }) })
  await fee.getByText('Charge a fee', { exact: true }).click()
  await fee.getByRole('radio', { name: 'No-show' }).check()
  await fee.getByLabel('Amount', { exact: true }).fill('90.00')
  await fee.getByLabel('Reason for the guest').fill('Did not arrive')
  await fee.getByRole('button', { name: 'Charge the fee' }).click()
  // Nothing is charged until staff confirm what will be; Change keeps what was typed.
  await fee.getByRole('button', { name: 'Change' }).click()
  await expect(fee.getByLabel('Amount', { exact: true })).toHaveValue('90.00')
  await fee.getByRole('button', { name: 'Charge the fee' }).click()
  await expect(
    fee.getByText(
      new RegExp(
        `^Charge €90\\.00 to the card on file \\(.+ ending in ${testCards.visa.cardNumber.slice(-4)}\\) as a no-show fee for booking ${arriving.bookingId}\\?`,
      ),
    ),
  ).toBeVisible()
  await fee.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByText('The fee is charged and the guest has been mailed.'),
  ).toBeVisible()
  await expect(
    page.getByRole('table', {
      name: `Payments of booking ${arriving.bookingId}, oldest first`,
    }),
  ).toContainText('No-show fee')
  const feeMail = await waitForMail(port, `no.show.${suffix}@example.com`, 2)
  expect(feeMail.text).toContain('no-show fee')
  expect(feeMail.text).toContain(
    `ending in ${testCards.visa.cardNumber.slice(-4)}`,
  )
  await expectNoSeriousA11yViolations()

  // Issue 32: the day's payments, to reconcile with the gateway's report. Other tests share the
  // database, so the day holds their moves too: these are found by booking, and the totals are
  // checked against the moves listed beside them.
  await page
    .getByRole('navigation', { name: 'Staff area' })
    .getByRole('link', { name: 'Payments' })
    .click()
  await expect(page).toHaveURL(/\/en\/admin\/payments$/)
  await expect(page.getByLabel('Day (UTC)')).toHaveValue(daysFromToday(0))
  const moves = page.getByRole('table', {
    name: /^Moves at the gateway on .+, in order of time$/,
  })
  const rowsOf = (bookingId: string, move: string) =>
    moves
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: bookingId }) })
      .filter({ has: page.getByRole('cell', { name: move, exact: true }) })
  await expect(rowsOf(prepaid.bookingId, 'Taken')).toHaveCount(1)
  const refunded = rowsOf(prepaid.bookingId, 'Refunded')
  await expect(refunded).toHaveCount(1)
  await expect(refunded).toContainText('Prepayment')
  await expect(refunded).toContainText('€50.00')
  const charged = rowsOf(arriving.bookingId, 'Taken')
  await expect(charged).toHaveCount(1)
  await expect(charged).toContainText('No-show fee')
  await expect(charged).toContainText('€90.00')
  await expect(charged.getByRole('cell').last()).toHaveText(/^pi_/)

  // The euro totals are the sums of the euro moves listed.
  const cents = (text: string) => Number(text.replace(/[^\d]/g, ''))
  const listed = await moves
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(
          row.querySelectorAll('td'),
          (cell) => cell.textContent ?? '',
        ),
      ),
    )
  const sum = (move: string) =>
    listed
      .filter((cells) => cells[5] === move && cells[6]?.includes('€'))
      .reduce((total, cells) => total + cents(cells[6] ?? ''), 0)
  const euros = page
    .getByRole('table', { name: /^Totals of .+ per currency$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'EUR' }) })
  const totals = (await euros.getByRole('cell').allTextContents()).map(cents)
  expect(totals.slice(0, 3)).toEqual([
    sum('Taken'),
    sum('Refunded'),
    sum('Taken') - sum('Refunded'),
  ])
  expect(sum('Refunded')).toBeGreaterThanOrEqual(5_000)
  await expect(
    page.getByRole('heading', { name: 'Payments owed after a declined card' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()

  // A phone's width: the page never scrolls sideways; a wide table scrolls in its own region.
  await page.setViewportSize({ width: 320, height: 700 })
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    )
    .toBe(true)
  await expectNoSeriousA11yViolations()

  // A booking's number leads to its page.
  await charged.getByRole('link', { name: arriving.bookingId }).click()
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Booking ${arriving.bookingId}`,
    }),
  ).toBeVisible()
})
