import type { RateLimitOptions } from '@fastify/rate-limit'
import { DEFAULT_LANGUAGE, resolveLanguage } from '@resort/core'
import {
  LIST_UNSUBSCRIBE_PATH,
  NEWSLETTER_PAGES,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  unsubscribedPageUrl,
} from '@resort/core/api'
import type { FastifyPluginAsync } from 'fastify'
import { invalidParam } from '#http/errors'
import type { AppContext } from '../appContext'
import {
  languageOfUnsubscribeToken,
  unsubscribeWithToken,
} from '../newsletter/withdrawal'
import {
  listUnsubscribeGetSchema,
  listUnsubscribePostSchema,
} from './listUnsubscribeSchema'
import { formFieldsOf } from './oneClickBody'

type Query = { token?: string }

/**
 * RFC 8058's List-Unsubscribe URL of every newsletter mail. A POST whose form body is
 * `List-Unsubscribe=One-Click` unsubscribes at once: a mailbox provider sends it without cookies
 * or sign-in, and it is answered 200, never redirected. A GET (a click in the mail, or a link
 * scanner) changes nothing: it answers 303 to the unsubscribed page, whose button unsubscribes.
 */
export const listUnsubscribeRoutes =
  (
    context: AppContext,
    /** The per-IP limit of the GET, which browsers and scanners send. */
    limit: RateLimitOptions | false,
  ): FastifyPluginAsync =>
  async (app) => {
    const deps = context.newsletter
    // Only this plugin's routes take form bodies; the rest of the API stays JSON only.
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ])
      app.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 4096 },
        (request, body, done) =>
          done(
            null,
            formFieldsOf(request.headers['content-type'], body.toString()),
          ),
      )

    app.get<{ Querystring: Query }>(
      LIST_UNSUBSCRIBE_PATH,
      { schema: listUnsubscribeGetSchema, config: { rateLimit: limit } },
      async (request, reply) => {
        const { token } = request.query
        const language = token
          ? resolveLanguage(await languageOfUnsubscribeToken(deps, token))
          : DEFAULT_LANGUAGE
        return reply
          .header('cache-control', 'no-store')
          .redirect(
            token
              ? unsubscribedPageUrl(language, token)
              : `/${language}/${NEWSLETTER_PAGES.unsubscribed}`,
            303,
          )
      },
    )

    // No per-IP limit: mailbox providers send many one-click POSTs from few addresses, and an
    // unsubscription dropped by a limit would keep mailing someone who said no. The token is
    // 256 bits: there is nothing to guess.
    app.post<{ Querystring: Query; Body: Record<string, unknown> }>(
      LIST_UNSUBSCRIBE_PATH,
      { schema: listUnsubscribePostSchema },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        if (request.body?.[ONE_CLICK_FIELD] !== ONE_CLICK_VALUE)
          throw invalidParam(
            ONE_CLICK_FIELD,
            'required',
            `The body must be ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}.`,
          )
        const { token } = request.query
        if (!token)
          throw invalidParam('token', 'required', 'The token is missing.')
        return unsubscribeWithToken(deps, token, 'list_unsubscribe', request.ip)
      },
    )
  }
