import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import {
  type adminWebhooks,
  createWebhook,
  removeWebhook,
  rotateWebhookSecret,
} from '../api/endpoints'
import {
  createWebhookRequestSchema,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '../api/webhooks'
import { formField, requestCodes } from '../validation/requestCodes'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'
import {
  createWebhookDeliveries,
  type WebhookDeliveries,
} from './webhookDeliveries'

/** An address the hotel's other systems hear of bookings at, as staff's list has it (issue 35). */
export type Webhook = OutputOf<typeof adminWebhooks>['webhooks'][number]

/** An address with its signing secret: answered once, when it is registered or rotated. */
export type WebhookWithSecret = OutputOf<typeof createWebhook>

/** An address named by its id and by what staff call it (one action serves the list). */
export interface WebhookName {
  webhookId: string
  name: string
}

/** The new address's form as typed, so that nothing is lost on a refusal. */
export interface WebhookDraft {
  url: string
  name: string
  events: WebhookEventType[]
}

/** The form's fields, in its order: where an error shows, and the summary's order. */
export const WEBHOOK_FIELDS = ['url', 'name', 'events'] as const
export type WebhookField = (typeof WEBHOOK_FIELDS)[number]

/** Registering an address; refusals show at their fields, and the form is empty again after each. */
export type WebhookCreation = StaffAction<
  'create',
  WebhookDraft,
  WebhookWithSecret,
  WebhookField
>

/** A new signing secret for an address, after a yes; the old one signs beside it for a day. */
export type WebhookRotation = StaffAction<
  'rotate',
  WebhookName,
  WebhookWithSecret
>

/** No more deliveries to an address, after a yes (named `remove` for RemoveStep); `done` names it. */
export type WebhookRemoval = StaffAction<'remove', WebhookName, WebhookName>

/** Copying the secret shown: `write` is the browser's clipboard; a refusal is the problem. */
export type WebhookSecretCopy = StaffAction<'copy', { secret: string }, true>

/** A secret shown once, and why: the address was just registered, or its secret rotated. */
export interface ShownWebhookSecret {
  webhook: WebhookWithSecret
  reason: 'created' | 'rotated'
}

export interface WebhookSecretStore {
  /** The secret staff see now; it is not kept anywhere else, nor read again. */
  shown: ShownWebhookSecret | undefined
  show(webhook: WebhookWithSecret, reason: ShownWebhookSecret['reason']): void
  /** Staff have kept it, or its address is gone: it is not shown again. */
  hide(): void
}

/** The secret last answered, shown until staff hide it, another replaces it or its address goes. */
export type WebhookSecret = StoreApi<WebhookSecretStore>

/** What staff do with the webhooks; only the latest outcome is news. */
export interface WebhookActions {
  creation: WebhookCreation
  rotation: WebhookRotation
  removal: WebhookRemoval
  copy: WebhookSecretCopy
  secret: WebhookSecret
  deliveries: WebhookDeliveries
}

/** An empty form: no event ticked, so that staff choose what the receiving system handles. */
export const emptyWebhookDraft = (): WebhookDraft => ({
  url: '',
  name: '',
  events: [],
})

/** The request of a draft: the text trimmed, the events in the order the API lists them. */
export const webhookRequest = ({ url, name, events }: WebhookDraft) => ({
  url: url.trim(),
  name: name.trim(),
  events: WEBHOOK_EVENTS.filter((event) => events.includes(event)),
})

/** The form's field a code of the call's names belongs to (`events.0` is `events`). */
export function webhookFieldOf(name: string): WebhookField | undefined {
  const field = name.split('.')[0]
  return WEBHOOK_FIELDS.find((known) => known === field)
}

const NO_WEBHOOK: WebhookName = { webhookId: '', name: '' }

function createWebhookSecret(): WebhookSecret {
  return createStore<WebhookSecretStore>()((set) => ({
    shown: undefined,
    show: (webhook, reason) => set({ shown: { webhook, reason } }),
    hide: () => set({ shown: undefined }),
  }))
}

/**
 * Staff's webhooks (issue 35, decision 049): an address registered, its secret rotated or the
 * address removed, each after the page's check or a yes; the secret answered shown once, and
 * copied with `write` (the browser's clipboard); each address's deliveries, paged and replayed.
 */
export function createWebhookActions({
  api,
  write,
}: {
  api: ApiClient
  write: (text: string) => Promise<void>
}): WebhookActions {
  // Each action, as it starts, makes the others' last outcome old news.
  const others = (acting: object) => {
    for (const action of [creation, rotation, removal, copy])
      if (action !== acting) action.getState().dismiss()
  }
  const secret = createWebhookSecret()
  const deliveries = createWebhookDeliveries({ api })
  const creation: WebhookCreation = createStaffAction('create', {
    draft: emptyWebhookDraft(),
    check: (draft) =>
      requestCodes(
        createWebhookRequestSchema,
        webhookRequest(draft),
        formField,
      ),
    send: async (draft) => {
      others(creation)
      const made = await api.call(createWebhook, webhookRequest(draft))
      secret.getState().show(made, 'created')
      return made
    },
    fieldOf: webhookFieldOf,
    startOver: true,
  })
  const rotation: WebhookRotation = createStaffAction('rotate', {
    draft: NO_WEBHOOK,
    send: async ({ webhookId }) => {
      others(rotation)
      const rotated = await api.call(rotateWebhookSecret, { webhookId })
      secret.getState().show(rotated, 'rotated')
      return rotated
    },
  })
  const removal: WebhookRemoval = createStaffAction('remove', {
    draft: NO_WEBHOOK,
    send: async (webhook) => {
      others(removal)
      await api.call(removeWebhook, { webhookId: webhook.webhookId })
      // What was shown of it is of no use any more.
      if (secret.getState().shown?.webhook.webhookId === webhook.webhookId)
        secret.getState().hide()
      if (deliveries.getState().webhook?.webhookId === webhook.webhookId)
        deliveries.getState().close()
      return webhook
    },
  })
  const copy: WebhookSecretCopy = createStaffAction('copy', {
    draft: { secret: '' },
    send: async (draft) => {
      others(copy)
      await write(draft.secret)
      return true as const
    },
  })
  return { creation, rotation, removal, copy, secret, deliveries }
}
