import {
  endpoints,
  socialCallbackPath,
  socialSignInPath,
  type SocialProvider,
} from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAuthKeys } from '../accounts/accessTokens'
import { openFlow, sealFlow, type SocialFlow } from '../accounts/socialFlow'
import { Browser } from '../testing/browser'
import { freePort, TENANT_ID } from '../testing/loopbackProviders'
import { confirmEmail, createMember, setCookiesOf } from '../testing/members'
import { waitForMail } from '../testing/outbox'
import {
  fresh,
  startSocialTestbed,
  type SocialTestbed,
} from '../testing/socialTestbed'
import { startTestServer } from '../testing/testServer'

// Social sign-in against real OpenID providers on loopback (decision 017); connect and the
// member's identities are in socialConnect.test.ts.
let bed: SocialTestbed
beforeAll(async () => {
  bed = await startSocialTestbed()
}, 30_000)
afterAll(() => bed?.close())

const signIn: SocialTestbed['signIn'] = (...args) => bed.signIn(...args)
const server = () => bed.server
const providers = () => bed.providers

/** Starts a flow and stops at the callback URL the provider sent the browser to, unfetched. */
async function untilCallback(
  provider: SocialProvider,
  browser = new Browser(server().baseUrl),
) {
  const { end } = await browser.navigate(
    `${server().baseUrl}${socialSignInPath(provider)}`,
    (url) => url.pathname === socialCallbackPath(provider),
  )
  return { browser, callback: end }
}

/** The flow in a browser's connect_<provider> cookie, changed and sealed again with the server()'s key. */
async function tamperFlow(
  browser: Browser,
  provider: SocialProvider,
  change: Partial<SocialFlow>,
) {
  const keys = await loadAuthKeys(server().database.db)
  const name = `connect_${provider}`
  const flow = await openFlow(
    keys,
    decodeURIComponent(browser.cookie(server().baseUrl, name) ?? ''),
    new Date(),
  )
  if (!flow) throw new Error('no flow cookie')
  browser.setCookie(
    server().baseUrl,
    name,
    await sealFlow(keys, { ...flow, ...change }, new Date()),
  )
}

const outcomeOf = (response: Response) =>
  new URL(
    response.headers.get('location') ?? '/',
    server().baseUrl,
  ).searchParams.get('outcome')

describe('Google (OpenID Connect, email_verified)', () => {
  it('creates a confirmed account for a new identity with a verified address, signs in, and lands on the orchestration page', async () => {
    const person = fresh('ana')
    providers().google.signInAs({
      ...person,
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Horvat',
      name: 'Ana Horvat',
    })
    const { end, outcome, browser } = await signIn('google', { lang: 'de' })
    expect(end.pathname).toBe('/de/orchestration')
    expect(outcome).toBe('signed_in')
    expect(end.searchParams.get('provider')).toBe('google')
    const user = await bed.userByEmail(person.email)
    expect(user).toMatchObject({
      first_name: 'Ana',
      last_name: 'Horvat',
      password_hash: null,
      language: 'de',
    })
    expect(user?.email_verified_at).not.toBeNull()
    expect(await bed.memberOf(bed.tokensIn(browser))).toMatchObject({
      user: { adb2cId: user?.adb2c_id },
    })
  })

  it('ASVS 6.8.1: signs a known identity in again by (issuer, subject), even when its address changed at the provider', async () => {
    const person = fresh('boris')
    providers().google.signInAs({ ...person, email_verified: true })
    expect((await signIn('google')).outcome).toBe('signed_in')
    const user = await bed.userByEmail(person.email)
    providers().google.signInAs({
      sub: person.sub,
      email: 'boris.new@example.com',
      email_verified: true,
    })
    const again = await signIn('google')
    expect(again.outcome).toBe('signed_in')
    expect(await bed.memberOf(bed.tokensIn(again.browser))).toMatchObject({
      user: { adb2cId: user?.adb2c_id },
    })
    expect(await bed.userByEmail('boris.new@example.com')).toBeUndefined()
    const identities = await bed.identitiesOfUser(user?.adb2c_id)
    expect(identities).toHaveLength(1)
    expect(identities[0]).toMatchObject({
      issuer: providers().google.issuer,
      subject: person.sub,
    })
  })

  it('ASVS 6.8.1: joins an account when both Google and the account have proven the address', async () => {
    const person = fresh('cvita')
    await createMember(server(), { email: person.email })
    providers().google.signInAs({ ...person, email_verified: true })
    const { outcome, browser } = await signIn('google')
    expect(outcome).toBe('signed_in')
    const user = await bed.userByEmail(person.email)
    expect(user?.password_hash).not.toBeNull()
    expect(await bed.memberOf(bed.tokensIn(browser))).toMatchObject({
      user: { adb2cId: user?.adb2c_id },
    })
    expect(await bed.identitiesOfUser(user?.adb2c_id)).toHaveLength(1)
  })

  it('ASVS 6.8.1: does not join an account whose own address is unconfirmed; the member is asked to sign in and connect', async () => {
    const person = fresh('dora')
    const response = await fetch(
      `${server().baseUrl}${endpoints.register.path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: person.email,
          password: 'a long enough passphrase',
          firstName: 'Dora',
          lastName: 'Kralj',
          lang: 'en',
        }),
      },
    )
    expect(response.status).toBe(202)
    providers().google.signInAs({ ...person, email_verified: true })
    const { outcome, cookies } = await signIn('google')
    expect(outcome).toBe('sign_in_to_connect')
    expect(cookies.has('access_token_cookie')).toBe(false)
    const user = await bed.userByEmail(person.email)
    expect(await bed.identitiesOfUser(user?.adb2c_id)).toEqual([])
  })

  it('ASVS 6.8.1: does not join by an address Google does not say is verified', async () => {
    const person = fresh('ema')
    await createMember(server(), { email: person.email })
    providers().google.signInAs({ ...person, email_verified: false })
    const { outcome, cookies } = await signIn('google')
    expect(outcome).toBe('confirm_email')
    expect(cookies.has('access_token_cookie')).toBe(false)
    const user = await bed.userByEmail(person.email)
    expect(await bed.identitiesOfUser(user?.adb2c_id)).toEqual([])
  })

  it('ends with outcome cancelled and no session when the member cancels at the provider, and logs it (ASVS 16.3.1)', async () => {
    providers().google.refuseWith('access_denied')
    const { outcome, cookies, end } = await signIn('google', { lang: 'hr' })
    expect(end.pathname).toBe('/hr/orchestration')
    expect(outcome).toBe('cancelled')
    expect(cookies.has('access_token_cookie')).toBe(false)
    expect(
      bed.logLines.some(
        (line) =>
          line.includes('social sign-in refused') &&
          line.includes('access_denied'),
      ),
    ).toBe(true)
  })
})

describe('the flow cookie and its checks', () => {
  it('ASVS 3.3.4, 3.3.2, 3.3.1: keeps the flow in an httpOnly, SameSite=Lax, Secure connect_<provider> cookie for 10 minutes, cleared by the callback', async () => {
    providers().google.signInAs({ ...fresh('fran'), email_verified: true })
    const browser = new Browser(server().baseUrl)
    const { hops } = await browser.navigate(
      `${server().baseUrl}${socialSignInPath('google')}`,
    )
    const set = setCookiesOf(hops[0]!.response).get('connect_google')
    expect(set?.attributes.get('httponly')).toBe(true)
    expect(set?.attributes.get('samesite')).toBe('Lax')
    expect(set?.attributes.get('secure')).toBe(true)
    expect(set?.attributes.get('path')).toBe('/')
    expect(set?.attributes.get('max-age')).toBe('600')
    // Encrypted: neither the PKCE verifier nor the nonce can be read from it.
    expect(set?.value.split('.')).toHaveLength(5)
    const callback = hops.find(({ url }) =>
      url.pathname.endsWith('/callback/'),
    )!
    expect(setCookiesOf(callback.response).get('connect_google')?.value).toBe(
      '',
    )
    expect(browser.cookie(server().baseUrl, 'connect_google')).toBeUndefined()
  })

  it('ASVS 10.2.1: sends PKCE (S256), state and nonce to the provider', async () => {
    const browser = new Browser(server().baseUrl)
    const response = await browser.get(
      new URL(`${server().baseUrl}${socialSignInPath('google')}`),
    )
    expect(response.status).toBe(302)
    const to = new URL(response.headers.get('location') ?? '')
    expect(to.origin).toBe(providers().google.origin)
    expect(to.searchParams.get('code_challenge_method')).toBe('S256')
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(to.searchParams.get('redirect_uri')).toBe(
      `${server().baseUrl}${socialCallbackPath('google')}`,
    )
  })

  it('ASVS 10.1.2: answers a replayed callback (same URL, same cookie) with outcome expired and no session', async () => {
    providers().google.signInAs({ ...fresh('goran'), email_verified: true })
    const { browser, callback } = await untilCallback('google')
    const cookie = browser.cookie(server().baseUrl, 'connect_google') ?? ''
    const first = await browser.get(callback)
    expect(outcomeOf(first)).toBe('signed_in')
    const replay = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `connect_google=${cookie}` },
    })
    expect(replay.status).toBe(302)
    expect(outcomeOf(replay)).toBe('expired')
    expect(setCookiesOf(replay).has('access_token_cookie')).toBe(false)
  })

  it('ASVS 10.2.1: refuses a callback this browser did not start (no cookie, or another flow’s) before any exchange', async () => {
    providers().google.signInAs({ ...fresh('hana'), email_verified: true })
    const { callback } = await untilCallback('google')
    const stranger = await fetch(callback, { redirect: 'manual' })
    expect(outcomeOf(stranger)).toBe('expired')
    // Login CSRF: the attacker's callback in a victim's browser that has a flow of its own.
    const victim = await untilCallback('google')
    const forced = await victim.browser.get(callback)
    expect(outcomeOf(forced)).toBe('expired')
    expect(setCookiesOf(forced).has('access_token_cookie')).toBe(false)
  })

  it('ASVS 10.5.1: refuses an ID token whose nonce is not the flow’s', async () => {
    providers().google.signInAs({ ...fresh('ivo'), email_verified: true })
    const { browser, callback } = await untilCallback('google')
    await tamperFlow(browser, 'google', { nonce: 'another-nonce' })
    const response = await browser.get(callback)
    expect(outcomeOf(response)).toBe('provider_error')
    expect(setCookiesOf(response).has('access_token_cookie')).toBe(false)
  })

  it('ASVS 10.1.2: a code is not exchanged without the flow’s own PKCE verifier', async () => {
    providers().google.signInAs({ ...fresh('jure'), email_verified: true })
    const { browser, callback } = await untilCallback('google')
    await tamperFlow(browser, 'google', {
      codeVerifier: 'x'.repeat(43),
    })
    const response = await browser.get(callback)
    expect(outcomeOf(response)).toBe('provider_error')
    expect(setCookiesOf(response).has('access_token_cookie')).toBe(false)
  })

  it('ASVS 3.7.2: hands a same-origin redirect-page back to the orchestration page and drops any other', async () => {
    for (const [value, kept] of [
      ['/de/booking?step=3', true],
      ['//evil.example/phish', false],
      ['/\\evil.example', false],
      ['https://evil.example/', false],
    ] as const) {
      providers().google.signInAs({ ...fresh('kata'), email_verified: true })
      const browser = new Browser(server().baseUrl)
      browser.setCookie(
        server().baseUrl,
        'redirect-page',
        encodeURIComponent(value),
      )
      const { end, hops } = await browser.navigate(
        `${server().baseUrl}${socialSignInPath('google')}`,
      )
      expect(end.origin, value).toBe(server().baseUrl)
      expect(end.pathname, value).toBe('/en/orchestration')
      const page = browser.cookie(server().baseUrl, 'redirect-page')
      expect(page && decodeURIComponent(page), value).toBe(
        kept ? value : undefined,
      )
      for (const { response } of hops) {
        const location = response.headers.get('location') ?? ''
        expect(location, value).not.toContain('evil.example')
      }
    }
  })
})

describe('Microsoft (Entra ID: no email_verified, multi-tenant issuer)', () => {
  it('keeps the address of a new identity unconfirmed: an account waits for its confirmation, no session', async () => {
    const person = fresh('luka')
    // Even a claim that says verified is not believed from Microsoft.
    providers().microsoft.signInAs({
      ...person,
      tid: TENANT_ID,
      email_verified: true,
      name: 'Luka Novak',
    })
    const { outcome, cookies } = await signIn('microsoft')
    expect(outcome).toBe('confirm_email')
    expect(cookies.has('access_token_cookie')).toBe(false)
    const user = await bed.userByEmail(person.email)
    expect(user).toMatchObject({
      email_verified_at: null,
      password_hash: null,
      first_name: 'Luka',
      last_name: 'Novak',
    })
    const identities = await bed.identitiesOfUser(user?.adb2c_id)
    // The tenant's own issuer, as the ID token carried it, keys the identity.
    expect(identities[0]).toMatchObject({
      provider: 'microsoft',
      issuer: `https://login.microsoftonline.com/${TENANT_ID}/v2.0`,
      subject: person.sub,
    })
    // Signing in again waits for the confirmation too; once confirmed, it signs in.
    providers().microsoft.signInAs({ ...person, tid: TENANT_ID })
    expect((await signIn('microsoft')).outcome).toBe('confirm_email')
    await confirmEmail(server(), person.email)
    providers().microsoft.signInAs({ ...person, tid: TENANT_ID })
    expect((await signIn('microsoft')).outcome).toBe('signed_in')
  })

  it('ASVS 6.8.1, 6.3.8: never joins an existing account by a Microsoft address, and answers as for a new one; the owner is told by mail', async () => {
    const person = fresh('mia')
    await createMember(server(), { email: person.email })
    providers().microsoft.signInAs({ ...person, tid: TENANT_ID })
    const { outcome, cookies } = await signIn('microsoft')
    expect(outcome).toBe('confirm_email')
    expect(cookies.has('access_token_cookie')).toBe(false)
    const user = await bed.userByEmail(person.email)
    expect(await bed.identitiesOfUser(user?.adb2c_id)).toEqual([])
    // The first mail confirmed the registration; the second tells the owner, and links nothing.
    const notice = await waitForMail(server().database.db, person.email, 2)
    expect(notice.text).not.toMatch(/#token=/)
  })

  it('ASVS 10.5.3: refuses an ID token whose issuer is not the one its tid names', async () => {
    providers().microsoft.signInAs({
      ...fresh('nika'),
      tid: '00000000-0000-0000-0000-000000000001',
    })
    const { outcome, cookies } = await signIn('microsoft')
    expect(outcome).toBe('provider_error')
    expect(cookies.has('access_token_cookie')).toBe(false)
  })
})

describe('Facebook (OAuth 2 and the Graph API)', () => {
  it('keeps a Facebook address unconfirmed and signs in only once it is confirmed', async () => {
    const person = fresh('oto')
    providers().facebook.signInAs({
      ...person,
      given_name: 'Oto',
      family_name: 'Zorić',
    })
    expect((await signIn('facebook')).outcome).toBe('confirm_email')
    const user = await bed.userByEmail(person.email)
    expect(user).toMatchObject({
      email_verified_at: null,
      first_name: 'Oto',
      last_name: 'Zorić',
    })
    await confirmEmail(server(), person.email)
    providers().facebook.signInAs(person)
    expect((await signIn('facebook')).outcome).toBe('signed_in')
  })

  it('asks for an address when Facebook gives none, then keeps it unconfirmed (external-provider)', async () => {
    const { sub, email } = fresh('petra')
    providers().facebook.signInAs({ sub, given_name: 'Petra' })
    const { outcome, browser, cookies } = await signIn('facebook')
    expect(outcome).toBe('email_required')
    expect(cookies.has('access_token_cookie')).toBe(false)
    const pending = cookies.get('connect_pending')
    expect(pending?.attributes.get('httponly')).toBe(true)
    const post = () =>
      fetch(`${server().baseUrl}${endpoints.externalProvider.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `connect_pending=${browser.cookie(server().baseUrl, 'connect_pending')}`,
        },
        body: JSON.stringify({ email, lang: 'it' }),
      })
    const answer = await post()
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ next: 'confirm_email' })
    expect(setCookiesOf(answer).get('connect_pending')?.value).toBe('')
    const user = await bed.userByEmail(email)
    expect(user).toMatchObject({
      email_verified_at: null,
      first_name: 'Petra',
      language: 'it',
    })
    expect(await bed.identitiesOfUser(user?.adb2c_id)).toHaveLength(1)
    // The identity waits for the confirmation.
    providers().facebook.signInAs({ sub })
    expect((await signIn('facebook')).outcome).toBe('confirm_email')
  })

  it('refuses external-provider without the pending identity’s cookie', async () => {
    const response = await fetch(
      `${server().baseUrl}${endpoints.externalProvider.path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', lang: 'en' }),
      },
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      error: { kind: 'unauthorized' },
    })
  })

  it('ASVS 6.8.1, 6.3.8: a typed address that has an account is not joined, and gets the same answer', async () => {
    const person = fresh('rina')
    await createMember(server(), { email: person.email })
    providers().facebook.signInAs({ sub: person.sub })
    const { browser } = await signIn('facebook')
    const answer = await fetch(
      `${server().baseUrl}${endpoints.externalProvider.path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `connect_pending=${browser.cookie(server().baseUrl, 'connect_pending')}`,
        },
        body: JSON.stringify({ email: person.email, lang: 'en' }),
      },
    )
    expect(answer.status).toBe(202)
    const user = await bed.userByEmail(person.email)
    expect(await bed.identitiesOfUser(user?.adb2c_id)).toEqual([])
  })
})

describe('configuration', () => {
  it('ASVS 10.5.3: refuses a provider whose metadata names another issuer than the configured one; nothing is started', async () => {
    const google = providers().settings.google
    if (google?.protocol !== 'oidc') throw new Error('Google is OpenID Connect')
    const impostor = await startTestServer({
      port: await freePort(),
      socialSignIn: {
        google: { ...google, issuer: `${providers().google.origin}/impostor` },
      },
    })
    try {
      const browser = new Browser(impostor.baseUrl)
      const { end } = await browser.navigate(
        `${impostor.baseUrl}${socialSignInPath('google')}`,
      )
      expect(end.searchParams.get('outcome')).toBe('provider_error')
      expect(browser.cookie(impostor.baseUrl, 'connect_google')).toBeUndefined()
      // Only the configured providers() are offered; the others' routes answer 404.
      const offered = await fetch(
        `${impostor.baseUrl}${endpoints.socialProviders.path}`,
      )
      expect(await offered.json()).toEqual({
        providers: ['google'],
        connectable: ['google'],
      })
      const off = await fetch(
        `${impostor.baseUrl}${socialSignInPath('microsoft')}`,
        { redirect: 'manual' },
      )
      expect(off.status).toBe(404)
      expect(await off.json()).toMatchObject({ error: { kind: 'not_found' } })
    } finally {
      await impostor.close()
    }
  })
})
