import { randomBytes } from 'node:crypto'
import { formatPrice } from '@resort/core/format'
import { createTranslator } from '@resort/core/i18n'
import type { FastifyInstance } from 'fastify'
import type { Gateway } from '../gateway'
import { buildCardScript, type CardScript } from './cardScript'
import de from './locales/de.json'
import en from './locales/en.json'
import hr from './locales/hr.json'
import it from './locales/it.json'
import sl from './locales/sl.json'
import { renderCardPage, renderRefusalPage } from './renderCardPage'

const resources = Object.fromEntries(
  Object.entries({ en, de, it, hr, sl }).map(([language, card]) => [
    language,
    { card },
  ]),
)

const OPEN = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

/** The page's CSP: its own script and style by nonce, calls to its own origin, one parent. */
const policy = (nonce: string, parent: string | undefined) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${parent ?? "'none'"}`,
    'report-uri /csp-report',
  ].join('; ')

/**
 * The test gateway's card page on its own origin (decision 040): `GET /card?secret=&parent=&lang=`
 * for an open intent, opened only by an allowed parent origin; its script; and the endpoint its
 * CSP reports violations to (kept in `reports`).
 */
export function registerCardPage(
  app: FastifyInstance,
  gateway: Gateway,
  {
    publishableKey,
    allowedParents,
    cardScriptEntry,
  }: {
    publishableKey: string
    allowedParents: readonly string[]
    cardScriptEntry: URL | undefined
  },
) {
  const reports: unknown[] = []
  let script: Promise<CardScript> | undefined
  const cardScript = () => (script ??= buildCardScript(cardScriptEntry))

  app.get('/card.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .send((await cardScript()).code),
  )

  app.get<{ Querystring: { secret?: string; parent?: string; lang?: string } }>(
    '/card',
    async (request, reply) => {
      const { secret = '', parent, lang } = request.query
      const texts = createTranslator(resources, 'card', lang)
      const allowed =
        parent && allowedParents.includes(parent) ? parent : undefined
      const nonce = randomBytes(16).toString('base64')
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', policy(nonce, allowed))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
      const page = { texts, nonce }
      if (!allowed)
        return reply
          .code(403)
          .send(renderRefusalPage(page, texts.t('not_allowed')))
      const intent = gateway.intentForSecret(secret)
      if (!intent || !OPEN.has(intent.status))
        return reply
          .code(404)
          .send(renderRefusalPage(page, texts.t('not_found')))
      const { integrity } = await cardScript()
      return reply.send(
        renderCardPage(page, {
          kind:
            intent.object === 'setup_intent'
              ? 'guarantee'
              : intent.capture_method === 'manual'
                ? 'hold'
                : 'pay',
          amount:
            intent.object === 'payment_intent'
              ? formatPrice(
                  intent.amount,
                  intent.currency.toUpperCase(),
                  texts.language,
                )
              : undefined,
          config: { clientSecret: secret, publishableKey, parent: allowed },
          script: { src: '/card.js', integrity },
        }),
      )
    },
  )

  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(null, body)
      }
    },
  )
  app.post('/csp-report', (request, reply) => {
    // The last hundred: anyone may post here, and the gateway runs for a whole `npm start`.
    if (reports.length >= 100) reports.shift()
    reports.push(request.body)
    request.log.warn({ report: request.body }, 'card page CSP violation')
    return reply.code(204).send()
  })

  return { reports }
}
