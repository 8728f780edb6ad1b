import { createHmac } from 'node:crypto'
import type { SocialProvider } from '@resort/core/api'
import * as client from 'openid-client'
import * as z from 'zod'
import type {
  FacebookSettings,
  OidcSettings,
  ProviderSettings,
  SocialSettings,
} from './socialSettings'

/** Who the provider says signed in; the identity is (issuer, subject), never the address. */
export interface ProviderProfile {
  provider: SocialProvider
  issuer: string
  subject: string
  /** Normalized later; absent when the provider gave none (Facebook may not). */
  email: string | undefined
  /** True only when the provider proves the address (Google's email_verified: true). */
  emailVerified: boolean
  firstName: string
  lastName: string
}

/** The secrets of one sign-in, kept in its encrypted cookie between start and callback. */
interface FlowSecrets {
  state: string
  /** OpenID Connect only. */
  nonce?: string | undefined
  codeVerifier: string
}

/** One configured provider: where to send the browser, and the profile from its answer. */
export interface SocialClient {
  authorizationUrl(redirectUri: string, secrets: FlowSecrets): Promise<URL>
  /** Checks the answer (state, PKCE, issuer, nonce, signature) and reads the profile. */
  finish(callbackUrl: URL, secrets: FlowSecrets): Promise<ProviderProfile>
}

export type SocialClients = Partial<Record<SocialProvider, SocialClient>>

/** Network options: a fetch of their own routes a provider's host elsewhere (tests, to loopback). */
export interface SocialClientOptions {
  fetch?: client.CustomFetch | undefined
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Plain http is allowed to loopback only: a provider started by a test on this machine. */
const isLoopbackHttp = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && LOOPBACK.has(hostname)
}

/** Allows http where every http endpoint is on loopback; refuses any other http endpoint. */
function checkTransport(config: client.Configuration, urls: unknown[]): void {
  const http = urls.filter(
    (url): url is string => typeof url === 'string' && url.startsWith('http:'),
  )
  if (http.length === 0) return
  const remote = http.find((url) => !isLoopbackHttp(url))
  if (remote)
    throw new Error(`a social sign-in endpoint is not https: ${remote}`)
  client.allowInsecureRequests(config)
}

const nameParts = (claims: Record<string, unknown>) => {
  const text = (key: string) =>
    typeof claims[key] === 'string' ? claims[key].trim().slice(0, 255) : ''
  const [first = '', ...rest] = text('name').split(/\s+/)
  return {
    firstName: text('given_name') || first,
    lastName: text('family_name') || rest.join(' '),
  }
}

/** Memoizes a lookup that may fail: a failure is tried again on the next call. */
function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined
      throw error
    })
    return value
  }
}

function oidcClient(
  provider: SocialProvider,
  settings: OidcSettings,
  options: SocialClientOptions,
): SocialClient {
  // Discovered at first use, so a provider that is down does not stop the server starting.
  const configuration = retrying(async () => {
    const issuer = new URL(settings.issuer)
    const config = await client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        ...(isLoopbackHttp(settings.issuer)
          ? { execute: [client.allowInsecureRequests] }
          : {}),
      },
    )
    const metadata = config.serverMetadata()
    checkTransport(config, [
      metadata.authorization_endpoint,
      metadata.token_endpoint,
      metadata.jwks_uri,
    ])
    return config
  })
  return {
    async authorizationUrl(redirectUri, secrets) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: secrets.state,
        nonce: secrets.nonce ?? '',
        code_challenge: await client.calculatePKCECodeChallenge(
          secrets.codeVerifier,
        ),
        code_challenge_method: 'S256',
      })
    },
    async finish(callbackUrl, secrets) {
      // openid-client checks the state, sends the PKCE verifier, and checks the ID token's
      // signature, audience, nonce and issuer: exactly the discovered one, or for Entra ID's
      // multi-tenant issuer the one its tid claim names (ASVS 10.1.2,
      // 10.5.1, 10.5.3, 10.5.4, 6.8.2).
      const tokens = await client.authorizationCodeGrant(
        await configuration(),
        callbackUrl,
        {
          expectedState: secrets.state,
          expectedNonce: secrets.nonce ?? '',
          pkceCodeVerifier: secrets.codeVerifier,
          idTokenExpected: true,
        },
      )
      const claims = tokens.claims()
      if (!claims) throw new Error('no ID token')
      const email = typeof claims.email === 'string' ? claims.email : undefined
      return {
        provider,
        issuer: claims.iss,
        subject: claims.sub,
        email,
        // Only a provider that proves addresses is believed, and only when it says so.
        emailVerified: settings.provesEmail && claims.email_verified === true,
        ...nameParts(claims),
      }
    },
  }
}

// The Graph API's `me` with the fields asked for; an address only if the member has one and shared it.
const graphMeSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
})

function facebookClient(
  settings: FacebookSettings,
  options: SocialClientOptions,
): SocialClient {
  // Facebook Login has no discovery or ID token in this flow: its endpoints are configured.
  const issuer = new URL(settings.authorizationEndpoint).origin
  const config = new client.Configuration(
    {
      issuer,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
    },
    settings.clientId,
    settings.clientSecret,
  )
  if (options.fetch) config[client.customFetch] = options.fetch
  checkTransport(config, [
    settings.authorizationEndpoint,
    settings.tokenEndpoint,
    settings.graphMeEndpoint,
  ])
  return {
    async authorizationUrl(redirectUri, secrets) {
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        state: secrets.state,
        code_challenge: await client.calculatePKCECodeChallenge(
          secrets.codeVerifier,
        ),
        code_challenge_method: 'S256',
      })
    },
    async finish(callbackUrl, secrets) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: secrets.state,
        pkceCodeVerifier: secrets.codeVerifier,
        idTokenExpected: false,
      })
      const me = new URL(settings.graphMeEndpoint)
      me.searchParams.set('fields', 'id,name,first_name,last_name,email')
      // Graph calls made with the app secret's proof cannot be replayed with a stolen token alone.
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', settings.clientSecret)
          .update(tokens.access_token)
          .digest('hex'),
      )
      const response = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        me,
        'GET',
      )
      if (!response.ok) throw new Error(`Graph me answered ${response.status}`)
      const profile = graphMeSchema.parse(await response.json())
      return {
        provider: 'facebook',
        issuer,
        subject: profile.id,
        email: profile.email,
        // Facebook sends no proof that the address is the member's (decision 017).
        emailVerified: false,
        ...nameParts({
          name: profile.name,
          given_name: profile.first_name,
          family_name: profile.last_name,
        }),
      }
    },
  }
}

const clientOf = (
  provider: SocialProvider,
  settings: ProviderSettings,
  options: SocialClientOptions,
) =>
  settings.protocol === 'oidc'
    ? oidcClient(provider, settings, options)
    : facebookClient(settings, options)

/** A client for each configured provider. */
export function createSocialClients(
  settings: SocialSettings,
  options: SocialClientOptions = {},
): SocialClients {
  const clients: SocialClients = {}
  for (const [provider, each] of Object.entries(settings) as [
    SocialProvider,
    ProviderSettings,
  ][]) {
    clients[provider] = clientOf(provider, each, options)
  }
  return clients
}
