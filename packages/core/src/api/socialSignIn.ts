// Social sign-in (issue 12; SPEC 7's google, facebook and microsoft routes, SPEC 9's connect_* and
// redirect-page cookies; decision 017). The browser reaches the provider through the server's
// redirect routes below, not through `call`: they answer 302, never JSON.
import * as zm from 'zod/mini'
import type { Language } from '../i18n/languages'
import { requiredText } from '../validation/schemaParts'
import { languageParam } from './stayQuery'

export { safeReturnPath } from './returnPath'
export { SOCIAL_OUTCOMES, type SocialOutcome } from './socialOutcomes'

/** The providers a member may sign in with. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The providers a signed-in member may connect from the profile (SPEC 7: connect google, facebook). */
export const CONNECTABLE_PROVIDERS = [
  'google',
  'facebook',
] as const satisfies readonly SocialProvider[]
export type ConnectableProvider = (typeof CONNECTABLE_PROVIDERS)[number]

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
