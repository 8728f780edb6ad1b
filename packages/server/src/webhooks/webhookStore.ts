import {
  WEBHOOK_DELIVERIES_PAGE,
  type WebhookEventType,
} from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { notFound } from '#http/errors'

// What staff read of the webhooks (decision 049): the addresses, and each one's deliveries.

type WebhookRow = Database['webhooks']

/** An address as staff see it, with its deliveries waiting and failed. */
export function webhookView(
  row: Pick<
    WebhookRow,
    'id' | 'name' | 'url' | 'events' | 'created_at' | 'secret_since'
  >,
  counts: { waiting: number; failed: number } = { waiting: 0, failed: 0 },
) {
  return {
    webhookId: row.id,
    name: row.name,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    createdAt: row.created_at,
    secretSince: row.secret_since,
    ...counts,
  }
}

/** Every address not removed, oldest first, with its counts. */
export async function webhookList(db: Kysely<Database>) {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('webhooks')
      .selectAll()
      .where('removed_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'state', (eb) => eb.fn.countAll().as('count')])
      .where('state', 'in', ['waiting', 'failed'])
      .groupBy(['webhook_id', 'state'])
      .execute(),
  ])
  const countOf = (id: string, state: string) =>
    Number(
      counts.find((row) => row.webhook_id === id && row.state === state)
        ?.count ?? 0,
    )
  return rows.map((row) =>
    webhookView(row, {
      waiting: countOf(row.id, 'waiting'),
      failed: countOf(row.id, 'failed'),
    }),
  )
}

/** An address not removed, or not_found. */
export async function findWebhook(db: Kysely<Database>, webhookId: string) {
  const row = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', webhookId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw notFound('webhook', webhookId, 'webhookId')
  return row
}

type DeliveryRow = Database['webhook_deliveries']

/** Deliveries with their tries, in the order given. */
export async function deliveryViews(
  db: Kysely<Database>,
  rows: readonly Omit<DeliveryRow, 'attempts'>[],
) {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where(
            'delivery_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('attempt')
          .execute()
  return rows.map((row) => ({
    deliveryId: row.id,
    eventId: row.event_id,
    type: row.type as WebhookEventType,
    bookingId: row.booking_id,
    createdAt: row.created_at,
    state: row.state,
    nextAttemptAt: row.state === 'waiting' ? row.next_attempt_at : null,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        at: attempt.at,
        status: attempt.status,
        problem: attempt.problem,
        durationMs: attempt.duration_ms,
      })),
    replayOf: row.replay_of,
    payload: row.payload,
  }))
}

/** A page of an address's deliveries, newest first (ids sort by time), after `before`. */
export async function deliveryPage(
  db: Kysely<Database>,
  webhookId: string,
  before: string | undefined,
) {
  let query = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
  if (before) query = query.where('id', '<', before)
  const rows = await query
    .orderBy('id', 'desc')
    .limit(WEBHOOK_DELIVERIES_PAGE + 1)
    .execute()
  const page = rows.slice(0, WEBHOOK_DELIVERIES_PAGE)
  return {
    deliveries: await deliveryViews(db, page),
    next:
      rows.length > WEBHOOK_DELIVERIES_PAGE ? (page.at(-1)?.id ?? null) : null,
  }
}
