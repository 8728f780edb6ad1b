import type { RateLimitOptions } from '@fastify/rate-limit'
import { DEFAULT_LANGUAGE, resolveLanguage, type Language } from '@resort/core'
import {
  BOOKING_REMINDER_ONE_CLICK_PATH,
  BOOKING_REMINDERS_PAGE,
  bookingRemindersPageUrl,
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
  languageOfReminderToken,
  stopReminders,
} from '../bookingReminders/reminderStore'
import {
  languageOfUnsubscribeToken,
  unsubscribeWithToken,
} from '../newsletter/withdrawal'
import {
  oneClickSchemas,
  type OneClickDescription,
} from './listUnsubscribeSchema'
import { formFieldsOf } from './oneClickBody'

type Query = { token?: string }

/** A list whose mails carry a one-click List-Unsubscribe address (RFC 8058). */
interface OneClickList {
  path: string
  about: OneClickDescription
  /** The page a GET leads to, with the token for its button when there is one. */
  page: (language: Language, token: string | undefined) => string
  languageOf: (token: string) => Promise<string | undefined>
  unsubscribe: (
    token: string,
    ip: string | undefined,
  ) => Promise<{ status: 'unsubscribed' }>
}

/**
 * The List-Unsubscribe URLs of the newsletter's mails (decision 020) and of booking reminders
 * (decision 047). A POST whose form body is `List-Unsubscribe=One-Click` unsubscribes at once: a
 * mailbox provider sends it without cookies or sign-in, and it is answered 200, never
 * redirected. A GET (a click in the mail, or a link scanner) changes nothing: it answers 303 to
 * the list's page, whose button unsubscribes.
 */
export const listUnsubscribeRoutes =
  (
    context: AppContext,
    /** The per-IP limit of the GET, which browsers and scanners send. */
    limit: RateLimitOptions | false,
  ): FastifyPluginAsync =>
  async (app) => {
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
    for (const list of oneClickLists(context)) {
      const schemas = oneClickSchemas(list.about)
      app.get<{ Querystring: Query }>(
        list.path,
        { schema: schemas.get, config: { rateLimit: limit } },
        async (request, reply) => {
          const { token } = request.query
          const language = token
            ? resolveLanguage(await list.languageOf(token))
            : DEFAULT_LANGUAGE
          return reply
            .header('cache-control', 'no-store')
            .redirect(list.page(language, token), 303)
        },
      )

      // No per-IP limit: mailbox providers send many one-click POSTs from few addresses, and an
      // unsubscription dropped by a limit would keep mailing someone who said no. The token is
      // 256 bits: there is nothing to guess.
      app.post<{ Querystring: Query; Body: Record<string, unknown> }>(
        list.path,
        { schema: schemas.post },
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
          return list.unsubscribe(token, request.ip)
        },
      )
    }
  }

function oneClickLists(context: AppContext): OneClickList[] {
  return [
    {
      path: LIST_UNSUBSCRIBE_PATH,
      about: {
        tag: 'crm',
        token: 'The subscription’s token',
        mails: 'every newsletter mail',
        page: `/{lang}/${NEWSLETTER_PAGES.unsubscribed}`,
        button: 'newsletter-unsubscribe',
      },
      page: (language, token) =>
        token
          ? unsubscribedPageUrl(language, token)
          : `/${language}/${NEWSLETTER_PAGES.unsubscribed}`,
      languageOf: (token) =>
        languageOfUnsubscribeToken(context.newsletter, token),
      unsubscribe: (token, ip) =>
        unsubscribeWithToken(context.newsletter, token, 'list_unsubscribe', ip),
    },
    {
      path: BOOKING_REMINDER_ONE_CLICK_PATH,
      about: {
        tag: 'booking',
        token: 'The reminder’s token',
        mails: 'a booking reminder (issue 35, decision 047)',
        page: `/{lang}/${BOOKING_REMINDERS_PAGE}`,
        button: 'booking/reminders/unsubscribe',
      },
      page: bookingRemindersPageUrl,
      languageOf: (token) => languageOfReminderToken(context.db, token),
      unsubscribe: (token) => stopReminders(context.db, token, context.now()),
    },
  ]
}
