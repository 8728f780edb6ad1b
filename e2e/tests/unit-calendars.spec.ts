import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 35: staff renew a villa's calendar address in the admin area. Villa Lavanda (Hvar) has
// two units, each with an address other sites read; no other test renews them.
test.use({ baseURL: accountsOrigin })

const PROPERTY = 'villa-lavanda-hvar'
const UNIT = 'Main House (3 bedrooms)'

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
  await expect(calendars).toBeVisible()
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
