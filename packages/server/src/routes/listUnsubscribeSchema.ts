import {
  errorResponseSchemaOf,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
} from '@resort/core/api'
import * as z from 'zod'

// RFC 8058's one-click route as the API document shows it (decision 020). It is not in the
// endpoint table: its POST takes a form body, not JSON.
const query = z.looseObject({
  token: z
    .string()
    .max(200)
    .optional()
    .describe(
      'The subscription’s token, as the mail’s List-Unsubscribe URL carries it',
    ),
})

/** GET: the page, never the unsubscription. */
export const listUnsubscribeGetSchema = {
  tags: ['crm'],
  summary:
    'A newsletter mail’s unsubscribe link: redirects to the unsubscribed page',
  description:
    'Changes nothing (link scanners fetch links): answers 303 to /{lang}/unsubscribed#token=..., whose button posts newsletter-unsubscribe.',
  querystring: query,
  response: {
    303: z
      .null()
      .describe('To the unsubscribed page, in the subscription’s language'),
  },
}

/** POST: RFC 8058's one click. */
export const listUnsubscribePostSchema = {
  tags: ['crm'],
  summary: 'One-click unsubscribe (RFC 8058), as mailbox providers post it',
  description: `The List-Unsubscribe URL of every newsletter mail, posted with the form body ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE} (application/x-www-form-urlencoded or multipart/form-data), without cookies or sign-in. Unsubscribing again answers alike; an unknown token is link_invalid (410). Never redirected.`,
  consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  querystring: query,
  body: z.looseObject({
    [ONE_CLICK_FIELD]: z
      .string()
      .optional()
      .describe(`Must be ${ONE_CLICK_VALUE}`),
  }),
  response: {
    200: z.object({ status: z.literal('unsubscribed') }),
    400: errorResponseSchemaOf(['missing_params']).describe(
      'missing_params: no token, or not a one-click body',
    ),
    410: errorResponseSchemaOf(['link_invalid']).describe(
      'link_invalid: an unknown token',
    ),
    500: errorResponseSchemaOf(['generic']).describe('generic'),
  },
}
