import { createStore, type StoreApi } from 'zustand/vanilla'
import { problemOf, type CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import { replayWebhookDelivery, webhookDeliveries } from '../api/endpoints'

/** One delivery of an event to an address, with each try (issue 35, decision 049). */
export type WebhookDelivery = OutputOf<
  typeof webhookDeliveries
>['deliveries'][number]

/** One try of a delivery: what the receiver answered, or why there was no answer. */
export type WebhookAttempt = WebhookDelivery['attempts'][number]

/** Where a read stands: not asked yet, on its way, refused or lost, or here. */
export type WebhookDeliveriesStatus = 'idle' | 'loading' | 'failed' | 'loaded'

/** What sending a delivery again came to: the new delivery, or why it was not sent. */
export type WebhookReplayOutcome =
  | { delivery: WebhookDelivery; problem?: undefined }
  | { delivery?: undefined; problem: CallProblem }

export interface WebhookDeliveriesState {
  /** The address whose deliveries are open; none while closed. */
  webhook: { webhookId: string; name: string } | undefined
  /** The first page's read. */
  status: WebhookDeliveriesStatus
  /** The deliveries read so far, newest first, with replays added at the top. */
  deliveries: readonly WebhookDelivery[]
  /** The id to ask the next page with; null at the last page. */
  next: string | null
  /** The next page's read ('idle' before the first ask of one). */
  more: WebhookDeliveriesStatus
  /** Why the first or the next page could not be read, while its status is failed. */
  problem: CallProblem | undefined
  /** The delivery being sent again; one at a time. */
  replaying: string | undefined
  /** What each replay came to, by the delivery sent again. */
  replays: Readonly<Record<string, WebhookReplayOutcome>>
}

export interface WebhookDeliveriesControls {
  /** Opens an address's deliveries and reads their first page; false when refused or lost. */
  open(webhook: { webhookId: string; name: string }): Promise<boolean>
  /** Reads the next page and adds it below; false at the last page, or when refused or lost. */
  loadMore(): Promise<boolean>
  /** Sends a delivery again now, as a new delivery shown at the top; false when refused or lost. */
  replay(deliveryId: string): Promise<boolean>
  /** Closes the deliveries. */
  close(): void
}

export type WebhookDeliveriesStore = WebhookDeliveriesState &
  WebhookDeliveriesControls

/** An address's deliveries as staff page through them, a store changed only through its actions. */
export type WebhookDeliveries = StoreApi<WebhookDeliveriesStore>

const CLOSED: WebhookDeliveriesState = {
  webhook: undefined,
  status: 'idle',
  deliveries: [],
  next: null,
  more: 'idle',
  problem: undefined,
  replaying: undefined,
  replays: {},
}

/**
 * The deliveries of one address at a time (issue 35, decision 049): newest first, a page at a
 * time, each one sent again on demand with its outcome kept beside it. An answer for an address
 * closed or left meanwhile is dropped.
 */
export function createWebhookDeliveries({
  api,
}: {
  api: ApiClient
}): WebhookDeliveries {
  // Counts the addresses opened: an answer for an earlier one is no news.
  let opened = 0
  return createStore<WebhookDeliveriesStore>()((set, get) => {
    const read = async (before: string | undefined) => {
      const webhookId = get().webhook?.webhookId
      if (!webhookId) return false
      const mine = opened
      // The first page's status, or the next page's.
      const mark = (
        state: WebhookDeliveriesStatus,
      ): Partial<WebhookDeliveriesState> =>
        before ? { more: state } : { status: state }
      set({ ...mark('loading'), problem: undefined })
      try {
        const answer = await api.call(webhookDeliveries, {
          webhookId,
          ...(before ? { before } : {}),
        })
        if (mine !== opened) return false
        // A replay made meanwhile is already at the top: it is not listed twice.
        const known = new Set(get().deliveries.map((one) => one.deliveryId))
        set({
          ...mark('loaded'),
          deliveries: [
            ...get().deliveries,
            ...answer.deliveries.filter((one) => !known.has(one.deliveryId)),
          ],
          next: answer.next,
        })
        return true
      } catch (failure) {
        if (mine !== opened) return false
        set({ ...mark('failed'), problem: problemOf(failure) })
        return false
      }
    }

    const replay = async (deliveryId: string) => {
      if (get().replaying || !get().webhook) return false
      const mine = opened
      const { [deliveryId]: _earlier, ...replays } = get().replays
      set({ replaying: deliveryId, replays })
      try {
        const delivery = await api.call(replayWebhookDelivery, { deliveryId })
        if (mine !== opened) return false
        set({
          replaying: undefined,
          deliveries: [delivery, ...get().deliveries],
          replays: { ...get().replays, [deliveryId]: { delivery } },
        })
        return true
      } catch (failure) {
        if (mine !== opened) return false
        set({
          replaying: undefined,
          replays: {
            ...get().replays,
            [deliveryId]: { problem: problemOf(failure) },
          },
        })
        return false
      }
    }

    return {
      ...CLOSED,
      open: (webhook) => {
        opened++
        set({ ...CLOSED, webhook })
        return read(undefined)
      },
      loadMore: () => {
        const { next, more, status } = get()
        if (!next || more === 'loading' || status !== 'loaded')
          return Promise.resolve(false)
        return read(next)
      },
      replay,
      close: () => {
        opened++
        set(CLOSED)
      },
    }
  })
}
