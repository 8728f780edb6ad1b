import { expect, test } from '../support/fixtures'
import { uniqueEmail } from '../support/members'
import { accountsAdminEmail, accountsOrigin } from '../support/servers'

// The wiring of social sign-in and passkeys on the accounts server (issue 12; decisions 017 and
// 018), before the site's pages use it: the three loopback providers answer the server, a real
// browser signs in at their forms and lands on the orchestration page with the outcome, and
// Chromium's virtual authenticator makes and uses a passkey with @simplewebauthn/browser.
test.use({ baseURL: accountsOrigin })

const orchestration = (lang: string, outcome: string, provider: string) =>
  `${accountsOrigin}/${lang}/orchestration?outcome=${outcome}&provider=${provider}`

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

test('Google proves the address: a new member is signed in and goes on to the page the site named', async ({
  page,
  signInAtProvider,
}) => {
  const email = uniqueEmail('google')
  // The site sets redirect-page before it leaves; the server keeps a same-origin path.
  await page
    .context()
    .addCookies([
      { name: 'redirect-page', value: '/de/booking', url: accountsOrigin },
    ])
  await page.goto('/api/auth/google/?lang=de')
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//)
  await signInAtProvider({ email, firstName: 'Ana', lastName: 'Horvat' })
  await expect(page).toHaveURL(orchestration('de', 'signed_in', 'google'))

  const cookies = new Map(
    (await page.context().cookies(accountsOrigin)).map((cookie) => [
      cookie.name,
      cookie,
    ]),
  )
  expect(cookies.get('access_token_cookie')?.httpOnly).toBe(true)
  expect(cookies.get('refresh_token_cookie')?.httpOnly).toBe(true)
  expect(cookies.get('session_user_cookie')?.httpOnly).toBe(false)
  expect(cookies.get('redirect-page')?.value).toBe('/de/booking')

  const member = await page.request.get('/api/v1/auth/check-token')
  expect(member.status()).toBe(200)
  expect((await member.json()).user).toMatchObject({
    personalData: { firstName: 'Ana', lastName: 'Horvat' },
    contactData: { email },
    isAdmin: false,
  })
})

test('the address ADMIN_EMAILS names is an admin when Google signs it in', async ({
  page,
  signInAtProvider,
}) => {
  await page.goto('/api/auth/google/?lang=en')
  await signInAtProvider({
    email: accountsAdminEmail,
    firstName: 'Ada',
    lastName: 'Admin',
  })
  await expect(page).toHaveURL(orchestration('en', 'signed_in', 'google'))
  const member = await page.request.get('/api/v1/auth/check-token')
  expect((await member.json()).user.isAdmin).toBe(true)
})

test('Microsoft sends no email_verified: the member confirms the address by mail first', async ({
  page,
  signInAtProvider,
  waitForMail,
}) => {
  const email = uniqueEmail('microsoft')
  await page.goto('/api/auth/microsoft/?lang=it')
  await signInAtProvider({ email, firstName: 'Giulia', lastName: 'Rossi' })
  await expect(page).toHaveURL(
    orchestration('it', 'confirm_email', 'microsoft'),
  )
  expect(
    (await page.context().cookies(accountsOrigin)).map(({ name }) => name),
  ).not.toContain('access_token_cookie')
  const mail = await waitForMail(email)
  expect(mail.text).toContain(
    `${accountsOrigin}/it/registration-confirm#token=`,
  )
})

test('Facebook without an address: the site is asked for one, and the member gets a mail at it', async ({
  page,
  signInAtProvider,
  waitForMail,
}) => {
  await page.goto('/api/auth/facebook/?lang=hr')
  await signInAtProvider({
    firstName: 'Ivan',
    lastName: 'Kovač',
    withoutEmail: true,
  })
  await expect(page).toHaveURL(
    orchestration('hr', 'email_required', 'facebook'),
  )

  // What the site's form then posts; the identity waits in the httpOnly connect_pending cookie.
  const email = uniqueEmail('facebook')
  const answer = await page.request.post('/api/v1/auth/external-provider', {
    data: { email, lang: 'hr' },
  })
  expect(answer.status()).toBe(202)
  expect(await answer.json()).toEqual({ next: 'confirm_email' })
  const mail = await waitForMail(email)
  expect(mail.text).toContain(
    `${accountsOrigin}/hr/registration-confirm#token=`,
  )
})

test('cancelling at the provider ends on the orchestration page with the outcome cancelled', async ({
  page,
  signInAtProvider,
}) => {
  await page.goto('/api/auth/google/?lang=sl')
  await signInAtProvider({ cancel: true })
  await expect(page).toHaveURL(orchestration('sl', 'cancelled', 'google'))
})

test('a member adds a passkey with the virtual authenticator and signs in with it, no address asked', async ({
  page,
  registerMember,
  signInThroughApi,
  virtualAuthenticator,
  installWebAuthnBrowser,
}) => {
  const member = await registerMember({ lang: 'en' })
  // Any page of the site is a secure context on localhost, where WebAuthn runs.
  await page.goto('/en')
  await signInThroughApi(member)
  await installWebAuthnBrowser()

  // The calls of core's addPasskey, with the browser's WebAuthn through @simplewebauthn/browser.
  const added = await page.evaluate(async () => {
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`/api/v1/auth/passkeys/${path}`, {
        method: 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    }
    const options = await post('registration/options')
    if (options.status !== 200) return options
    const response = await window.SimpleWebAuthnBrowser.startRegistration({
      optionsJSON: options.body,
    })
    return post('registration/verify', { response, name: 'E2E laptop' })
  })
  expect(added).toEqual({
    status: 201,
    body: expect.objectContaining({ name: 'E2E laptop' }),
  })
  const stored = await virtualAuthenticator.credentials()
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    isResidentCredential: true,
    rpId: 'localhost',
  })

  // Signed out, then in again with the passkey alone.
  await page.context().clearCookies()
  await page.reload()
  expect((await page.request.get('/api/v1/auth/check-token')).status()).toBe(
    401,
  )
  await installWebAuthnBrowser()
  // The calls of core's signInWithPasskey.
  const signedIn = await page.evaluate(async () => {
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`/api/v1/auth/passkeys/${path}`, {
        method: 'POST',
        headers:
          body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    }
    const options = await post('authentication/options')
    if (options.status !== 200) return options
    const response = await window.SimpleWebAuthnBrowser.startAuthentication({
      optionsJSON: options.body,
    })
    return post('authentication/verify', { response })
  })
  expect(signedIn.status).toBe(200)
  expect(signedIn.body.user.contactData.email).toBe(member.email)
  const checked = await page.request.get('/api/v1/auth/check-token')
  expect(checked.status()).toBe(200)
})
