import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { uniqueEmail } from '../support/members'
import { accountsAdminEmail, accountsOrigin } from '../support/servers'

// Social sign-in and passkeys as a member meets them on the site (issue 12; decisions 017 and
// 018): the site's own buttons lead to the three loopback providers (Google proves the address,
// Microsoft sends no email_verified, Facebook may send no address), whose login forms the browser
// fills in; the callbacks land on the orchestration page. Passkeys are made and used by
// Chromium's virtual authenticator through the profile settings and the sign-in page.
test.use({ baseURL: accountsOrigin })

const orchestration = (lang: string, outcome: string, provider: string) =>
  `${accountsOrigin}/${lang}/orchestration?outcome=${outcome}&provider=${provider}`

/** Follows the confirmation link of the member's last mail on the site's page. */
async function confirmByMail(page: Page, link: string, heading: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
}

const confirmationLink = (text: string) =>
  /(http:\/\/localhost:\d+\/\w\w\/registration-confirm#token=\S+)/.exec(
    text,
  )?.[1] ?? ''

test('the accounts server offers the three providers, Google and Facebook to connect', async ({
  request,
}) => {
  const response = await request.get('/api/v1/auth/providers')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({
    providers: ['google', 'microsoft', 'facebook'],
    connectable: ['google', 'facebook'],
  })
})

test('Google proves the address: a new member signs in from the site’s button and comes back to the page they were on', async ({
  page,
  signInAtProvider,
  expectNoSeriousA11yViolations,
}) => {
  const email = uniqueEmail('google')
  // Signed out, the profile sends the visitor to sign in, and remembers to come back.
  await page.goto('/de/mein-profil/profile-settings')
  await expect(page).toHaveURL(
    /\/de\/anmelden\?return=%2Fde%2Fmein-profil%2Fprofile-settings$/,
  )
  await expect(
    page.getByRole('heading', { name: 'Andere Anmeldemöglichkeiten' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await page.getByRole('link', { name: 'Weiter mit Google' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//)
  await signInAtProvider({ email, firstName: 'Ana', lastName: 'Horvat' })
  await expect(page).toHaveURL(/\/de\/mein-profil\/profile-settings$/)
  await expect(
    page.getByText(`Sie sind als ${email} angemeldet.`),
  ).toBeVisible()

  const cookies = new Map(
    (await page.context().cookies(accountsOrigin)).map((cookie) => [
      cookie.name,
      cookie,
    ]),
  )
  expect(cookies.get('access_token_cookie')?.httpOnly).toBe(true)
  expect(cookies.get('refresh_token_cookie')?.httpOnly).toBe(true)
  expect(cookies.get('session_user_cookie')?.httpOnly).toBe(false)
  // Taken on arrival: a later sign-in goes home.
  expect(cookies.has('redirect-page')).toBe(false)

  // The Google identity is listed; Facebook can be connected; the name came from Google.
  const connected = page.getByRole('region', { name: 'Verbundene Konten' })
  await expect(connected.getByText('Google', { exact: true })).toBeVisible()
  await expect(
    connected.getByRole('link', { name: 'Facebook verbinden' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await page.getByRole('button', { name: /^Ana: / }).click()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/\/de$/)
})

test('the address ADMIN_EMAILS names is an admin when Google signs it in', async ({
  page,
  signInAtProvider,
}) => {
  await page.goto('/en/sign-in')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await signInAtProvider({
    email: accountsAdminEmail,
    firstName: 'Ada',
    lastName: 'Admin',
  })
  await expect(page).toHaveURL(`${accountsOrigin}/en`)
  const member = await page.request.get('/api/v1/auth/check-token')
  expect((await member.json()).user.isAdmin).toBe(true)
})

test('Microsoft sends no email_verified: the member confirms the address by mail, then Microsoft signs them in', async ({
  page,
  signInAtProvider,
  waitForMail,
  expectNoSeriousA11yViolations,
}) => {
  const email = uniqueEmail('microsoft')
  const account = { email, firstName: 'Giulia', lastName: 'Rossi' }
  await page.goto('/it/accedi')
  await page.getByRole('link', { name: 'Continua con Microsoft' }).click()
  await signInAtProvider(account)
  await expect(page).toHaveURL(
    orchestration('it', 'confirm_email', 'microsoft'),
  )
  await expect(
    page.getByRole('heading', { name: 'Accesso con Microsoft' }),
  ).toBeVisible()
  await expect(page.getByRole('status')).toContainText(
    'Controlli la Sua casella di posta.',
  )
  await expectNoSeriousA11yViolations()
  expect(
    (await page.context().cookies(accountsOrigin)).map(({ name }) => name),
  ).not.toContain('access_token_cookie')

  const mail = await waitForMail(email)
  await confirmByMail(
    page,
    confirmationLink(mail.text),
    'Il Suo indirizzo è confermato',
  )
  await page.getByRole('link', { name: 'Accedi' }).first().click()
  // Microsoft still knows the member: no form this time.
  await page.getByRole('link', { name: 'Continua con Microsoft' }).click()
  await expect(page).toHaveURL(`${accountsOrigin}/it`)
  await expect(page.getByRole('button', { name: /^Giulia: / })).toBeVisible()
})

test('Facebook without an address: the site asks for one, mails a link to it, and Facebook then signs the member in', async ({
  page,
  signInAtProvider,
  waitForMail,
  expectNoSeriousA11yViolations,
}) => {
  // Facebook knows the member by its id, whatever address they give the site.
  const account = {
    id: `facebook-${Date.now()}`,
    firstName: 'Ivan',
    lastName: 'Kovač',
    withoutEmail: true,
  }
  await page.goto('/hr/prijava')
  await page
    .getByRole('link', { name: 'Nastavi putem usluge Facebook' })
    .click()
  await signInAtProvider(account)
  await expect(page).toHaveURL(
    orchestration('hr', 'email_required', 'facebook'),
  )
  await expectNoSeriousA11yViolations()

  // A wrong address is refused where it was typed, and kept.
  const address = page.getByLabel('Adresa e-pošte')
  await address.fill('ivan.kovac@')
  await page.getByRole('button', { name: 'Pošalji poveznicu' }).click()
  await expect(address).toBeFocused()
  await expect(address).toHaveValue('ivan.kovac@')
  await expect(address).toHaveAttribute('aria-invalid', 'true')

  const email = uniqueEmail('facebook')
  await address.fill(email)
  await page.getByRole('button', { name: 'Pošalji poveznicu' }).click()
  await expect(
    page.getByRole('heading', {
      name: 'Molimo provjerite svoj sandučić e-pošte',
    }),
  ).toBeVisible()

  const mail = await waitForMail(email)
  await confirmByMail(
    page,
    confirmationLink(mail.text),
    'Vaša je adresa potvrđena',
  )
  await page.goto('/hr/prijava')
  await page
    .getByRole('link', { name: 'Nastavi putem usluge Facebook' })
    .click()
  // Facebook still knows the member: no form this time.
  await expect(page).toHaveURL(`${accountsOrigin}/hr`)
  const member = await page.request.get('/api/v1/auth/check-token')
  expect((await member.json()).user.contactData.email).toBe(email)
})

test('cancelling at the provider says nothing changed, and leads back to signing in', async ({
  page,
  signInAtProvider,
}) => {
  await page.goto('/sl/prijava')
  await page.getByRole('link', { name: 'Nadaljuj s storitvijo Google' }).click()
  await signInAtProvider({ cancel: true })
  await expect(page).toHaveURL(orchestration('sl', 'cancelled', 'google'))
  await expect(page.getByRole('alert')).toContainText(
    'Prijava je bila preklicana. Nič se ni spremenilo.',
  )
  await page.getByRole('link', { name: 'Nazaj na prijavo' }).click()
  await expect(page).toHaveURL(/\/sl\/prijava$/)
})

test('a member connects Google from the profile, then signs in with it', async ({
  page,
  registerMember,
  signInThroughApi,
  signInAtProvider,
}) => {
  const member = await registerMember({ lang: 'en' })
  // Another Google account than the member's address: connecting proves nothing about it.
  const googleAccount = {
    email: uniqueEmail('connect'),
    firstName: 'Ana',
    lastName: 'Horvat',
  }
  await page.goto('/en')
  await signInThroughApi(member)
  await page.goto('/en/my-profile/profile-settings')
  const connected = page.getByRole('region', { name: 'Connected accounts' })
  await expect(
    connected.getByText('No other account is connected yet.'),
  ).toBeVisible()
  await connected.getByRole('link', { name: 'Connect Google' }).click()
  await signInAtProvider(googleAccount)
  await expect(page).toHaveURL(/\/en\/my-profile\/profile-settings$/)
  await expect(connected.getByText('Google', { exact: true })).toBeVisible()

  await page.context().clearCookies()
  await page.goto('/en/sign-in')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await signInAtProvider(googleAccount)
  await expect(page).toHaveURL(`${accountsOrigin}/en`)
  const checked = await page.request.get('/api/v1/auth/check-token')
  expect((await checked.json()).user.contactData.email).toBe(member.email)
})

test('a member adds a passkey in the profile and signs in with it, no address asked', async ({
  page,
  registerMember,
  signInThroughApi,
  virtualAuthenticator,
  expectNoSeriousA11yViolations,
}) => {
  const member = await registerMember({ lang: 'en' })
  await page.goto('/en')
  await signInThroughApi(member)
  await page.goto('/en/my-profile/profile-settings')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible()
  await passkeys.getByLabel('Name (optional)').fill('E2E laptop')
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByRole('status')).toContainText(
    'The passkey “E2E laptop” has been added.',
  )
  await expect(passkeys.getByText('E2E laptop', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations()
  const stored = await virtualAuthenticator.credentials()
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    isResidentCredential: true,
    rpId: 'localhost',
  })

  // Signed out, then in again with the passkey alone, back to the profile.
  await page.getByRole('button', { name: /: your account$/ }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${accountsOrigin}/en`)
  await page.goto('/en/my-profile/profile-settings')
  await expect(page).toHaveURL(
    /\/en\/sign-in\?return=%2Fen%2Fmy-profile%2Fprofile-settings$/,
  )
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page).toHaveURL(/\/en\/my-profile\/profile-settings$/)
  await expect(
    page.getByText(`You are signed in as ${member.email}.`),
  ).toBeVisible()
})
