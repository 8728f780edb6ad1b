import {
  errorResponseSchemaOf,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
} from '@resort/core/api'
import * as z from 'zod'

// RFC 8058's one-click routes as the API document shows them (decision 020): the newsletter's
// and the booking reminders' (decision 047). They are not in the endpoint table: their POST
// takes a form body, not JSON.

/** What a list's one-click route says of itself in the API document. */
export interface OneClickDescription {
  tag: string
  /** Whose token: "The subscription’s token" */
  token: string
  /** The mails it is in: "every newsletter mail" */
  mails: string
  /** The page a GET leads to: "/{lang}/unsubscribed" */
  page: string
  /** What the page's button posts: "newsletter-unsubscribe" */
  button: string
}

/** The GET's and the POST's schemas of a list's one-click route. */
export function oneClickSchemas(about: OneClickDescription) {
  const querystring = z.looseObject({
    token: z
      .string()
      .max(200)
      .optional()
      .describe(
        `${about.token}, as the mail’s List-Unsubscribe URL carries it`,
      ),
  })
  return {
    /** GET: the page, never the unsubscription. */
    get: {
      tags: [about.tag],
      summary: `The unsubscribe link of ${about.mails}: redirects to its page`,
      description: `Changes nothing (link scanners fetch links): answers 303 to ${about.page}#token=..., whose button posts ${about.button}.`,
      querystring,
      response: {
        303: z.null().describe('To the page, in the language of the mail'),
      },
    },
    /** POST: RFC 8058's one click. */
    post: {
      tags: [about.tag],
      summary: `One-click unsubscribe (RFC 8058) from ${about.mails}, as mailbox providers post it`,
      description: `The List-Unsubscribe URL of ${about.mails}, posted with the form body ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE} (application/x-www-form-urlencoded or multipart/form-data), without cookies or sign-in. Unsubscribing again answers alike; an unknown token is link_invalid (410). Never redirected.`,
      consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
      querystring,
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
    },
  }
}
