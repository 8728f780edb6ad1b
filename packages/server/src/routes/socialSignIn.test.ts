import {
  endpoints,
  SOCIAL_ROUTES,
  socialCallbackPath,
  socialConnectPath,
  socialSignInPath,
  type SocialProvider,
} from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browser } from '../testing/browser'
import {
  freePort,
  startLoopbackProviders,
  TENANT_ID,
  type LoopbackProviders,
} from '../testing/loopbackProviders'
import {
  createMember,
  registerMember,
  setCookiesOf,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
let providers: LoopbackProviders
beforeAll(async () => {
  const port = await freePort()
  const site = `http://127.0.0.1:${port}`
  providers = await startLoopbackProviders(
    SOCIAL_ROUTES.filter(({ kind }) => kind === 'callback').map(
      ({ path }) => `${site}${path}`,
    ),
  )
  server = await startTestServer({
    port,
    socialSignIn: providers.settings,
    socialFetch: providers.fetch,
  })
}, 30_000)
afterAll(async () => {
  await server?.close()
  await providers?.close()
})

let serial = 0
/** A subject and an address no other test uses. */
const fresh = (name: string) => {
  serial += 1
  return {
    sub: `${name}-${serial}`,
    email: `${name}-${serial}@example.com`,
  }
}

const db = () => server.database.db

/** Signs in with a provider from a new browser (or the one given); where it ended and how. */
async function signIn(
  provider: SocialProvider,
  { browser = new Browser(server.baseUrl), lang = 'en' } = {},
) {
  const { hops, end } = await browser.navigate(
    `${server.baseUrl}${socialSignInPath(provider)}?lang=${lang}`,
  )
  const callback = hops.find(({ url }) => url.pathname.endsWith('/callback/'))
  return {
    browser,
    end,
    outcome: end.searchParams.get('outcome'),
    cookies: callback ? setCookiesOf(callback.response) : new Map(),
  }
}

const userByEmail = (email: string) =>
  db()
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst()

const identitiesOfUser = (userId: string) =>
  db()
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .execute()

const tokensIn = (browser: Browser): SessionTokens => ({
  accessToken: browser.cookie(server.baseUrl, 'access_token_cookie') ?? '',
  refreshToken: browser.cookie(server.baseUrl, 'refresh_token_cookie') ?? '',
})

const checkToken = (tokens: SessionTokens) =>
  withTokens(server, endpoints.checkToken, tokens)

describe('Google (OpenID Connect, email_verified)', () => {
  it('creates a confirmed account for a new identity with a verified address, signs in, and lands on the orchestration page', async () => {
    const person = fresh('ana')
    providers.google.signInAs({
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
    const user = await userByEmail(person.email)
    expect(user).toMatchObject({
      first_name: 'Ana',
      last_name: 'Horvat',
      password_hash: null,
      language: 'de',
    })
    expect(user?.email_verified_at).not.toBeNull()
    const response = await checkToken(tokensIn(browser))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      user: { adb2cId: user?.adb2c_id },
    })
  })
})
