import { expect, test } from '../support/fixtures'
import { gatedOrigin, stagingCredentials } from '../support/servers'

// SPEC 1, 4 and 8: the staging gate in front of the whole app, on a server started with it closed.
test('the staging gate keeps the site closed until its credentials are given, by keyboard, and remembers them', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  const api = await request.get(`${gatedOrigin}/api/v1/version`)
  expect(api.status()).toBe(401)

  await page.goto(`${gatedOrigin}/de/accommodation`)
  await expect(page).toHaveTitle('Basic Auth')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Basic Auth' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()

  // A failed attempt keeps the login screen, with a message; what was typed stays.
  await page.getByLabel('Benutzername').focus()
  await page.keyboard.type(stagingCredentials.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type('wrong password')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText(
    'Benutzername oder Passwort stimmen nicht. Bitte versuchen Sie es erneut.',
  )
  await expect(page.getByLabel('Benutzername')).toHaveValue(
    stagingCredentials.username,
  )
  await expect(page.getByLabel('Passwort')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page).toHaveTitle('Basic Auth')

  // The right pair enters the site, which survives a reload.
  await page.getByLabel('Passwort').fill(stagingCredentials.password)
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveTitle('Basic Auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.reload()
  await expect(page).not.toHaveTitle('Basic Auth')

  // The credentials are remembered in local storage: without the pass cookie the gate lets the
  // visitor through again by itself.
  expect(
    await page.evaluate(() => localStorage.getItem('staging_credentials')),
  ).toContain(stagingCredentials.username)
  await page.context().clearCookies()
  await page.reload()
  await expect(page).not.toHaveTitle('Basic Auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
