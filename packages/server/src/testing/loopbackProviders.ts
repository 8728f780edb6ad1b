import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration } from 'oidc-provider'
import type { CustomFetch } from 'openid-client'
import type { SocialSettings } from '../accounts/socialSettings'

// Real OpenID providers (oidc-provider, by the author of openid-client) started on loopback for
// the tests, each configured like one of the three: Google (email_verified), Microsoft (Entra ID's
// multi-tenant issuer and tid, no email_verified, no iss in the authorization response) and
// Facebook (plain OAuth 2 with a Graph `me` endpoint beside it). Nothing about the protocol is
// mocked: the server under test talks to them over HTTP as it would to the real ones.

/** The claims a test chooses for the next sign-in at a provider; sub is the account. */
type AccountClaims = { sub: string } & Record<string, unknown>

/** What the provider's login and consent page does next: sign in as someone, or refuse. */
type NextInteraction = { claims: AccountClaims } | { error: string }

interface LoopbackProvider {
  /** The issuer its ID tokens carry. */
  issuer: string
  origin: string
  /** The next sign-in is this account, with these claims. */
  signInAs(claims: AccountClaims): void
  /** The next sign-in ends with this error (e.g. access_denied: the member cancelled). */
  refuseWith(error: string): void
}

export interface LoopbackProviders {
  google: LoopbackProvider
  microsoft: LoopbackProvider
  facebook: LoopbackProvider
  /** The server's settings for the three, as the environment would give them. */
  settings: SocialSettings
  /** Routes Entra ID's real address to the loopback Microsoft, as a DNS entry would. */
  fetch: CustomFetch
  close(): Promise<void>
}

/** The Entra ID tenant of the loopback Microsoft's members. */
export const TENANT_ID = '72f988bf-86f1-41af-91ab-2d7cd011db47'
const ENTRA = 'https://login.microsoftonline.com'

/** A free loopback port, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function signingKeys() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  return [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }]
}

interface ProviderSetup {
  issuer: (origin: string) => string
  clientId: string
  clientSecret: string
  redirectUris: string[]
  claims: Configuration['claims']
  scopes: string[]
  /** Extra routes in front of the provider; true when one answered. */
  routes?: (
    provider: Provider,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) => Promise<boolean>
  /** Entra ID sends no iss parameter in the authorization response. */
  withoutIssParameter?: boolean
}

async function startProvider(setup: ProviderSetup) {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const accounts = new Map<string, AccountClaims>()
  let next: NextInteraction | undefined
  const provider = new Provider(setup.issuer(origin), {
    clients: [
      {
        client_id: setup.clientId,
        client_secret: setup.clientSecret,
        redirect_uris: setup.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: await signingKeys() },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    // PKCE with S256 only, for every client.
    pkce: { methods: ['S256'], required: () => true },
    claims: setup.claims,
    scopes: setup.scopes,
    // The claims the scopes ask for go in the ID token, as Google and Entra ID put them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub)
      return claims
        ? { accountId: sub, claims: () => Promise.resolve(claims) }
        : undefined
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
  })
  if (setup.withoutIssParameter) {
    provider.use(async (ctx, nextMiddleware) => {
      await nextMiddleware()
      const location = ctx.response.get('location')
      if (location.includes('code=') || location.includes('error=')) {
        const url = new URL(location)
        url.searchParams.delete('iss')
        ctx.redirect(url.href)
      }
    })
  }
  const handle = provider.callback()
  server.on('request', (request, response) => {
    void (async () => {
      if (setup.routes && (await setup.routes(provider, request, response)))
        return
      if (request.url?.startsWith('/interaction/')) {
        // The login and consent page, completed at once as the test chose.
        const details = await provider.interactionDetails(request, response)
        const chosen = next
        next = undefined
        if (!chosen || 'error' in chosen) {
          await provider.interactionFinished(request, response, {
            error: chosen?.error ?? 'access_denied',
          })
          return
        }
        accounts.set(chosen.claims.sub, chosen.claims)
        const grant = new provider.Grant({
          accountId: chosen.claims.sub,
          clientId: String(details.params.client_id),
        })
        grant.addOIDCScope(String(details.params.scope))
        await provider.interactionFinished(
          request,
          response,
          {
            login: { accountId: chosen.claims.sub },
            consent: { grantId: await grant.save() },
          },
          { mergeWithLastSubmission: false },
        )
        return
      }
      void handle(request, response)
    })().catch((error: unknown) => {
      response.statusCode = 500
      response.end(String(error))
    })
  })
  return {
    provider,
    origin,
    loopback: {
      issuer: provider.issuer,
      origin,
      signInAs: (claims: AccountClaims) => {
        next = { claims }
      },
      refuseWith: (error: string) => {
        next = { error }
      },
    } satisfies LoopbackProvider,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const send = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const PROFILE = ['name', 'given_name', 'family_name']

/**
 * Starts the three providers. `redirectUris` are the server's callbacks (it must listen where
 * they say); `impostorIssuer` is an address whose metadata names another issuer (10.5.3 tests).
 */
export async function startLoopbackProviders(
  redirectUris: string[],
): Promise<LoopbackProviders> {
  const google = await startProvider({
    issuer: (origin) => origin,
    clientId: 'google-client',
    clientSecret: 'google-secret',
    redirectUris,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: PROFILE,
    },
    scopes: ['openid', 'email', 'profile'],
    // Metadata at a second address naming the provider's own issuer: discovered from there, it
    // is another server's (ASVS 10.5.3).
    routes: async (provider, request, response) => {
      if (request.url !== '/impostor/.well-known/openid-configuration')
        return false
      const real = await fetch(
        `${new URL(provider.issuer).origin}/.well-known/openid-configuration`,
      )
      send(response, 200, await real.json())
      return true
    },
  })

  const microsoft = await startProvider({
    issuer: () => `${ENTRA}/${TENANT_ID}/v2.0`,
    clientId: 'microsoft-client',
    clientSecret: 'microsoft-secret',
    redirectUris,
    claims: { openid: ['sub', 'tid'], email: ['email'], profile: PROFILE },
    scopes: ['openid', 'email', 'profile'],
    withoutIssParameter: true,
    // Entra ID's multi-tenant metadata: its issuer is a template with {tenantid}.
    routes: async (_provider, request, response) => {
      if (request.url !== '/common/v2.0/.well-known/openid-configuration')
        return false
      const own = (await (
        await fetch(`${microsoftOrigin()}/.well-known/openid-configuration`)
      ).json()) as Record<string, unknown>
      send(response, 200, {
        ...own,
        issuer: `${ENTRA}/{tenantid}/v2.0`,
        authorization_response_iss_parameter_supported: false,
      })
      return true
    },
  })
  const microsoftOrigin = () => microsoft.origin

  const facebookSecret = 'facebook-secret'
  const facebook = await startProvider({
    issuer: (origin) => origin,
    clientId: 'facebook-client',
    clientSecret: facebookSecret,
    redirectUris,
    claims: { email: ['email'], public_profile: PROFILE },
    scopes: ['email', 'public_profile'],
    // The Graph API's `me`: the access token is checked at the provider, and the app secret's
    // proof as Graph checks it; the account's claims in Graph's field names.
    routes: async (provider, request, response) => {
      const url = new URL(request.url ?? '/', 'http://graph')
      if (url.pathname !== '/graph/me') return false
      const token = /^Bearer (.+)$/.exec(
        request.headers.authorization ?? '',
      )?.[1]
      const found = token ? await provider.AccessToken.find(token) : undefined
      const proof = token
        ? createHmac('sha256', facebookSecret).update(token).digest('hex')
        : undefined
      const claims = found ? facebookAccounts.get(found.accountId) : undefined
      if (
        !found ||
        !claims ||
        url.searchParams.get('appsecret_proof') !== proof
      ) {
        send(response, 401, { error: { type: 'OAuthException', code: 190 } })
        return true
      }
      const fields = new Set(url.searchParams.get('fields')?.split(','))
      const graph: Record<string, unknown> = {
        id: claims.sub,
        name: claims.name,
        first_name: claims.given_name,
        last_name: claims.family_name,
        email: claims.email,
      }
      send(
        response,
        200,
        Object.fromEntries(
          Object.entries(graph).filter(
            ([key, value]) =>
              (key === 'id' || fields.has(key)) && value !== undefined,
          ),
        ),
      )
      return true
    },
  })
  const facebookAccounts = facebook.accounts

  return {
    google: google.loopback,
    microsoft: microsoft.loopback,
    facebook: facebook.loopback,
    settings: {
      google: {
        protocol: 'oidc',
        issuer: google.loopback.issuer,
        clientId: 'google-client',
        clientSecret: 'google-secret',
        provesEmail: true,
      },
      microsoft: {
        protocol: 'oidc',
        // The real multi-tenant address: fetch below routes it to loopback.
        issuer: `${ENTRA}/common/v2.0`,
        clientId: 'microsoft-client',
        clientSecret: 'microsoft-secret',
        provesEmail: false,
      },
      facebook: {
        protocol: 'facebook',
        clientId: 'facebook-client',
        clientSecret: facebookSecret,
        authorizationEndpoint: `${facebook.origin}/auth`,
        tokenEndpoint: `${facebook.origin}/token`,
        graphMeEndpoint: `${facebook.origin}/graph/me`,
      },
    },
    fetch: (url, options) =>
      fetch(
        url.startsWith(`${ENTRA}/`)
          ? `${microsoft.origin}${url.slice(ENTRA.length)}`
          : url,
        options,
      ),
    close: async () => {
      await Promise.all([google.close(), microsoft.close(), facebook.close()])
    },
  }
}
