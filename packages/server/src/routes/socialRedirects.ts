import type { RateLimitOptions } from '@fastify/rate-limit'
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@resort/core'
import {
  orchestrationPath,
  SOCIAL_OUTCOME_PARAM,
  SOCIAL_PROVIDER_PARAM,
  SOCIAL_ROUTES,
  socialCallbackPath,
  socialConnectCallbackPath,
  type ConnectableProvider,
  type SocialOutcome,
  type SocialProvider,
  type SocialRoute,
} from '@resort/core/api'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as client from 'openid-client'
import { notFound } from '#http/errors'
import type { AccountDeps } from '../accounts/accountDeps'
import { sessionTokensOf, setSessionCookies } from '../accounts/sessionCookies'
import { authenticate, startSession } from '../accounts/sessions'
import {
  connectProfile,
  signInWithProfile,
  type SocialResult,
} from '../accounts/socialAccounts'
import type { SocialClient } from '../accounts/socialClients'
import {
  clearFlowCookie,
  flowCookieOf,
  returnPathOf,
  setFlowCookie,
  setPendingCookie,
  setReturnPath,
} from '../accounts/socialCookies'
import {
  openFlow,
  sealFlow,
  sealPending,
  markStateUsed,
  type SocialFlow,
} from '../accounts/socialFlow'
import type { AppContext, SocialContext } from '../appContext'
import { socialRouteSchema } from './socialRouteSchema'

/** Why a callback refused, for the log (ASVS 16.3.1); the member sees only the outcome. */
class Refused extends Error {
  constructor(
    readonly outcome: SocialOutcome,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options)
  }
}

/** Where the provider sends the browser back: the configured site address, not the Host header. */
const callbackUrlOf = (social: SocialContext, route: SocialRoute) =>
  new URL(
    route.connect
      ? socialConnectCallbackPath(route.provider as ConnectableProvider)
      : socialCallbackPath(route.provider),
    social.publicBaseUrl,
  )

/** Ends every flow on the orchestration page, with a closed outcome code, never a free text. */
function toOrchestration(
  reply: FastifyReply,
  language: Language,
  outcome: SocialOutcome,
  provider: SocialProvider,
) {
  const query = new URLSearchParams({
    [SOCIAL_OUTCOME_PARAM]: outcome,
    [SOCIAL_PROVIDER_PARAM]: provider,
  })
  // A path of ours, never a URL from the request or a cookie (ASVS 3.7.2).
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${orchestrationPath(language)}?${query.toString()}`, 302)
}

/** The signed-in member's id, or undefined. */
const signedInMember = (deps: AccountDeps, request: FastifyRequest) =>
  authenticate(deps, sessionTokensOf(request).accessToken).then(
    (session) => session.userId,
    () => undefined,
  )

async function start(
  deps: AccountDeps,
  social: SocialContext,
  provider: SocialClient,
  route: SocialRoute,
  request: FastifyRequest<{ Querystring: { lang?: string } }>,
  reply: FastifyReply,
) {
  const language = toLanguage(request.query.lang) ?? DEFAULT_LANGUAGE
  const connectTo = route.connect
    ? await signedInMember(deps, request)
    : undefined
  if (route.connect && !connectTo)
    return toOrchestration(reply, language, 'not_signed_in', route.provider)
  // Unguessable and new for each flow, kept only in the browser's encrypted cookie (ASVS 10.1.2).
  const flow: SocialFlow = {
    provider: route.provider,
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    // Sent only by OpenID Connect clients; Facebook's flow has no ID token to carry it back.
    nonce: client.randomNonce(),
    language,
    returnPath: returnPathOf(request, reply),
    connectTo,
  }
  let url: URL
  try {
    url = await provider.authorizationUrl(
      callbackUrlOf(social, route).href,
      flow,
    )
  } catch (error) {
    // The provider's discovery failed: nothing was started.
    request.log.error(
      { err: error, provider: route.provider },
      'social sign-in provider unreachable',
    )
    return toOrchestration(reply, language, 'provider_error', route.provider)
  }
  setFlowCookie(
    reply,
    route.provider,
    await sealFlow(await deps.keys(), flow, deps.now()),
  )
  return reply.header('cache-control', 'no-store').redirect(url.href, 302)
}

/** The flow of a callback, checked: its own provider and route, and not used before. */
async function flowOf(
  deps: AccountDeps,
  route: SocialRoute,
  request: FastifyRequest,
): Promise<SocialFlow> {
  const flow = await openFlow(
    await deps.keys(),
    flowCookieOf(request, route.provider),
    deps.now(),
  )
  if (!flow || flow.provider !== route.provider)
    throw new Refused('expired', 'no valid flow cookie')
  if (Boolean(flow.connectTo) !== route.connect)
    throw new Refused('expired', 'flow started for the other callback')
  // A callback that this browser's flow did not ask for (login CSRF) is refused before any
  // exchange (ASVS 10.2.1).
  if ((request.query as { state?: unknown }).state !== flow.state)
    throw new Refused('expired', 'state does not match the flow')
  if (!(await markStateUsed(deps.db, flow.state, deps.now())))
    throw new Refused('expired', 'state used before (replay)')
  return flow
}

/** What the provider's answer comes to; throws Refused for what it must not come to. */
async function outcomeOf(
  deps: AccountDeps,
  social: SocialContext,
  provider: SocialClient,
  route: SocialRoute,
  flow: SocialFlow,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SocialResult | { outcome: 'email_required' }> {
  const query = request.query as Record<string, unknown>
  if (typeof query.error === 'string')
    throw new Refused(
      query.error === 'access_denied' ? 'cancelled' : 'provider_error',
      `provider answered ${query.error.slice(0, 64)}`,
    )
  const callbackUrl = callbackUrlOf(social, route)
  callbackUrl.search = new URL(request.url, 'http://x').search
  const profile = await provider.finish(callbackUrl, flow).catch((error) => {
    throw new Refused('provider_error', 'answer did not verify', {
      cause: error,
    })
  })
  const accounts = {
    ...deps,
    onExternalEmailToConfirm: deps.onRegistered,
    logError: (error: unknown) =>
      request.log.error({ err: error }, 'social e-mail hook failed'),
  }
  if (flow.connectTo) {
    // The member who started connect must still be the one signed in.
    if ((await signedInMember(deps, request)) !== flow.connectTo)
      throw new Refused('not_signed_in', 'connect without the same session')
    return connectProfile(accounts, profile, flow.connectTo)
  }
  const result = await signInWithProfile(accounts, profile, flow.language)
  if (result.outcome === 'email_required') {
    setPendingCookie(
      reply,
      await sealPending(
        await deps.keys(),
        {
          provider: profile.provider,
          issuer: profile.issuer,
          subject: profile.subject,
          firstName: profile.firstName,
          lastName: profile.lastName,
          language: flow.language,
          returnPath: flow.returnPath,
        },
        deps.now(),
      ),
    )
  }
  return result
}

async function callback(
  deps: AccountDeps,
  social: SocialContext,
  provider: SocialClient,
  route: SocialRoute,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  clearFlowCookie(reply, route.provider)
  let language: Language = DEFAULT_LANGUAGE
  try {
    const flow = await flowOf(deps, route, request)
    language = flow.language
    if (flow.returnPath) setReturnPath(reply, flow.returnPath)
    const result = await outcomeOf(
      deps,
      social,
      provider,
      route,
      flow,
      request,
      reply,
    )
    if (result.outcome === 'signed_in' && result.user) {
      // A new session with new tokens for this sign-in (ASVS 7.2.4).
      const session = await startSession(
        deps,
        result.user.adb2c_id,
        request.headers['user-agent'],
      )
      setSessionCookies(reply, result.user, session, deps.now())
    }
    request.log.info(
      { provider: route.provider, outcome: result.outcome },
      'social sign-in',
    )
    return toOrchestration(reply, language, result.outcome, route.provider)
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    request.log.warn(
      { provider: route.provider, reason: error.message, err: error.cause },
      'social sign-in refused',
    )
    return toOrchestration(reply, language, error.outcome, route.provider)
  }
}

/**
 * SPEC 7's google, microsoft and facebook routes and connect google and facebook, each with its
 * callback: top-level GETs that answer 302, to the provider or to the orchestration page. A
 * provider without configuration answers 404.
 */
export const socialRedirectRoutes =
  (
    context: AppContext,
    /** The per-IP limit of the booking calls: each callback makes calls to the provider. */
    limit: RateLimitOptions | false,
  ): FastifyPluginAsync =>
  async (app) => {
    const deps = context.accounts
    const { social } = context
    for (const route of SOCIAL_ROUTES) {
      app.get<{ Querystring: { lang?: string } }>(
        route.path,
        { schema: socialRouteSchema(route), config: { rateLimit: limit } },
        async (request, reply) => {
          const provider = social.clients[route.provider]
          if (!provider)
            throw notFound('sign-in provider', route.provider, 'provider')
          return route.kind === 'start'
            ? start(deps, social, provider, route, request, reply)
            : callback(deps, social, provider, route, request, reply)
        },
      )
    }
  }
