import { randomBytes } from 'node:crypto'
import { toLanguage } from '@resort/core'
import { formatPrice } from '@resort/core/format'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { loadCardPageScript, type CardPageScript } from './cardPageScriptFile'
import { CARD_PAGE_TEXTS } from './cardPageTexts'
import { renderRefusal, renderStripeCardPage } from './renderCardPage'

// Stripe's own origins, as Stripe's security guide lists them for Stripe.js and its frames.
const STRIPE_SCRIPTS = 'https://js.stripe.com https://*.js.stripe.com'
const STRIPE_FRAMES =
  'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com'

/** The page's CSP: Stripe.js and its frames, our script and style by nonce, one parent. */
const policy = (nonce: string, parent: string | undefined) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${STRIPE_SCRIPTS}`,
    `style-src 'nonce-${nonce}'`,
    `frame-src ${STRIPE_FRAMES}`,
    'connect-src https://api.stripe.com',
    'img-src https://*.stripe.com',
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${parent ?? "'none'"}`,
    'report-uri /payment/csp-report',
  ].join('; ')

/** Stripe's client secret names its intent: `pi_…_secret_…` or `seti_…_secret_…`. */
const intentOf = (secret: string) =>
  /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret)?.[1]

/**
 * The site's card page when Stripe takes the cards (decision 040): `GET /payment/card?secret=
 * &parent=&lang=` for a card step this server started and no booking used yet, opened only by
 * an allowed parent (the site, and the partners' origins of WIDGET_ORIGINS); its script; and the
 * endpoint its CSP reports violations to, which the server logs.
 */
export function stripeCardPageRoutes(options: {
  db: Kysely<Database>
  publishableKey: string
  allowedParents: readonly string[]
  /** The site's address: the bank sends the guest back to the card page on it. */
  publicBaseUrl: string
}) {
  return async (app: FastifyInstance) => {
    let script: Promise<CardPageScript> | undefined
    const cardScript = () => (script ??= loadCardPageScript())

    app.get('/payment/card.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send((await cardScript()).code),
    )

    app.get<{
      Querystring: { secret?: string; parent?: string; lang?: string }
    }>('/payment/card', async (request, reply) => {
      const { secret = '', parent, lang } = request.query
      const language = toLanguage(lang ?? '') ?? 'en'
      const texts = CARD_PAGE_TEXTS[language]
      const allowed =
        parent && options.allowedParents.includes(parent) ? parent : undefined
      const nonce = randomBytes(16).toString('base64')
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', policy(nonce, allowed))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        // Framed by the partner's page it was opened for (frame-ancestors says which); Stripe's
        // bank pages may open in a window of their own.
        .header('cross-origin-opener-policy', 'same-origin-allow-popups')
      reply.removeHeader('x-frame-options')
      const context = { language, texts, nonce }
      if (!allowed)
        return reply.code(403).send(renderRefusal(context, texts.notAllowed))
      const intent = intentOf(secret)
      const payment = intent
        ? await options.db
            .selectFrom('payments')
            .select(['kind', 'amount', 'currency'])
            .where('intent', '=', intent)
            .where('state', '=', 'started')
            .where('booking_id', 'is', null)
            .executeTakeFirst()
        : undefined
      if (!payment)
        return reply.code(404).send(renderRefusal(context, texts.notFound))
      const { integrity } = await cardScript()
      const returnUrl = new URL(request.url, options.publicBaseUrl)
      return reply.send(
        renderStripeCardPage(context, {
          amount:
            payment.amount > 0
              ? formatPrice(payment.amount, payment.currency, language)
              : undefined,
          config: {
            publishableKey: options.publishableKey,
            clientSecret: secret,
            parent: allowed,
            kind: intent!.startsWith('seti_') ? 'setup' : 'payment',
            locale: language,
            returnUrl: returnUrl.href,
          },
          script: { src: '/payment/card.js', integrity },
        }),
      )
    })

    app.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string))
        } catch {
          done(null, body)
        }
      },
    )
    app.post('/payment/csp-report', async (request, reply) => {
      request.log.warn({ report: request.body }, 'card page CSP violation')
      return reply.code(204).send()
    })
  }
}
