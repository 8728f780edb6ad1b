import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 35: staff create a promo code in the admin area, see it listed with its conditions in
// words, are refused a second code of the same name with what they typed kept, and void the
// code after confirming; the audit log says both. The code is this run's own.
test.use({ baseURL: accountsOrigin })

test('issue 35: staff create a promo code, see it listed, are refused a duplicate at the code field, and void it after confirming', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  // The page's own requests sign staff in: the browser shares their session.
  await staffPastSecondFactor(page.request, String(accountsPort))
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`

  await page.goto('/en/admin/promo-codes')
  // The page's code and its two sets of texts load on this first visit; on a busy machine that
  // took more than the 5 s an expectation waits (CI, once).
  await expect(
    page.getByRole('heading', { level: 2, name: 'Promo codes' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByRole('link', { name: 'Promo codes', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  const form = page.getByRole('form', { name: 'New promo code' })
  await expect(form).toBeVisible()
  await expectNoSeriousA11yViolations()

  // €25.50 off the flexible rate of Vala Apartments, ten times in all, once per guest.
  await form.getByRole('textbox', { name: 'Code *' }).fill(code.toLowerCase())
  await form.getByRole('radio', { name: 'An amount' }).check()
  await form.getByRole('textbox', { name: 'Amount off in EUR *' }).fill('25.50')
  await form.getByRole('checkbox', { name: 'Vala Apartments, Krk' }).check()
  const rates = form.getByRole('group', { name: 'Rates of Vala Apartments' })
  await rates
    .getByRole('checkbox', { name: 'Flexible rate, room only' })
    .check()
  await form.getByLabel('Minimum nights').fill('2')
  await form.getByLabel('Uses in all').fill('10')
  await form.getByLabel('Uses per guest').fill('1')
  await expectNoSeriousA11yViolations()
  await form.getByRole('button', { name: 'Create the code' }).click()

  await expect(
    page.getByText(`${code} is created: €25.50 off. It is listed under Codes.`),
  ).toBeVisible()
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: code }) })
  await expect(row).toContainText('€25.50 off')
  await expect(row).toContainText('Vala Apartments')
  await expect(row).toContainText('only the rates vala-krk-flex-ro')
  await expect(row).toContainText('0 of 10')
  await expect(row).toContainText('Active')
  // The form is empty again for the next code.
  await expect(form.getByRole('textbox', { name: 'Code *' })).toHaveValue('')

  // The same code again, in other case: refused at the code field, what was typed kept.
  await form.getByRole('textbox', { name: 'Code *' }).fill(code)
  await form.getByRole('textbox', { name: 'Percentage off *' }).fill('10')
  await form.getByRole('button', { name: 'Create the code' }).click()
  const summary = form.getByRole('alert').filter({ hasText: 'Code:' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText(
    'Code: This code exists already. Choose another one.',
  )
  const codeField = form.getByRole('textbox', { name: 'Code *' })
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(codeField).toHaveValue(code)
  await expect(
    form.getByRole('textbox', { name: 'Percentage off *' }),
  ).toHaveValue('10')
  await expectNoSeriousA11yViolations()

  // Voided after a yes: the code stays listed, voided, with no Void button.
  await row.getByRole('button', { name: `Void ${code}` }).click()
  await expect(row.getByRole('button', { name: 'Void the code' })).toBeFocused()
  await expect(row).toContainText(
    `Void ${code}? No new quote or booking can use it; the bookings made with it keep it.`,
  )
  await expectNoSeriousA11yViolations()
  await row.getByRole('button', { name: 'Void the code' }).click()
  await expect(
    page.getByText(`${code} is voided: no new booking can use it.`),
  ).toBeVisible()
  await expect(row).toContainText('Voided on')
  await expect(row.getByRole('button', { name: `Void ${code}` })).toHaveCount(0)
  await expectNoSeriousA11yViolations()

  // On a phone the page does not scroll sideways: the table scrolls inside its frame.
  await page.setViewportSize({ width: 320, height: 800 })
  await expect(row).toBeVisible()
  expect(
    await page.evaluate(
      () =>
        document.documentElement.scrollWidth <=
        document.documentElement.clientWidth,
    ),
  ).toBe(true)

  // The audit log says what staff did, in words.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/en/admin/audit-log?q=${code}`)
  await expect(
    page.getByText(`Promo code ${code} created: €25.50 off`),
  ).toBeVisible()
  await expect(
    page.getByText(
      `Promo code ${code} voided: no new booking can use it; the bookings made with it keep it`,
    ),
  ).toBeVisible()
})
