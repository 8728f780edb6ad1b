import { WEBHOOK_RETRY_SECONDS } from '@resort/core/api'
import type { Kysely } from 'kysely'
import pLimit from 'p-limit'
import { scheduleJob, type ScheduledJob } from '#db/scheduledJobs'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { postWebhook, type WebhookPostOptions } from './webhookPost'
import { signedHeaders, signingSecrets } from './webhookSigning'

export interface WebhookDeps {
  db: Kysely<Database>
  now: () => Date
  post: WebhookPostOptions
}

/** Deliveries tried at once: a slow receiver does not hold up the others. */
const AT_ONCE = 4
/** Deliveries a round takes on; the rest wait for the next round. */
const ROUND_SIZE = 100
/** How long a try holds its delivery: past it, another process may try it again. */
const leaseMs = (deps: WebhookDeps) => deps.post.timeoutMs + 30_000

/** When a delivery that failed its `attempts`th try is tried again; null: given up. */
export function retryAt(attempts: number, at: Date): Date | null {
  const wait = WEBHOOK_RETRY_SECONDS[attempts - 1]
  return wait === undefined ? null : new Date(at.getTime() + wait * 1000)
}

interface DueDelivery {
  id: string
  event_id: string
  payload: string
  attempts: number
  next_attempt_at: string | null
  url: string
  secret: string
  old_secret: string | null
  old_secret_until: string | null
}

/**
 * Tries one delivery, if this process takes its lease (the delivery's next_attempt_at as it was
 * read, moved forward): two processes never post the same try. Returns whether it was tried.
 */
async function tryDelivery(
  deps: WebhookDeps,
  delivery: DueDelivery,
): Promise<boolean> {
  const at = deps.now()
  const leaseUntil = new Date(at.getTime() + leaseMs(deps)).toISOString()
  const lease = await deps.db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', delivery.id)
    .where('state', '=', 'waiting')
    .where((eb) =>
      delivery.next_attempt_at === null
        ? eb('next_attempt_at', 'is', null)
        : eb('next_attempt_at', '=', delivery.next_attempt_at),
    )
    .executeTakeFirst()
  if (Number(lease.numUpdatedRows) !== 1) return false
  const outcome = await postWebhook(
    delivery.url,
    delivery.payload,
    signedHeaders(
      delivery.event_id,
      at,
      delivery.payload,
      signingSecrets(delivery, at),
    ),
    deps.post,
  )
  const attempt = delivery.attempts + 1
  const delivered = outcome.problem === null
  const next = delivered ? null : retryAt(attempt, deps.now())
  // Written only while the lease holds: an address removed meanwhile keeps its delivery given up,
  // and a try that outlived its lease (another process may have tried since) is not counted.
  await inTransaction(deps.db, async (trx) => {
    const recorded = await trx
      .updateTable('webhook_deliveries')
      .set({
        attempts: attempt,
        state: delivered ? 'delivered' : next ? 'waiting' : 'failed',
        next_attempt_at: next?.toISOString() ?? null,
      })
      .where('id', '=', delivery.id)
      .where('state', '=', 'waiting')
      .where('next_attempt_at', '=', leaseUntil)
      .executeTakeFirst()
    if (Number(recorded.numUpdatedRows) !== 1) return
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: delivery.id,
        attempt,
        at: at.toISOString(),
        status: outcome.status,
        problem: outcome.problem,
        duration_ms: outcome.durationMs,
      })
      .execute()
  })
  return true
}

/** The deliveries due now, oldest first, with their address and secrets. */
function dueDeliveries(deps: WebhookDeps, ids?: readonly string[]) {
  let query = deps.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select([
      'd.id',
      'd.event_id',
      'd.payload',
      'd.attempts',
      'd.next_attempt_at',
      'w.url',
      'w.secret',
      'w.old_secret',
      'w.old_secret_until',
    ])
    .where('d.state', '=', 'waiting')
    .where('w.removed_at', 'is', null)
    .where('d.next_attempt_at', '<=', deps.now().toISOString())
  if (ids) query = query.where('d.id', 'in', ids)
  return query.orderBy('d.next_attempt_at').limit(ROUND_SIZE).execute()
}

/** Every delivery due now tried once (or those of `ids` only); returns how many were. */
export async function deliverDueWebhooks(
  deps: WebhookDeps,
  ids?: readonly string[],
): Promise<number> {
  if (ids?.length === 0) return 0
  const due = await dueDeliveries(deps, ids)
  const limit = pLimit(AT_ONCE)
  const tried = await Promise.all(
    due.map((delivery) => limit(() => tryDelivery(deps, delivery))),
  )
  return tried.filter(Boolean).length
}

/** The deliveries due tried every `everyMs`, by one server process of all (issue 34). */
export function scheduleWebhookDeliveries(
  deps: WebhookDeps,
  everyMs: number,
  logError: (error: unknown) => void,
  ran?: ScheduledJob['ran'],
): () => Promise<void> {
  return scheduleJob(deps.db, {
    name: 'webhook_deliveries',
    everyMs,
    run: () => deliverDueWebhooks(deps),
    logError,
    ...(ran ? { ran } : {}),
  })
}
