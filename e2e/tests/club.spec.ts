import { acceptCookies, expect, tabTo, test } from '../support/fixtures'
import { accountsOrigin } from '../support/servers'

// The loyalty club (issue 13) on the host site of the accounts server: joining by keyboard, the
// points page and its transfer form, then erasing the account (GDPR), after which the address
// signs in nowhere.
test.use({ baseURL: accountsOrigin })

test('a member joins the club by keyboard, sees their points, is refused a transfer at its field, then erases the account for good', async ({
  page,
  browser,
  registerMember,
  signInThroughApi: signIn,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(90_000)
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en')
  await signIn(member)

  // The club's page explains the rules and lets the member join in one keystroke.
  await page.goto('/en/loyalty')
  const join = page.getByRole('button', { name: 'Join the Adria Alpe Club' })
  await expect(join).toBeVisible()
  await expectNoSeriousA11yViolations()
  await tabTo(page, join)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/loyalty-confirm$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the club' }),
  ).toBeFocused()
  const number = (await page.locator('.club-number').textContent()) ?? ''
  expect(number).toMatch(/^\d{10}$/)
  await expectNoSeriousA11yViolations()

  // The points page: nothing yet, and the rules of a transfer.
  await page
    .getByRole('link', { name: 'See your points and their history' })
    .click()
  await expect(page).toHaveURL(/\/en\/my-profile\/points$/)
  await expect(
    page.getByText('No points yet. Book a stay while you are signed in'),
  ).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Your profile' })
      .getByRole('link', { name: 'Points' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectNoSeriousA11yViolations()

  // A transfer to a number no member holds: refused at its field, nothing typed is lost.
  const numberField = page.getByLabel('Their member number')
  await tabTo(page, numberField)
  await page.keyboard.type('1234 567 890')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Nobody')
  await page.keyboard.press('Tab')
  await page.keyboard.type('600')
  await page.keyboard.press('Enter')
  const problem = page
    .getByRole('alert')
    .filter({ hasText: 'There is a problem' })
  await expect(problem).toBeFocused()
  await expect(problem).toContainText(
    'No member has this member number and last name. Please check both.',
  )
  await expect(numberField).toHaveValue('1234 567 890')
  await expect(page.getByLabel('Points to send')).toHaveValue('600')
  await expectNoSeriousA11yViolations()

  // GDPR erasure from the profile settings, confirmed by the box (the sign-in is fresh).
  await page.goto('/en/my-profile/profile-settings')
  const box = page.getByRole('checkbox', { name: /I understand/ })
  await tabTo(page, box)
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
  const erase = page.getByRole('button', { name: 'Erase my account' })
  await tabTo(page, erase)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/account-erased$/)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Your account has been erased',
    }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()

  // Signed out here, and the address and password sign in nowhere any more.
  await page.goto('/en/my-profile/points')
  await expect(page).toHaveURL(
    /\/en\/sign-in\?return=%2Fen%2Fmy-profile%2Fpoints$/,
  )
  const other = await browser.newContext({ baseURL: accountsOrigin })
  await acceptCookies(other)
  const login = await other.request.post('/api/v1/auth/login', {
    data: { email: member.email, password: member.password },
  })
  expect(login.status()).toBe(401)
  await other.close()
})
