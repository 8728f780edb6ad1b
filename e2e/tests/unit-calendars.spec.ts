import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { daysFromToday } from '@resort/test-fixtures'
import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 35: staff renew a villa's calendar address in the admin area. Villa Lavanda (Hvar) has
// two units, each with an address other sites read; no other test renews them.
test.use({ baseURL: accountsOrigin })

const PROPERTY = 'villa-lavanda-hvar'
const UNIT = 'Main House (3 bedrooms)'
const COTTAGE = 'villa-lavanda-hvar-stone-cottage'

test('issue 35: staff renew a villa’s calendar address after confirming; the old address stops working and the new one serves the feed', async ({
  page,
  playwright,
  expectNoSeriousA11yViolations,
}) => {
  const staff = await playwright.request.newContext({ baseURL: accountsOrigin })
  await staffPastSecondFactor(staff, String(accountsPort))
  // The browser carries the staff session the calls signed in.
  await page.context().addCookies((await staff.storageState()).cookies)
  await staff.dispose()

  await page.goto(`/en/admin/rates?property=${PROPERTY}`)
  const calendars = page.getByRole('region', {
    name: 'Calendars of the villas and apartments',
  })
  // The rates page's code and texts load on this first visit: on a busy machine that took more
  // than the 5 s an expectation waits (CI, once).
  await expect(calendars).toBeVisible({ timeout: 20_000 })
  const unit = calendars.getByRole('region', { name: UNIT })
  const address = unit.getByRole('textbox', {
    name: 'Calendar address for other sites',
  })
  await expect(address).toHaveValue(/\/api\/v1\/calendars\/unit\.ics\?/)
  const before = await address.inputValue()
  expect((await page.request.get(before)).status()).toBe(200)
  await expectNoSeriousA11yViolations()

  // Asked first: keeping the address changes nothing.
  await unit.getByRole('button', { name: 'Renew address' }).click()
  const question = unit.getByRole('group', {
    name: /^Renew the address of Main House \(3 bedrooms\)\? The old address stops working at once/,
  })
  await expect(
    question.getByRole('button', { name: 'Confirm renewal' }),
  ).toBeFocused()
  await expectNoSeriousA11yViolations()
  await question.getByRole('button', { name: 'Keep the address' }).click()
  await expect(
    unit.getByRole('button', { name: 'Renew address' }),
  ).toBeFocused()
  await expect(address).toHaveValue(before)

  await unit.getByRole('button', { name: 'Renew address' }).click()
  await unit.getByRole('button', { name: 'Confirm renewal' }).click()
  await expect(
    unit.getByText(
      `The address of ${UNIT} is renewed and shown in its field. The old one no longer works: give the new one to every site that read it.`,
    ),
  ).toBeVisible()
  await expect(address).not.toHaveValue(before)
  await expect(address).toBeFocused()
  const after = await address.inputValue()
  expect(after).toMatch(/\/api\/v1\/calendars\/unit\.ics\?/)
  expect((await page.request.get(before)).status()).toBe(404)
  const feed = await page.request.get(after)
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain('BEGIN:VCALENDAR')

  // Read again, the page shows the new address.
  await page.reload()
  await expect(address).toHaveValue(after)
  await expectNoSeriousA11yViolations()

  // On a phone the section fits the screen: long addresses wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 })
  await expect(address).toBeVisible()
  expect(
    await calendars.evaluate(
      (section) => section.scrollWidth <= section.clientWidth,
    ),
  ).toBe(true)
})

/** An iCalendar feed as a listing site publishes it: one all-day booking from `from` to `to`. */
const listingCalendar = (from: string, to: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Listing site//EN',
    'BEGIN:VEVENT',
    `UID:stay-${from}@listing.example`,
    'DTSTAMP:20270101T000000Z',
    `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')

test('issue 35: a villa subscribed to an outside calendar is no longer bookable here on the nights booked there, and is again once the calendar is removed', async ({
  page,
  playwright,
  request,
  expectNoSeriousA11yViolations,
}) => {
  // Five nights (the villa's shortest stay) the cottage is free on, far enough ahead that no other
  // test books them.
  let stay: { dateFrom: string; dateTo: string; rateId: string } | undefined
  /** The cottage's first rate offered for the stay, if it is offered. */
  const offered = async (dateFrom: string, dateTo: string) => {
    const answer = await request.get(
      `/api/v1/search/property?propertyId=${PROPERTY}&dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2`,
    )
    const body = (await answer.json()) as {
      units?: {
        unitId: string
        availableCount: number
        rates: { rateId: string }[]
      }[]
    }
    const unit = (body.units ?? []).find(
      (candidate) =>
        candidate.unitId === COTTAGE && candidate.availableCount > 0,
    )
    return unit?.rates[0]?.rateId
  }
  for (let start = 230; !stay && start < 330; start += 5) {
    const dateFrom = daysFromToday(start)
    const dateTo = daysFromToday(start + 5)
    const rateId = await offered(dateFrom, dateTo)
    if (rateId) stay = { dateFrom, dateTo, rateId }
  }
  if (!stay) throw new Error('the cottage has no free five nights')
  const { dateFrom, dateTo, rateId } = stay

  // The other site the cottage is listed on, on loopback (the e2e server may fetch it there).
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' })
    response.end(listingCalendar(dateFrom, dateTo))
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const calendarUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/cottage.ics`
  try {
    const staff = await playwright.request.newContext({
      baseURL: accountsOrigin,
    })
    await staffPastSecondFactor(staff, String(accountsPort))
    await page.context().addCookies((await staff.storageState()).cookies)
    await staff.dispose()

    await page.goto(`/en/admin/rates?property=${PROPERTY}`)
    const cottage = page
      .getByRole('region', { name: 'Calendars of the villas and apartments' })
      .getByRole('region', { name: 'Stone Cottage (1 bedroom)' })
    const add = cottage.getByRole('form', {
      name: 'Add an outside calendar to Stone Cottage (1 bedroom)',
    })
    await add.getByRole('textbox', { name: /^Name/ }).fill('Listing site')
    await add
      .getByRole('textbox', { name: /^Calendar address/ })
      .fill(calendarUrl)
    await add.getByRole('button', { name: 'Add the calendar' }).click()
    await expect(
      cottage.getByText(
        '“Listing site” added and fetched: it closes 5 nights here.',
      ),
    ).toBeVisible()
    await expectNoSeriousA11yViolations()

    // A guest no longer finds the cottage on those nights, nor can book it there.
    expect(await offered(dateFrom, dateTo)).toBeUndefined()
    const quote = await request.post('/api/v1/search/final-price-quote', {
      data: {
        lang: 'en',
        propertyId: PROPERTY,
        rateId,
        dateFrom,
        dateTo,
        units: [{ unitId: COTTAGE, adults: 2, children: 0, supplements: [] }],
      },
    })
    expect(quote.status()).toBeGreaterThanOrEqual(400)

    // Removed: the nights only it closed are open again.
    await cottage.getByRole('button', { name: 'Remove “Listing site”' }).click()
    await cottage.getByRole('button', { name: 'Confirm removal' }).click()
    await expect(
      cottage.getByText(
        '“Listing site” removed. The nights only it closed are open again.',
      ),
    ).toBeVisible()
    expect(await offered(dateFrom, dateTo)).toBe(rateId)
  } finally {
    site.closeAllConnections()
    await new Promise((resolve) => site.close(resolve))
  }
})
