import type { Page } from '@playwright/test'
import { member } from '@resort/test-fixtures'
import {
  bookOffer,
  offeredTotal,
  propertyOffer,
  type PropertyOffer,
} from '../support/bookings'
import { acceptCookies, centsOf, expect, test } from '../support/fixtures'
import { adminCodeIn, mailCountTo, waitForMail } from '../support/outbox'
import { signInStaff } from '../support/points'
import {
  accountsDeskEmail,
  accountsOrigin,
  accountsPort,
} from '../support/servers'

// Issue 14's journey: a desk clerk on the list of admins runs the staff area in Chromium, and
// what they change is what guests then see in the booking widget. Lipov Gaj (Bled) is the hotel;
// its stays far ahead are this test's alone.
test.use({ baseURL: accountsOrigin })

const PROPERTY = 'lipov-gaj-bled'
const port = String(accountsPort)

/** The host site's booking page of the widget for a stay of two adults. */
const bookingPage = (stay: { dateFrom: string; dateTo: string }) =>
  `/en/booking?propertyId=${PROPERTY}&dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`

const addButton = (page: Page, offer: PropertyOffer) =>
  page.getByRole('button', {
    name: `Add ${offer.unitName} with ${offer.rateName}`,
  })

const lastNightOf = (stay: { dateTo: string }) => {
  const night = new Date(`${stay.dateTo}T00:00:00Z`)
  night.setUTCDate(night.getUTCDate() - 1)
  return night.toISOString().slice(0, 10)
}

/** Opens the bulk edit of the rates grid for the offer's unit over [from, to]. */
async function editNights(
  page: Page,
  offer: PropertyOffer,
  from: string,
  to: string,
) {
  await page.goto(`/en/admin/rates?property=${PROPERTY}&from=${from}`)
  await page.getByRole('button', { name: 'Edit several nights' }).click()
  const form = page.getByRole('region', { name: 'Edit several nights' })
  await form.getByRole('checkbox', { name: offer.unitName }).check()
  await form.getByLabel('First night').fill(from)
  await form.getByLabel('Last night').fill(to)
  return form
}

/** How many rate and availability edits the audit log holds for `email` (the page's staff session). */
async function ratesEditedBy(page: Page, email: string) {
  const answer = await page.request.get(
    `/api/v1/admin/audit-log?q=${encodeURIComponent(email)}&pageSize=100`,
  )
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: { action: string }[] }
  return items.filter((item) => item.action === 'rates_edited').length
}

/** Previews the edit open in `form`, then saves it. */
async function previewAndSave(
  page: Page,
  form: ReturnType<Page['getByRole']>,
  nights: number,
) {
  await form.getByRole('button', { name: 'Preview the changes' }).click()
  await expect(
    form.getByRole('heading', {
      name: `Preview: ${nights} night${nights === 1 ? ' changes' : 's change'}`,
    }),
  ).toBeVisible()
  await form
    .getByRole('button', {
      name: `Save the change${nights === 1 ? '' : 's'} to ${nights} night${nights === 1 ? '' : 's'}`,
    })
    .click()
  await expect(
    page.getByText(
      `Saved: ${nights} night${nights === 1 ? '' : 's'} changed. The grid shows the new values.`,
    ),
  ).toBeVisible()
}

test('issue 14: staff sign in with the second factor, find a booking by name, change prices, closings and minimum stays that the widget then honours, answer a request, read a mail, and see it all in the audit log', async ({
  page,
  browser,
  request,
  playwright,
  expectNoSeriousA11yViolations,
}) => {
  test.slow()
  const suffix = Date.now().toString(36).replace(/\d/g, '')
  const lastName = `Zupan${suffix}`

  // A guest's stay, and a guest's call-back request.
  const sold = await propertyOffer(request, PROPERTY, 300, 3)
  const stay = await bookOffer(request, sold, lastName)
  const caller = `Mira ${lastName}`
  const asked = await request.post('/api/v1/service/callback-request', {
    data: {
      lang: 'en',
      name: caller,
      phonenumber: '+38640123456',
      message: 'Please call about a late arrival.',
      privacyConsent: true,
    },
  })
  expect(asked.status()).toBe(201)

  // 1. The desk clerk signs in, and passes the second factor with the mailed code.
  const staff = await playwright.request.newContext({ baseURL: accountsOrigin })
  await signInStaff(staff, port, accountsDeskEmail)
  await staff.dispose()
  await page.goto('/en/admin')
  await expect(
    page.getByRole('heading', { name: 'Please sign in' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Sign in to the staff area' }).click()
  await page.getByLabel('E-mail address').fill(accountsDeskEmail)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Confirm it is you' }),
  ).toBeVisible()
  const codes = mailCountTo(port, accountsDeskEmail)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  const mail = await waitForMail(port, accountsDeskEmail, codes + 1)
  const code = adminCodeIn(mail)
  await page.getByLabel('Code from the mail').fill(code)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expectNoSeriousA11yViolations()
  // Counted from here, so a retry's rows from an earlier attempt do not count.
  const ratesEditedBefore = await ratesEditedBy(page, accountsDeskEmail)

  // 2. The booking, found by the guest's name.
  const search = page.getByRole('searchbox', {
    name: 'Booking number, guest name or e-mail',
  })
  await search.fill(lastName.toLowerCase())
  await search.press('Enter')
  await expect(page.getByText('1 booking found')).toBeVisible()
  await page.getByRole('link', { name: stay.bookingId }).click()
  await expect(
    page.getByRole('heading', { name: `Booking ${stay.bookingId}` }),
  ).toBeVisible()
  await expect(page.getByText(`${member.firstName}`).first()).toBeVisible()
  await expectNoSeriousA11yViolations()

  // 3. A price raised by 10 % for two nights: previewed, saved, and quoted so by the widget.
  const raised = await propertyOffer(request, PROPERTY, 320, 2, sold)
  await previewAndSave(
    page,
    await (async () => {
      const form = await editNights(
        page,
        raised,
        raised.dateFrom,
        lastNightOf(raised),
      )
      await form.getByRole('radio', { name: 'Change by a percent' }).check()
      await form.getByRole('textbox', { name: 'Percent to add' }).fill('10')
      return form
    })(),
    2,
  )
  await expectNoSeriousA11yViolations()
  const newTotal = await offeredTotal(
    request,
    raised,
    raised.dateFrom,
    raised.dateTo,
  )
  expect(newTotal).toBeGreaterThan(raised.total)
  const guestContext = await browser.newContext({ baseURL: accountsOrigin })
  await acceptCookies(guestContext)
  const guest = await guestContext.newPage()
  await guest.goto(bookingPage(raised))
  await addButton(guest, raised).first().click()
  await expect
    .poll(async () =>
      centsOf(await guest.locator('.resort-rooms__total strong').textContent()),
    )
    .toBe(newTotal)

  // 4. A night closed: the widget no longer offers a stay through it.
  const closing = await propertyOffer(request, PROPERTY, 335, 2, sold)
  await guest.goto(bookingPage(closing))
  await expect(addButton(guest, closing).first()).toBeVisible()
  const closeForm = await editNights(
    page,
    closing,
    closing.dateFrom,
    closing.dateFrom,
  )
  await closeForm
    .getByRole('group', { name: 'Sale' })
    .getByRole('radio', { name: 'Closed' })
    .check()
  await previewAndSave(page, closeForm, 1)
  await guest.goto(bookingPage(closing))
  await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(addButton(guest, closing)).toHaveCount(0)

  // 5. A minimum stay of three nights from an arrival: two nights are not offered, three are.
  const arrival = await propertyOffer(request, PROPERTY, 350, 3, sold)
  const minForm = await editNights(
    page,
    arrival,
    arrival.dateFrom,
    arrival.dateFrom,
  )
  await minForm.getByLabel('Minimum stay (nights)').fill('3')
  await previewAndSave(page, minForm, 1)
  const twoNights = { dateFrom: arrival.dateFrom, dateTo: lastNightOf(arrival) }
  await guest.goto(bookingPage(twoNights))
  await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(addButton(guest, arrival)).toHaveCount(0)
  await guest.goto(bookingPage(arrival))
  await expect(addButton(guest, arrival).first()).toBeVisible()

  // 6. The call-back request marked done, with a note.
  await page.goto('/en/admin/requests')
  const item = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Call-back request: ${caller}` }),
  })
  await item.getByLabel('Status').selectOption({ label: 'Done' })
  await item
    .getByLabel('Note for the team')
    .fill('Called back, arrives at 23:00.')
  await item.getByRole('button', { name: 'Save' }).click()
  await expect(item.getByText('Saved. The request is now: Done.')).toBeVisible()
  await expectNoSeriousA11yViolations()

  // 7. The guest's confirmation, read in the outbox as it was sent.
  await page.goto('/en/admin/outbox')
  const mails = page.getByRole('searchbox', {
    name: 'Part of the address or subject',
  })
  await mails.fill(stay.bookingId)
  await mails.press('Enter')
  await page
    .getByRole('table', { name: 'Mails sent, newest first' })
    // The booking's own mail: the list before the search answers holds other guests' mails.
    .getByRole('link', { name: new RegExp(stay.bookingId) })
    .first()
    .click()
  await expect(page.getByRole('article')).toContainText(lastName)
  await expectNoSeriousA11yViolations()

  // 8. A rate renamed: the earlier booking's confirmation keeps the name it was sold under.
  await page.goto(
    `/en/admin/rates?property=${PROPERTY}&from=${raised.dateFrom}`,
  )
  // The property has two rates of that name (with breakfast, with half board): the one sold.
  const names = page
    .getByRole('form')
    .filter({ has: page.locator(`#rate-name-${sold.rateId}-en`) })
  const renamed = `${sold.rateName} 2027`
  await names.getByRole('textbox', { name: 'Name in English' }).fill(renamed)
  await names.getByRole('button', { name: /^Save the names of / }).click()
  await expect(names.getByText(/^The names of .+ are saved\.$/)).toBeVisible()
  await expect
    .poll(async () => {
      const offer = await propertyOffer(request, PROPERTY, 320, 2, sold)
      return offer.rateName
    })
    .toBe(renamed)
  await guest.goto(stay.bookingURI)
  await expect(
    guest.getByText(sold.rateName, { exact: false }).first(),
  ).toBeVisible()
  await expect(guest.getByText(renamed)).toHaveCount(0)
  await guestContext.close()

  // 9. The audit log: each change, who made it, before and after.
  await page.goto('/en/admin/audit-log')
  const who = page.getByRole('searchbox', {
    name: 'Admin’s e-mail, action or id',
  })
  await who.fill(accountsDeskEmail)
  await who.press('Enter')
  const log = page.getByRole('table', { name: 'Admin changes, newest first' })
  // Each change as staff would say it (issue 31: sentences, not JSON).
  const rateRenamed = /Rate “.+” renamed/
  const requestDone = /Request \S+ marked Done/
  for (const action of [
    rateRenamed,
    requestDone,
    /Rates and availability of .+ changed/,
  ])
    await expect(
      log.getByRole('row').filter({ hasText: action }).first(),
    ).toBeVisible()
  // Each of the three saves wrote exactly one row.
  expect(await ratesEditedBy(page, accountsDeskEmail)).toBe(
    ratesEditedBefore + 3,
  )
  await expect(
    log.getByRole('row').filter({ hasText: requestDone }).first(),
  ).toContainText('Called back, arrives at 23:00.')
  await expect(
    log.getByRole('row').filter({ hasText: rateRenamed }).first(),
  ).toContainText(renamed)
  await expectNoSeriousA11yViolations()
})
