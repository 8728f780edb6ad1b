import { WEBHOOK_EVENTS } from '@resort/core/api'
import { reading, text, type Describe } from './auditReading'
import type { Say } from './auditSay'

// The events an address is told of, in words: "a booking is made or a booking is cancelled".
function eventsText(value: unknown, say: Say): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const known = WEBHOOK_EVENTS.filter((event) => value.includes(event))
  if (known.length !== value.length) return undefined
  return new Intl.ListFormat(say.language, { type: 'disjunction' }).format(
    known.map((event) =>
      say.t(`audit.say.webhook_event_${event.replace('.', '_')}`),
    ),
  )
}

// Audit entries name an address by its id; its name and web address are in the values. The
// secret is never written there (decision 049).
const webhookCreated: Describe = (_entry, _before, after, say) => {
  const name = text(after.name)
  const url = text(after.url)
  const events = eventsText(after.events, say)
  if (!name || !url || !events) return undefined
  return reading(say.t('audit.say.webhook_created', { name, url }), [
    say.t('audit.say.webhook_events', { events }),
  ])
}

const webhookSecretRotated: Describe = ({ entityId }, _before, after, say) =>
  reading(
    say.t('audit.say.webhook_secret_rotated', {
      name: text(after.name) ?? entityId,
    }),
  )

const webhookRemoved: Describe = ({ entityId }, before, _after, say) => {
  const url = text(before.url)
  return reading(
    say.t('audit.say.webhook_removed', {
      name: text(before.name) ?? entityId,
    }),
    url ? [url] : [],
  )
}

const webhookDeliveryReplayed: Describe = (
  { entityId },
  _before,
  after,
  say,
) => {
  const delivery = text(after.deliveryId)
  const event = text(after.eventId)
  if (!delivery) return undefined
  return reading(
    say.t('audit.say.webhook_delivery_replayed', {
      delivery,
      webhook: entityId,
    }),
    event ? [say.t('audit.say.webhook_event_id', { event })] : [],
  )
}

/** Staff's webhooks (issue 35, decision 049) as staff would say them. */
export const WEBHOOK_SENTENCES: Record<string, Describe> = {
  webhook_created: webhookCreated,
  webhook_secret_rotated: webhookSecretRotated,
  webhook_removed: webhookRemoved,
  webhook_delivery_replayed: webhookDeliveryReplayed,
}
