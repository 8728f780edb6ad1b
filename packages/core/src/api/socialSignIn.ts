// Social sign-in (issue 12; SPEC 7's google, facebook and microsoft routes, SPEC 9's connect_* and
// redirect-page cookies; decision 017). The browser reaches the provider through the server's
// redirect routes below, not through `call`: they answer 302, never JSON.
import * as zm from 'zod/mini'
import type { Language } from '../i18n/languages'
import { requiredText } from '../validation/schemaParts'
import { languageParam } from './stayQuery'

/** The providers a member may sign in with. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The providers a signed-in member may connect from the profile (SPEC 7: connect google, facebook). */
export const CONNECTABLE_PROVIDERS = [
  'google',
  'facebook',
] as const satisfies readonly SocialProvider[]
export type ConnectableProvider = (typeof CONNECTABLE_PROVIDERS)[number]

/**
 * How a social sign-in ended, as the server names it in the `outcome` query of the orchestration
 * page. A closed set: the site translates each one.
 */
export const SOCIAL_OUTCOMES = [
  /** Signed in (a known identity, a new account, or one joined by a proven address). */
  'signed_in',
  /** The identity is now connected to the signed-in member. */
  'connected',
  /** Look in the mailbox: the address must be confirmed before signing in. */
  'confirm_email',
  /** The provider gave no e-mail address: ask for one, then POST external-provider. */
  'email_required',
  /** An account has this (proven) address: sign in with the password, then connect from the profile. */
  'sign_in_to_connect',
  /** Connect refused: this identity already belongs to another member. */
  'identity_in_use',
  /** Connect needs a signed-in member. */
  'not_signed_in',
  /** The member cancelled at the provider. */
  'cancelled',
  /** The sign-in took too long, was started elsewhere or was used already: start again. */
  'expired',
  /** The provider answered an error or something that did not verify: try again later. */
  'provider_error',
] as const
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number]

/** Query parameters of the orchestration page after a social callback. */
export const SOCIAL_OUTCOME_PARAM = 'outcome'
export const SOCIAL_PROVIDER_PARAM = 'provider'

/** SPEC 9's cookies of social sign-in. */
export const SOCIAL_COOKIES = {
  /** Where to go after sign-in: a same-origin path, set by the site (readable). */
  redirectPage: 'redirect-page',
  /** The flow under way with a provider (httpOnly, encrypted, 10 minutes). */
  flow: (provider: SocialProvider) => `connect_${provider}`,
  /** A provider identity waiting for an e-mail address (httpOnly, encrypted, 30 minutes). */
  pendingIdentity: 'connect_pending',
} as const

/** GET: sends the browser to the provider; `lang` picks the orchestration page's language. */
export const socialSignInPath = (provider: SocialProvider) =>
  `/api/auth/${provider}/`
/** GET: where the provider sends the browser back. */
export const socialCallbackPath = (provider: SocialProvider) =>
  `/api/auth/${provider}/callback/`
/** GET: connects a provider to the signed-in member. */
export const socialConnectPath = (provider: ConnectableProvider) =>
  `/api/auth/connect/${provider}/`
/** GET: where the provider sends the browser back after connect. */
export const socialConnectCallbackPath = (provider: ConnectableProvider) =>
  `/api/auth/connect/${provider}/callback/`

/** One of the redirect routes, for the server to register and the API document to show. */
export interface SocialRoute {
  path: string
  provider: SocialProvider
  kind: 'start' | 'callback'
  connect: boolean
}

const routesOf = (
  provider: SocialProvider,
  connect: boolean,
): SocialRoute[] => [
  {
    path: connect
      ? socialConnectPath(provider as ConnectableProvider)
      : socialSignInPath(provider),
    provider,
    kind: 'start',
    connect,
  },
  {
    path: connect
      ? socialConnectCallbackPath(provider as ConnectableProvider)
      : socialCallbackPath(provider),
    provider,
    kind: 'callback',
    connect,
  },
]

/** Every redirect route of social sign-in. */
export const SOCIAL_ROUTES: readonly SocialRoute[] = [
  ...SOCIAL_PROVIDERS.flatMap((provider) => routesOf(provider, false)),
  ...CONNECTABLE_PROVIDERS.flatMap((provider) => routesOf(provider, true)),
]

const MAX_RETURN_PATH = 2000

/**
 * A same-origin path to go to after sign-in, or undefined: only `/...`, never `//host` or
 * `/\host` (which browsers read as another host), a scheme, or control characters. Guards the
 * redirect-page cookie against open redirects (ASVS 3.7.2).
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // Browsers treat a backslash as a slash and drop tabs and newlines before reading a URL.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  return value
}

/** The orchestration page, where every social callback lands (its language from the flow). */
export const orchestrationPath = (language: Language) =>
  `/${language}/orchestration`

/** POST /api/v1/auth/external-provider: the address for an identity whose provider gave none. */
export const externalProviderRequestSchema = zm.object(
  {
    email: requiredText(254, [
      (value) => zm.regexes.email.test(value),
      'email_invalid',
    ]),
    /** The language of the confirmation mail. */
    lang: languageParam,
  },
  { error: 'invalid_type' },
)
export type ExternalProviderRequest = zm.output<
  typeof externalProviderRequestSchema
>
