import { expect, test } from '../support/fixtures'

test('two widgets work on a partner page with a strict Content-Security-Policy', async ({
  page,
  stayFrom,
  examplesOrigin,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text())
  })
  const response = await page.goto(`${examplesOrigin}/strict-csp/`)
  expect(response?.headers()['content-security-policy']).toContain(
    "script-src 'self'",
  )
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe')

  const croatian = page.locator('#first')
  const english = page.locator('#second')
  await expect(croatian.getByRole('button', { name: 'Traži' })).toBeVisible()
  await expect(english.getByRole('button', { name: 'Search' })).toBeVisible()
  // The widget's own styles apply: they are adopted stylesheets, which the policy allows.
  await expect(english.getByRole('button', { name: 'Search' })).toHaveCSS(
    'font-weight',
    '600',
  )

  const stay = stayFrom(15, 2)
  await english.getByLabel('Check-in').fill(stay.dateFrom)
  await english.getByLabel('Check-out').fill(stay.dateTo)
  await english.getByRole('button', { name: 'Search' }).click()
  await expect(english.locator('article').first()).toBeVisible()
  // The other widget is untouched and still in its own language.
  await expect(croatian.locator('article')).toHaveCount(0)
  await expect(croatian.getByRole('button', { name: 'Traži' })).toBeVisible()
  expect(violations).toEqual([])
})
