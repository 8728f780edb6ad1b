import Fastify from 'fastify'
import { parse } from 'qs'
import { registerCardPage } from './cardPage/cardPageRoutes'
import { createGateway, type Gateway } from './gateway'
import { GatewayError } from './gatewayErrors'
import {
  answerProblems,
  describedOperation,
  requestProblems,
} from './stripeApi'
import type { Metadata } from './stripeObjects'
import { createWebhooks } from './webhooks'

type Form = Record<string, unknown>
type Handler = (gateway: Gateway, id: string, form: Form) => unknown

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const whole = (value: unknown) =>
  typeof value === 'string' && value !== '' ? Number(value) : undefined
const flag = (value: unknown) => value === 'true'
const metadata = (value: unknown) =>
  value && typeof value === 'object' ? (value as Metadata) : undefined

/** What each operation of Stripe's API that we use does here, by its described path. */
const HANDLERS: Record<string, Handler> = {
  'post /v1/customers': (gateway, _, form) =>
    gateway.createCustomer({
      email: text(form.email),
      name: text(form.name),
      metadata: metadata(form.metadata),
    }),
  'delete /v1/customers/{customer}': (gateway, id) =>
    gateway.deleteCustomer(id),
  'post /v1/payment_methods': (gateway, _, form) => {
    const card = (form.card ?? {}) as Record<string, string>
    if (form.type !== 'card' || !card.number)
      throw new GatewayError(400, {
        type: 'invalid_request_error',
        message:
          'The test gateway takes cards only: type=card and card[number].',
        param: 'card',
      })
    return gateway.createPaymentMethod({
      card: {
        number: card.number,
        exp_month: card.exp_month ?? '',
        exp_year: card.exp_year ?? '',
        cvc: card.cvc ?? '',
      },
      holder: text((form.billing_details as Form | undefined)?.name),
      metadata: metadata(form.metadata),
    })
  },
  'get /v1/payment_methods/{payment_method}': (gateway, id) =>
    gateway.paymentMethod(id),
  'post /v1/payment_methods/{payment_method}/detach': (gateway, id) =>
    gateway.detachPaymentMethod(id),
  'post /v1/setup_intents': (gateway, _, form) =>
    gateway.createSetupIntent({
      customer: text(form.customer),
      payment_method: text(form.payment_method),
      usage: text(form.usage),
      metadata: metadata(form.metadata),
      confirm: flag(form.confirm),
      return_url: text(form.return_url),
    }),
  'get /v1/setup_intents/{intent}': (gateway, id) => gateway.setupIntent(id),
  'post /v1/setup_intents/{intent}/confirm': (gateway, id, form) =>
    gateway.confirmSetupIntent(
      id,
      text(form.payment_method),
      text(form.return_url),
    ),
  'post /v1/setup_intents/{intent}/cancel': (gateway, id) =>
    gateway.cancelSetupIntent(id),
  'post /v1/payment_intents': (gateway, _, form) =>
    gateway.createPaymentIntent({
      amount: whole(form.amount) ?? 0,
      currency: text(form.currency) ?? '',
      customer: text(form.customer),
      payment_method: text(form.payment_method),
      capture_method: form.capture_method === 'manual' ? 'manual' : 'automatic',
      metadata: metadata(form.metadata),
      confirm: flag(form.confirm),
      off_session: flag(form.off_session),
      return_url: text(form.return_url),
    }),
  'get /v1/payment_intents/{intent}': (gateway, id) =>
    gateway.paymentIntent(id),
  'post /v1/payment_intents/{intent}/confirm': (gateway, id, form) =>
    gateway.confirmPaymentIntent(
      id,
      text(form.payment_method),
      text(form.return_url),
    ),
  'post /v1/payment_intents/{intent}/capture': (gateway, id, form) =>
    gateway.capturePaymentIntent(id, whole(form.amount_to_capture)),
  'post /v1/payment_intents/{intent}/cancel': (gateway, id, form) =>
    gateway.cancelPaymentIntent(id, text(form.cancellation_reason)),
  'post /v1/refunds': (gateway, _, form) =>
    gateway.createRefund({
      payment_intent: text(form.payment_intent) ?? '',
      amount: whole(form.amount),
      reason: text(form.reason),
      metadata: metadata(form.metadata),
    }),
  'get /v1/refunds/{refund}': (gateway, id) => gateway.refund(id),
}

/** Calls the card page makes with the publishable key, as Stripe.js does. */
const PUBLISHABLE = new Set([
  'post /v1/payment_methods',
  'post /v1/setup_intents/{intent}/confirm',
  'post /v1/payment_intents/{intent}/confirm',
])

export interface TestGatewayOptions {
  secretKey: string
  publishableKey: string
  /** The origins that may open the card page in a frame or a window, and hear its answer. */
  allowedParents?: readonly string[]
  /** The card page script's source, when the gateway runs from its build (main.ts). */
  cardScriptEntry?: URL
}

/**
 * The built-in test gateway's HTTP server (decision 040): the part of Stripe's API the Stripe
 * adapter uses, each request and answer checked against Stripe's description. A request that
 * does not match is refused with 400; an answer that does not match is a fault of the gateway,
 * answered 500 and kept in `faults` for its tests.
 */
export function buildTestGateway({
  secretKey,
  publishableKey,
  allowedParents = [],
  cardScriptEntry,
}: TestGatewayOptions) {
  const app = Fastify()
  const gateway = createGateway(
    (intent) => `${origin()}/authenticate/${intent}`,
  )
  const faults: string[] = []
  const webhooks = createWebhooks(faults)
  const answered = new Map<string, { status: number; body: unknown }>()
  const origin = () => {
    const address = app.server.address()
    return typeof address === 'object' && address
      ? `http://127.0.0.1:${address.port}`
      : ''
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  )

  /** Tells the booking server, by webhook, of an intent or refund a request changed. */
  function changed(url: string, body: unknown) {
    const object = body as { id?: string; object?: string } | undefined
    if (object?.object === 'refund' && object.id)
      return webhooks.changed({ ...object, id: object.id, object: 'refund' })
    // The intent the answer is, or the one the path names (a refusal's answer is an error).
    const [, , kind, id = ''] = (url.split('?', 1)[0] ?? '').split('/')
    const intent =
      gateway.intent(object?.id ?? '') ??
      (kind?.endsWith('_intents') ? gateway.intent(id) : undefined)
    if (intent) webhooks.changed(intent)
  }

  const error = (
    status: number,
    type: 'invalid_request_error' | 'api_error',
    message: string,
  ) => ({
    status,
    body: { error: { type, message } },
  })

  function answer(method: string, url: string, key: string, body: string) {
    const [path = ''] = url.split('?', 1)
    const described = describedOperation(method, path)
    if (!described)
      return error(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}).`,
      )
    const name = `${described.method} ${described.template}`
    const form = parse(body, { depth: 10, arrayLimit: 100 }) as Form
    const publishable = key === publishableKey && PUBLISHABLE.has(name)
    if (key !== secretKey && !publishable)
      return error(401, 'invalid_request_error', 'Invalid API Key provided.')
    const problems = requestProblems(method, url, body)
    if (problems.length > 0)
      return error(
        400,
        'invalid_request_error',
        `This request is not one Stripe describes: ${problems.join('; ')}`,
      )
    const id = path.split('/')[3] ?? ''
    try {
      if (
        publishable &&
        name.endsWith('/confirm') &&
        gateway.intentForSecret(form.client_secret)?.id !== id
      )
        return error(
          400,
          'invalid_request_error',
          'The client_secret does not match.',
        )
      return { status: 200, body: HANDLERS[name]!(gateway, id, form) }
    } catch (thrown) {
      if (thrown instanceof GatewayError)
        return { status: thrown.status, body: { error: thrown.error } }
      throw thrown
    }
  }

  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/v1/*',
    handler: (request, reply) => {
      const key = (request.headers.authorization ?? '').replace(/^Bearer /, '')
      const body = typeof request.body === 'string' ? request.body : ''
      const idempotency = request.headers['idempotency-key']
      const remembered =
        request.method === 'POST' && typeof idempotency === 'string'
          ? `${key} ${idempotency}`
          : undefined
      const result =
        (remembered ? answered.get(remembered) : undefined) ??
        answer(request.method, request.url, key, body)
      if (remembered) answered.set(remembered, result)
      if (request.method === 'POST') changed(request.url, result.body)
      // JSON round trip: the answer as the client will read it.
      const sent = JSON.parse(JSON.stringify(result.body)) as unknown
      const wrong =
        result.status === 401 || result.status === 404
          ? []
          : answerProblems(request.method, request.url, result.status, sent)
      if (wrong.length > 0) {
        faults.push(`${request.method} ${request.url}: ${wrong.join('; ')}`)
        return reply
          .code(500)
          .send({ error: { type: 'api_error', message: wrong.join('; ') } })
      }
      return reply
        .code(result.status)
        .header('request-id', `req_${Date.now()}`)
        .send(sent)
    },
  })

  /** The bank's challenge, answered on the card page with the intent's client secret. */
  app.post<{ Params: { intent: string }; Body: string }>(
    '/authenticate/:intent',
    (request, reply) => {
      const form = parse(request.body ?? '')
      const { intent } = request.params
      if (gateway.intentForSecret(form.client_secret)?.id !== intent)
        return reply.code(400).send({
          error: {
            type: 'invalid_request_error',
            message: 'The client_secret does not match.',
          },
        })
      try {
        const authenticated = gateway.authenticate(
          intent,
          form.result === 'pass',
        )
        changed(
          `/v1/${intent.startsWith('seti_') ? 'setup' : 'payment'}_intents/${intent}`,
          authenticated,
        )
        return reply.send(authenticated)
      } catch (thrown) {
        if (thrown instanceof GatewayError)
          return reply.code(thrown.status).send({ error: thrown.error })
        throw thrown
      }
    },
  )

  const cardPage = registerCardPage(app, gateway, {
    publishableKey,
    allowedParents,
    cardScriptEntry,
  })

  return { app, gateway, faults, webhooks, cspReports: cardPage.reports }
}
