import { WEBHOOK_OLD_SECRET_HOURS } from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { invalidParam, notFound } from '#http/errors'
import { recordAudit } from '../admin/auditLog'
import type { RouteModule } from '../appContext'
import { sortableId } from '../webhooks/webhookIds'
import { webhookUrlAllowed } from '../webhooks/webhookPost'
import { deliverDueWebhooks } from '../webhooks/webhookRound'
import { newWebhookSecret } from '../webhooks/webhookSigning'
import {
  deliveryPage,
  deliveryViews,
  findWebhook,
  webhookList,
  webhookView,
} from '../webhooks/webhookStore'

/**
 * Staff's webhooks (issue 35, decision 049): the addresses the hotel's other systems hear of
 * bookings at, their secrets, and each delivery, replayable; every change in the audit log.
 */
export const webhookRoutes: RouteModule = (handle, context) => {
  const { db, now } = context

  handle('adminWebhooks', async () => ({ webhooks: await webhookList(db) }))

  handle('createWebhook', async ({ url, name, events }, { caller: admin }) => {
    // The pattern takes what a URL parser may still refuse ('http://[:::::]/').
    if (!URL.canParse(url))
      throw invalidParam('url', 'invalid_url', 'This is not a web address.')
    if (
      !webhookUrlAllowed(
        new URL(url),
        context.webhooks.post.allowPrivateNetworks,
      )
    )
      throw invalidParam(
        'url',
        'https_required',
        'Use an https:// address: a booking names its guest.',
      )
    const at = now().toISOString()
    const row = {
      id: sortableId('whk', now()),
      name: name.trim(),
      url,
      events: JSON.stringify([...new Set(events)]),
      secret: newWebhookSecret(),
      secret_since: at,
      old_secret: null,
      old_secret_until: null,
      created_at: at,
      removed_at: null,
    }
    await inTransaction(db, async (trx) => {
      await trx.insertInto('webhooks').values(row).execute()
      await recordAudit(
        trx,
        admin,
        {
          action: 'webhook_created',
          entity: 'webhook',
          entityId: row.id,
          before: null,
          after: { name: row.name, url, events: JSON.parse(row.events) },
        },
        now(),
      )
    })
    return { ...webhookView(row), secret: row.secret }
  })

  handle('rotateWebhookSecret', async ({ webhookId }, { caller: admin }) => {
    const at = now()
    const webhook = await findWebhook(db, webhookId)
    const rotated = {
      secret: newWebhookSecret(),
      secret_since: at.toISOString(),
      old_secret: webhook.secret,
      old_secret_until: new Date(
        at.getTime() + WEBHOOK_OLD_SECRET_HOURS * 3600_000,
      ).toISOString(),
    }
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('webhooks')
        .set(rotated)
        .where('id', '=', webhookId)
        .execute()
      await recordAudit(
        trx,
        admin,
        {
          action: 'webhook_secret_rotated',
          entity: 'webhook',
          entityId: webhookId,
          before: null,
          after: { name: webhook.name },
        },
        at,
      )
    })
    return {
      ...webhookView({ ...webhook, ...rotated }),
      secret: rotated.secret,
    }
  })

  handle('removeWebhook', async ({ webhookId }, { caller: admin }) => {
    const webhook = await findWebhook(db, webhookId)
    const at = now()
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('webhooks')
        .set({ removed_at: at.toISOString() })
        .where('id', '=', webhookId)
        .execute()
      // Nothing more goes to it: what waited is given up, and says so in its history.
      await trx
        .updateTable('webhook_deliveries')
        .set({ state: 'failed', next_attempt_at: null })
        .where('webhook_id', '=', webhookId)
        .where('state', '=', 'waiting')
        .execute()
      await recordAudit(
        trx,
        admin,
        {
          action: 'webhook_removed',
          entity: 'webhook',
          entityId: webhookId,
          before: {
            name: webhook.name,
            url: webhook.url,
            events: JSON.parse(webhook.events) as unknown,
          },
          after: null,
        },
        at,
      )
    })
    return { removed: true as const }
  })

  handle('webhookDeliveries', async ({ webhookId, before }) => {
    await findWebhook(db, webhookId)
    return deliveryPage(db, webhookId, before)
  })

  handle('replayWebhookDelivery', async ({ deliveryId }, { caller: admin }) => {
    const original = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .selectAll('d')
      .where('d.id', '=', deliveryId)
      .where('w.removed_at', 'is', null)
      .executeTakeFirst()
    if (!original) throw notFound('delivery', deliveryId, 'deliveryId')
    const at = now()
    const replay = {
      id: sortableId('dlv', at),
      webhook_id: original.webhook_id,
      event_id: original.event_id,
      type: original.type,
      booking_id: original.booking_id,
      payload: original.payload,
      created_at: at.toISOString(),
      state: 'waiting' as const,
      next_attempt_at: at.toISOString(),
      replay_of: original.id,
    }
    await inTransaction(db, async (trx) => {
      await trx.insertInto('webhook_deliveries').values(replay).execute()
      await recordAudit(
        trx,
        admin,
        {
          action: 'webhook_delivery_replayed',
          entity: 'webhook',
          entityId: original.webhook_id,
          before: null,
          after: { deliveryId: original.id, eventId: original.event_id },
        },
        at,
      )
    })
    // Sent now, while staff wait: the answer says what the receiver made of it.
    await deliverDueWebhooks(context.webhooks, [replay.id])
    const [shown] = await deliveryViews(
      db,
      await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('id', '=', replay.id)
        .execute(),
    )
    return shown!
  })
}
