import { errorResponseSchemaOf, type SocialRoute } from '@resort/core/api'
import * as z from 'zod'

// The redirect routes of social sign-in as the API document shows them (decision 017). Their
// queries are documented, not enforced beyond strings: a browser lands here from a provider.
const startQuery = z.looseObject({
  lang: z
    .string()
    .optional()
    .describe(
      'The language of the orchestration page at the end (en when not one of ours)',
    ),
})
const callbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
})
const redirect = z.null()

/** A redirect route's schema: its query, the 302 and the 404 of a provider that is off. */
export function socialRouteSchema(route: SocialRoute) {
  const who = route.connect
    ? `Connect ${route.provider} to the signed-in member`
    : `Sign in with ${route.provider}`
  return {
    tags: ['auth'],
    summary:
      route.kind === 'start'
        ? `${who}: redirects to the provider`
        : `${who}: the provider's callback`,
    description:
      route.kind === 'start'
        ? 'A top-level navigation. Sets the httpOnly connect_<provider> cookie (10 minutes) and answers 302 to the provider. A same-origin path in the redirect-page cookie is where the orchestration page goes afterwards. Connect needs the session cookies; without them it answers 302 to the orchestration page with outcome not_signed_in.'
        : 'Checks the answer against the connect_<provider> cookie (state, PKCE, nonce, issuer; used once) and answers 302 to /{lang}/orchestration?outcome=...&provider=..., with the session cookies when the outcome is signed_in (outcomes: SOCIAL_OUTCOMES in core).',
    querystring: route.kind === 'start' ? startQuery : callbackQuery,
    response: {
      302: redirect.describe(
        route.kind === 'start'
          ? 'To the provider, or to the orchestration page'
          : 'To the orchestration page',
      ),
      404: errorResponseSchemaOf(['not_found']).describe(
        'not_found: the provider is not configured',
      ),
    },
  }
}
