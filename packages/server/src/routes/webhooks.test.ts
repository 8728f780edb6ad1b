import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  OPENAPI_PATH,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_SECONDS,
  webhookBookingEventSchema,
  webhookPaymentEventSchema,
} from '@resort/core/api'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { book, bookingBody, roomyOffer } from '../testing/bookingFixtures'
import { cancelBooking } from '../testing/giftVoucherFixtures'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'
import { queueWebhookEvent } from '../webhooks/webhookEvents'
import { deliverDueWebhooks, type WebhookDeps } from '../webhooks/webhookRound'

const ADMIN = 'webhooks.admin@example.com'

interface Received {
  headers: Record<string, string>
  body: string
}

// The hotel's other system: records each post, answers what a test queues (204 otherwise).
const received: Received[] = []
const answers: number[] = []
let held: Promise<void> = Promise.resolve()
let receiver: Server
let receiverUrl: string

let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const status = answers.shift() ?? 204
      // A test may hold the answer back, to act while a try is under way.
      void held.then(() => {
        response.writeHead(status)
        response.end()
      })
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  server = await startTestServer({
    adminEmails: [ADMIN],
    webhooks: { allowPrivateNetworks: true },
    // The tests run the rounds with their own clock; the server tries only once an answer is out.
    webhookDeliveriesMs: 3_600_000,
  })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

/**
 * The recipe the API document gives receivers (Standard Webhooks): HMAC-SHA256 of
 * "{webhook-id}.{webhook-timestamp}.{body}" keyed with the base64 after 'whsec_', in base64,
 * compared with each "v1,..." of webhook-signature.
 */
function signatureVerifies(secret: string, post: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const expected = createHmac('sha256', key)
    .update(
      `${post.headers['webhook-id']}.${post.headers['webhook-timestamp']}.${post.body}`,
    )
    .digest()
  return post.headers['webhook-signature']!.split(' ').some((signature) => {
    const [version, value] = signature.split(',')
    const given = Buffer.from(value ?? '', 'base64')
    return (
      version === 'v1' &&
      given.length === expected.length &&
      timingSafeEqual(given, expected)
    )
  })
}

/** Waits for the receiver to have `count` posts. */
async function posts(count: number): Promise<Received[]> {
  for (let waited = 0; received.length < count && waited < 100; waited++)
    await new Promise((resolve) => setTimeout(resolve, 50))
  expect(received.length).toBe(count)
  return received
}

async function register(events: string[], name = 'Front desk') {
  const created = await adminCall(server, 'createWebhook', staff, {
    url: receiverUrl,
    name,
    events,
  })
  expect(created.status).toBe(200)
  return created.body as { webhookId: string; secret: string }
}

/** The deliveries' round, with a clock of the test's. */
const round = (at: Date) => {
  const deps: WebhookDeps = {
    db: server.database.db,
    now: () => at,
    post: { allowPrivateNetworks: true, timeoutMs: 5000 },
  }
  return deliverDueWebhooks(deps)
}

/**
 * A booking.paid event queued straight away, due at `due`: a minute ahead, neither the server's
 * kick nor its round takes it before the test's own round.
 */
const queuePaid = (bookingId: string, due: Date) =>
  queueWebhookEvent(
    server.database.db,
    {
      type: 'booking.paid',
      data: {
        bookingId,
        amount: 100,
        currency: 'EUR',
        reference: `pi_${bookingId}`,
        takenAt: due.toISOString(),
      },
    },
    due,
  )

const deliveriesOf = async (webhookId: string) =>
  (await adminCall(server, 'webhookDeliveries', staff, { webhookId })).body
    .deliveries as {
    deliveryId: string
    eventId: string
    type: string
    state: string
    nextAttemptAt: string | null
    attempts: { status: number | null; problem: string | null }[]
    replayOf: string | null
  }[]

describe('webhooks for the hotel’s other systems (issue 35, decision 049)', () => {
  // Each test starts with no address registered and nothing received.
  beforeEach(async () => {
    const listed = await adminCall(server, 'adminWebhooks', staff)
    for (const { webhookId } of listed.body.webhooks as { webhookId: string }[])
      await adminCall(server, 'removeWebhook', staff, { webhookId })
    received.length = 0
    answers.length = 0
    held = Promise.resolve()
  })

  it('posts a booking made and cancelled to the address registered for them, signed so that the documented recipe and Standard Webhooks’ library both verify it', async () => {
    received.length = 0
    const hook = await register(['booking.created', 'booking.cancelled'])
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    // The secret is answered once: the list does not carry it.
    const listed = await adminCall(server, 'adminWebhooks', staff)
    expect(JSON.stringify(listed.body)).not.toContain(hook.secret)

    const offer = await roomyOffer(server, 150)
    const made = await book(server.baseUrl, bookingBody(offer))
    expect(made.status).toBe(201)
    const [created] = await posts(1)
    expect(signatureVerifies(hook.secret, created!)).toBe(true)
    expect(
      new Webhook(hook.secret).verify(created!.body, created!.headers),
    ).toMatchObject({ type: 'booking.created' })
    const event = webhookBookingEventSchema.parse(JSON.parse(created!.body))
    expect(event).toMatchObject({
      id: created!.headers['webhook-id'],
      type: 'booking.created',
      data: {
        bookingId: made.body.bookingId,
        status: 'confirmed',
        checkIn: offer.dateFrom,
        checkOut: offer.dateTo,
        cancelledAt: null,
      },
    })
    expect(event.data.guest.email).toBe(bookingBody(offer).guest.email)
    expect(
      Math.abs(
        Number(created!.headers['webhook-timestamp']) - Date.now() / 1000,
      ),
    ).toBeLessThan(60)
    // The API document describes what came, field by field, and how to verify it.
    const document = (await (
      await fetch(`${server.baseUrl}${OPENAPI_PATH}`)
    ).json()) as {
      'x-webhooks': Record<string, { post: { description: string } }>
      components: {
        schemas: Record<
          string,
          { properties: { data: { properties: Record<string, unknown> } } }
        >
      }
    }
    expect(Object.keys(document['x-webhooks']).sort()).toEqual(
      [...WEBHOOK_EVENTS].sort(),
    )
    expect(
      document['x-webhooks']['booking.created']!.post.description,
    ).toContain('HMAC-SHA256')
    expect(
      Object.keys(
        document.components.schemas.WebhookBookingEvent!.properties.data
          .properties,
      ).sort(),
    ).toEqual(Object.keys(JSON.parse(created!.body).data).sort())
    // A body changed on the way no longer verifies.
    expect(
      signatureVerifies(hook.secret, {
        ...created!,
        body: created!.body.replace('confirmed', 'cancelled'),
      }),
    ).toBe(false)

    expect((await cancelBooking(server, made.body.bookingURI)).status).toBe(200)
    const [, cancelled] = await posts(2)
    expect(signatureVerifies(hook.secret, cancelled!)).toBe(true)
    expect(JSON.parse(cancelled!.body)).toMatchObject({
      type: 'booking.cancelled',
      data: { bookingId: made.body.bookingId, status: 'cancelled' },
    })
    expect(
      (await deliveriesOf(hook.webhookId)).map((one) => [one.type, one.state]),
    ).toEqual([
      ['booking.cancelled', 'delivered'],
      ['booking.created', 'delivered'],
    ])
    await adminCall(server, 'removeWebhook', staff, {
      webhookId: hook.webhookId,
    })
  })

  it('tries a delivery the receiver refused again after the backoff, shows each try to staff, and a replay sends the same event again', async () => {
    received.length = 0
    const hook = await register(['booking.created'])
    answers.push(500)
    const offer = await roomyOffer(server, 160)
    const made = await book(server.baseUrl, bookingBody(offer))
    await posts(1)
    // Read as the list shows it once the try is written down.
    let [delivery] = await deliveriesOf(hook.webhookId)
    for (
      let waited = 0;
      delivery!.attempts.length === 0 && waited < 50;
      waited++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      ;[delivery] = await deliveriesOf(hook.webhookId)
    }
    expect(delivery).toMatchObject({
      state: 'waiting',
      attempts: [{ status: 500, problem: 'http_500' }],
    })
    const retry = new Date(delivery!.nextAttemptAt!)
    // Not before its time: the first retry is 5 seconds after the try.
    expect(await round(new Date(retry.getTime() - 1000))).toBe(0)
    expect(await round(retry)).toBe(1)
    const [, again] = await posts(2)
    expect(again!.headers['webhook-id']).toBe(
      received[0]!.headers['webhook-id'],
    )
    ;[delivery] = await deliveriesOf(hook.webhookId)
    expect(delivery).toMatchObject({
      state: 'delivered',
      nextAttemptAt: null,
      attempts: [{ status: 500 }, { status: 204, problem: null }],
    })

    const replay = await adminCall(server, 'replayWebhookDelivery', staff, {
      deliveryId: delivery!.deliveryId,
    })
    expect(replay.body).toMatchObject({
      state: 'delivered',
      replayOf: delivery!.deliveryId,
      eventId: delivery!.eventId,
    })
    const [, , replayed] = await posts(3)
    expect(JSON.parse(replayed!.body)).toMatchObject({
      id: delivery!.eventId,
      data: { bookingId: made.body.bookingId },
    })
    expect(signatureVerifies(hook.secret, replayed!)).toBe(true)
    await adminCall(server, 'removeWebhook', staff, {
      webhookId: hook.webhookId,
    })
  })

  it('signs with the old secret beside the new one for a day after a rotation', async () => {
    received.length = 0
    const hook = await register(['booking.created'])
    const rotated = await adminCall(server, 'rotateWebhookSecret', staff, {
      webhookId: hook.webhookId,
    })
    const secret = rotated.body.secret as string
    expect(secret).not.toBe(hook.secret)
    await book(server.baseUrl, bookingBody(await roomyOffer(server, 170)))
    const [post] = await posts(1)
    expect(post!.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(signatureVerifies(secret, post!)).toBe(true)
    expect(signatureVerifies(hook.secret, post!)).toBe(true)
    await adminCall(server, 'removeWebhook', staff, {
      webhookId: hook.webhookId,
    })
  })

  it('tells money taken for a booking as booking.paid, and only addresses that asked for it', async () => {
    received.length = 0
    const bookings = await register(['booking.created'], 'Bookings only')
    const paid = await register(['booking.paid'], 'Accounting')
    const offer = await roomyOffer(server, 180, 'PREPAYMENT')
    const made = await book(server.baseUrl, bookingBody(offer))
    expect(made.status).toBe(201)
    // booking.paid is written with the payment; it goes with the booking's event, or in the
    // next round.
    await round(new Date(Date.now() + 1000))
    const all = await posts(2)
    const paidPost = all.find((post) => post.body.includes('booking.paid'))!
    expect(signatureVerifies(paid.secret, paidPost)).toBe(true)
    const event = webhookPaymentEventSchema.parse(JSON.parse(paidPost.body))
    expect(event.data).toMatchObject({
      bookingId: made.body.bookingId,
      currency: 'EUR',
    })
    expect(event.data.amount).toBeGreaterThan(0)
    expect(
      (await deliveriesOf(bookings.webhookId)).map((one) => one.type),
    ).toEqual(['booking.created'])
    for (const hook of [bookings, paid])
      await adminCall(server, 'removeWebhook', staff, {
        webhookId: hook.webhookId,
      })
  })

  it('refuses a registration without a web address or an event with the field to fix, and unknown addresses and deliveries (ASVS 1.3.6: the address is checked again where it is posted to)', async () => {
    const bad = await adminCall(server, 'createWebhook', staff, {
      url: 'ftp://pms.example/hooks',
      name: 'PMS',
      events: [],
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['events', 'url'])
    // A port no URL can have: refused here, not left to jam its deliveries.
    const unparsable = await adminCall(server, 'createWebhook', staff, {
      url: 'http://pms.example:99999/hooks',
      name: 'PMS',
      events: ['booking.created'],
    })
    expect(unparsable.status).toBe(400)
    expect(unparsable.body.error.fields).toEqual({ url: 'invalid_url' })
    for (const [name, input] of [
      ['rotateWebhookSecret', { webhookId: 'whk_nope' }],
      ['removeWebhook', { webhookId: 'whk_nope' }],
      ['webhookDeliveries', { webhookId: 'whk_nope' }],
      ['replayWebhookDelivery', { deliveryId: 'dlv_nope' }],
    ] as const)
      expect((await adminCall(server, name, staff, input)).status).toBe(404)
    // Removed: nothing more goes to it, and what waited is given up.
    received.length = 0
    const hook = await register(['booking.created'])
    await adminCall(server, 'removeWebhook', staff, {
      webhookId: hook.webhookId,
    })
    await book(server.baseUrl, bookingBody(await roomyOffer(server, 190)))
    await round(new Date(Date.now() + 1000))
    expect(received).toHaveLength(0)
  })

  it('posts a delivery once when two processes’ rounds take it at the same time', async () => {
    const hook = await register(['booking.paid'])
    // Due a minute from now: neither the server's round nor its kick takes it before the test.
    const due = new Date(Date.now() + 60_000)
    await queuePaid('AA-RACE', due)
    const tried = await Promise.all([round(due), round(due), round(due)])
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(1)
    await posts(1)
    expect((await deliveriesOf(hook.webhookId))[0]).toMatchObject({
      state: 'delivered',
      attempts: [{ status: 204 }],
    })
  })

  it('keeps a delivery given up when its address is removed while a try is under way, and does not count that try', async () => {
    const hook = await register(['booking.paid'])
    const due = new Date(Date.now() + 60_000)
    await queuePaid('AA-REMOVED', due)
    let release = () => {}
    held = new Promise((resolve) => (release = resolve))
    answers.push(500)
    const trying = round(due)
    await posts(1)
    await adminCall(server, 'removeWebhook', staff, {
      webhookId: hook.webhookId,
    })
    release()
    expect(await trying).toBe(1)
    const stored = await server.database.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'state', 'next_attempt_at', 'attempts'])
      .where('webhook_id', '=', hook.webhookId)
      .execute()
    expect(stored).toEqual([
      expect.objectContaining({
        state: 'failed',
        next_attempt_at: null,
        attempts: 0,
      }),
    ])
    expect(
      await server.database.db
        .selectFrom('webhook_attempts')
        .select('attempt')
        .where('delivery_id', '=', stored[0]!.id)
        .execute(),
    ).toEqual([])
  })

  it('gives a delivery up as failed after its last retry, each try written down', async () => {
    const hook = await register(['booking.paid'])
    let due = new Date(Date.now() + 60_000)
    await queuePaid('AA-GIVENUP', due)
    const tries = WEBHOOK_RETRY_SECONDS.length + 1
    answers.push(...Array<number>(tries).fill(503))
    for (let attempt = 1; attempt <= tries; attempt++) {
      expect(await round(due)).toBe(1)
      const [delivery] = await deliveriesOf(hook.webhookId)
      expect(delivery!.attempts).toHaveLength(attempt)
      if (attempt < tries) {
        expect(delivery!.state).toBe('waiting')
        due = new Date(delivery!.nextAttemptAt!)
      } else
        expect(delivery).toMatchObject({ state: 'failed', nextAttemptAt: null })
    }
    // Given up: no round tries it again.
    expect(await round(new Date(due.getTime() + 365 * 86_400_000))).toBe(0)
    expect(received).toHaveLength(tries)
  })
})
