import { member, testCards } from '@resort/test-fixtures'
import { bookFromPaymentStep } from '../support/cardStep'
import { expect, tabTo, test } from '../support/fixtures'
import { linkIn } from '../support/outbox'

// Member accounts (issue 12) on the host site, against the real server and its mail outbox.

/** An address no other run of these tests has used. */
const newAddress = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** A mailed link as a path on the server under test (the mail names PUBLIC_BASE_URL). */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.hash}`
}

test('registers in German, confirms from the mail, signs in, books with the guest form prefilled from the profile, and signs out', async ({
  page,
  request,
  stayFrom,
  waitForMail,
  guaranteeQuotedBy,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(90_000)
  const email = newAddress('ana')
  await page.goto('/de/registrierung')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Konto erstellen',
  )
  await page.getByLabel('Vorname').fill(member.firstName)
  await page.getByLabel('Nachname').fill(member.lastName)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  // One of the most common passwords: refused by the server, nothing typed is lost.
  await page.getByLabel('Passwort', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByRole('alert')).toContainText('Passwort')
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
  await expectNoSeriousA11yViolations()
  await page.getByLabel('Passwort', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(
    page.getByRole('heading', { name: 'Bitte sehen Sie in Ihr Postfach' }),
  ).toBeFocused()

  const mail = await waitForMail(email)
  expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
  await page.goto(pathOf(linkIn(mail)))
  await expect(
    page.getByRole('heading', { name: 'Ihre Adresse ist bestätigt' }),
  ).toBeVisible()
  // The token leaves the address bar before it is used.
  await expect(page).not.toHaveURL(/token/)
  await expectNoSeriousA11yViolations()

  await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).click()
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill('nicht mein passwort')
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Die E-Mail-Adresse oder das Passwort ist nicht richtig.',
  )
  await page.getByLabel('Passwort', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  const account = page.getByRole('button', {
    name: `${member.firstName}: Ihr Konto`,
  })
  await expect(account).toBeVisible()

  // Book: the payment step starts from the member's profile (SPEC 4).
  const stay = stayFrom(49, 2)
  const found = await request.get(
    `/api/v1/search/properties?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  const { items } = (await found.json()) as {
    items: { propertyId: string }[]
  }
  await page.goto(
    `/de/booking?propertyId=${items[0]?.propertyId}&dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  await page
    .getByRole('button', { name: /^.+ mit .+ hinzufügen$/ })
    .first()
    .click()
  const guarantee = await guaranteeQuotedBy(() =>
    page.getByRole('button', { name: 'Weiter zu den Gastdaten' }).click(),
  )
  const holder = page.getByRole('group', { name: 'Reservierungsinhaber' })
  const guest = page.getByRole('group', { name: 'Angaben zum Gast' })
  await expect(holder.getByLabel('Vorname')).toHaveValue(member.firstName)
  await expect(holder.getByLabel('Nachname')).toHaveValue(member.lastName)
  await expect(guest.getByLabel('Vorname')).toHaveValue(member.firstName)
  await expect(guest.getByLabel('Nachname')).toHaveValue(member.lastName)
  await expect(guest.getByLabel('E-Mail')).toHaveValue(email)
  await holder.getByLabel('Anrede').selectOption({ index: 1 })
  await holder.getByRole('radio', { name: 'Weiblich', exact: true }).check()
  await guest.getByLabel('Land', { exact: true }).selectOption('HR')
  await guest.getByLabel('Telefonnummer').fill('91 234 5678')
  await guest.getByLabel('Ort').fill('Rovinj')
  await guest.getByLabel('Postleitzahl').fill('52210')
  await guest.getByLabel('Adresse').fill('Obala 1')
  await page
    .getByLabel(
      'Ich akzeptiere die Buchungsbedingungen und die Stornobedingungen',
    )
    .check()
  await expectNoSeriousA11yViolations()
  await bookFromPaymentStep(page, guarantee, {
    lang: 'de',
    card: {
      ...testCards.visa,
      cardholderName: `${member.firstName} ${member.lastName}`,
    },
  })
  await expect(
    page.getByRole('heading', { name: /^Ihre Buchung AA\w{8} ist bestätigt$/ }),
  ).toBeFocused()
  const booked = await waitForMail(email, 2)
  expect(booked.subject).toMatch(/^Ihre Buchung AA\w{8} im .+ ist bestätigt$/)

  await account.click()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
  // Signed out, the profile sends the visitor to sign in.
  await page.goto('/de/mein-profil/profile-settings')
  await expect(page).toHaveURL(
    /\/de\/anmelden\?return=%2Fde%2Fmein-profil%2Fprofile-settings$/,
  )
})

test('resets a forgotten password with the mailed link, then moves the account to a new address', async ({
  page,
  request,
  waitForMail,
  expectNoSeriousA11yViolations,
}) => {
  test.setTimeout(60_000)
  const email = newAddress('ivo')
  const registered = await request.post('/api/v1/auth/register', {
    data: { ...member, email, lang: 'en' },
  })
  expect(registered.status()).toBe(202)
  const confirm = new URL(linkIn(await waitForMail(email))).hash.slice(7)
  const confirmed = await request.post('/api/v1/auth/confirm-email', {
    data: { token: decodeURIComponent(confirm) },
  })
  expect(confirmed.status()).toBe(200)

  await page.goto('/en/sign-in')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(
    page.getByRole('heading', { name: 'Please check your mailbox' }),
  ).toBeFocused()
  const reset = await waitForMail(email, 2)
  expect(reset.subject).toBe('Set a new password')
  await page.goto(pathOf(linkIn(reset)))
  // The page takes the token out of the address once its script runs.
  await expect(page).not.toHaveURL(/token/)
  const newPassword = 'a whole new phrase for ivo'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(
    page.getByRole('heading', { name: 'Your password is changed' }),
  ).toBeFocused()
  await expectNoSeriousA11yViolations()
  // The link works once (ASVS 6.4.3): used again, it is refused with a way to ask for a new one.
  await page.goto('/en')
  await page.goto(pathOf(linkIn(reset)))
  await page
    .getByLabel('New password', { exact: true })
    .fill('yet another phrase for ivo')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('alert')).toBeVisible()

  await page.goto('/en/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('button', { name: `${member.firstName}: your account` }),
  ).toBeVisible()

  const newEmail = newAddress('ivo.new')
  await page.goto('/en/my-profile/profile-settings')
  await page.getByLabel('New e-mail address').fill(newEmail)
  await page.getByLabel('Current password').first().fill(newPassword)
  await page.getByRole('button', { name: 'Send a confirmation link' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Please check the mailbox' }),
  ).toBeVisible()
  await page.goto(pathOf(linkIn(await waitForMail(newEmail))))
  await expect(
    page.getByText(`Your account will use ${newEmail}`),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await page.getByRole('button', { name: 'Confirm the new address' }).click()
  await expect(
    page.getByRole('heading', { name: 'Your address is changed' }),
  ).toBeFocused()
  // The old address is told.
  expect((await waitForMail(email, 4)).subject).toBe(
    'Your e-mail address was changed',
  )
  await page.goto('/en/my-profile/profile-settings')
  await expect(
    page.getByText(`You are signed in as ${newEmail}.`),
  ).toBeVisible()
})

test('signs in and out by keyboard alone', async ({
  page,
  request,
  waitForMail,
}) => {
  const email = newAddress('keyboard')
  await request.post('/api/v1/auth/register', {
    data: { ...member, email, lang: 'en' },
  })
  const token = new URL(linkIn(await waitForMail(email))).hash.slice(7)
  await request.post('/api/v1/auth/confirm-email', {
    data: { token: decodeURIComponent(token) },
  })

  await page.goto('/en')
  await tabTo(page, page.getByRole('link', { name: 'Sign in' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/sign-in\?return=%2Fen$/)
  await tabTo(page, page.getByLabel('E-mail address'))
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(member.password)
  await page.keyboard.press('Enter')
  const account = page.getByRole('button', {
    name: `${member.firstName}: your account`,
  })
  await expect(account).toBeVisible()
  await tabTo(page, account)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Sign out' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('issue 15: a form filled and sent while the page hydrates keeps what was typed and is sent by the page, not loaded again', async ({
  page,
}) => {
  // A slow phone: the page's own texts, which its form waits for to hydrate, arrive late.
  await page.route('**/assets/account-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  let loads = 0
  page.on('load', () => (loads += 1))
  await page.goto('/en/registration')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Create an account',
  )
  await page.getByLabel('First name').fill(member.firstName)
  await page.getByLabel('Last name').fill(member.lastName)
  await page.getByLabel('E-mail address').fill(newAddress('early'))
  // One of the most common passwords: the server refuses it once the page sends the form.
  await page.getByLabel('Password', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toContainText('password', {
    timeout: 10_000,
  })
  await expect(page.getByRole('alert')).not.toContainText('First name')
  await expect(page.getByLabel('First name')).toHaveValue(member.firstName)
  expect(loads).toBe(1)
})
