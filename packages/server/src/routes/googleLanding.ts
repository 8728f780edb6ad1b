import type { RateLimitOptions } from '@fastify/rate-limit'
import { GOOGLE_LANDING_PARAMS, GOOGLE_LANDING_PATH } from '@resort/core/api'
import type { FastifyPluginAsync } from 'fastify'
import * as z from 'zod'
import type { AppContext } from '../appContext'
import {
  googleLandingPath,
  type GoogleLandingQuery,
} from '../googleFeeds/googleLanding'

// Not in the endpoint table: it answers a redirect to a site page, not JSON (as the one-click
// unsubscribe routes do, listUnsubscribe.ts).

const param = (what: string) => z.string().max(64).optional().describe(what)

const schema = {
  tags: ['booking'],
  summary:
    'Where a free booking link on Google lands: redirects to the booking page on the stay',
  description: `Issue 35, decision 048. The landing pages file (googlePointsOfSale) has Google fill in ${Object.entries(
    GOOGLE_LANDING_PARAMS,
  )
    .map(([name, variable]) => `${name}=${variable}`)
    .join(
      '&',
    )}. Answers 302 to /{lang}/booking with the property whose hotel code is hotel, the dates as given (the page says what is wrong with one) and the adults (2 unless 1 to 20); the language is the guest's if the site has it, else English. A hotel code no property has leads to the search on the same stay.`,
  querystring: z.looseObject({
    hotel: param('The hotel list’s id of the property (PARTNER-HOTEL-ID)'),
    checkin: param('Arrival, yyyy-MM-dd'),
    checkout: param('Departure, yyyy-MM-dd'),
    adults: param('Adults (NUM-ADULTS)'),
    lang: param('The guest’s language on Google (USER-LANGUAGE)'),
  }),
  response: {
    302: z.null().describe('To the booking page, or the search'),
  },
}

/** The landing address of Google's free booking links (issue 35, decision 048). */
export const googleLandingRoutes =
  (
    context: AppContext,
    /** The per-IP limit: guests' browsers follow the links. */
    limit: RateLimitOptions | false,
  ): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Querystring: GoogleLandingQuery }>(
      GOOGLE_LANDING_PATH,
      { schema, config: { rateLimit: limit } },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').redirect(
          googleLandingPath(
            (await context.catalog.get()).properties.map(
              (property) => property.id,
            ),
            request.query,
          ),
          302,
        ),
    )
  }
