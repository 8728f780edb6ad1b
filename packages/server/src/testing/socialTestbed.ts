import {
  endpoints,
  SOCIAL_ROUTES,
  socialSignInPath,
  type SocialProvider,
} from '@resort/core/api'
import { Browser } from './browser'
import {
  freePort,
  startLoopbackProviders,
  type LoopbackProviders,
} from './loopbackProviders'
import { setCookiesOf, withTokens, type SessionTokens } from './members'
import { startTestServer, type TestServer } from './testServer'

let serial = 0
/** A subject and an address no other test uses. */
export const fresh = (name: string) => {
  serial += 1
  return { sub: `${name}-${serial}`, email: `${name}-${serial}@example.com` }
}

/**
 * The three loopback providers and a test server configured with them (its port chosen first,
 * since the providers must know its callbacks), with the helpers the social sign-in tests share.
 */
export async function startSocialTestbed() {
  const port = await freePort()
  const site = `http://127.0.0.1:${port}`
  const providers: LoopbackProviders = await startLoopbackProviders(
    SOCIAL_ROUTES.filter(({ kind }) => kind === 'callback').map(
      ({ path }) => `${site}${path}`,
    ),
  )
  const logLines: string[] = []
  const server: TestServer = await startTestServer({
    port,
    socialSignIn: providers.settings,
    socialFetch: providers.fetch,
    logStream: { write: (line) => void logLines.push(line) },
  })
  const db = server.database.db

  return {
    server,
    providers,
    logLines,
    /** Signs in with a provider from a new browser (or the one given); where it ended and how. */
    async signIn(
      provider: SocialProvider,
      { browser = new Browser(server.baseUrl), lang = 'en' } = {},
    ) {
      const { hops, end } = await browser.navigate(
        `${server.baseUrl}${socialSignInPath(provider)}?lang=${lang}`,
      )
      const callback = hops.find(({ url }) =>
        url.pathname.endsWith('/callback/'),
      )
      return {
        browser,
        end,
        outcome: end.searchParams.get('outcome'),
        cookies: callback ? setCookiesOf(callback.response) : new Map(),
      }
    },
    userByEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst(),
    identitiesOfUser: (userId: string | undefined) =>
      db
        .selectFrom('user_identities')
        .selectAll()
        .where('user_id', '=', userId ?? '')
        .execute(),
    /** The session tokens a browser holds for the test server. */
    tokensIn: (browser: Browser): SessionTokens => ({
      accessToken: browser.cookie(server.baseUrl, 'access_token_cookie') ?? '',
      refreshToken:
        browser.cookie(server.baseUrl, 'refresh_token_cookie') ?? '',
      xsrfToken: browser.cookie(server.baseUrl, 'XSRF-TOKEN') ?? '',
    }),
    /** Who the tokens sign in, by check-token. */
    memberOf: async (tokens: SessionTokens) =>
      (await (
        await withTokens(server, endpoints.checkToken, tokens)
      ).json()) as {
        user?: { adb2cId: string }
      },
    close: async () => {
      await server.close()
      await providers.close()
    },
  }
}

export type SocialTestbed = Awaited<ReturnType<typeof startSocialTestbed>>
