import { describe, expect, it } from 'vitest'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import { createWebhookDeliveries } from './webhookDeliveries'
import { webhookAttempt, webhookDelivery } from './webhookFixtures'

const FRONT_DESK = { webhookId: 'whk_front', name: 'Front desk PMS' }

/** Deliveries dlv_{count} down to dlv_1, newest first, as the server keeps them. */
const stored = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    webhookDelivery({
      deliveryId: `dlv_${String(count - index).padStart(3, '0')}`,
    }),
  )

/** The server's pages of `all`, `size` a page, as webhookDeliveries answers them. */
function pagedServer(all: ReturnType<typeof stored>, size: number) {
  const asked: { webhookId: string; before?: string | undefined }[] = []
  return {
    asked,
    webhookDeliveries: async (query: {
      webhookId: string
      before?: string | undefined
    }) => {
      asked.push(query)
      const from = query.before
        ? all.findIndex((one) => one.deliveryId === query.before) + 1
        : 0
      const page = all.slice(from, from + size)
      return {
        deliveries: page,
        next: from + size < all.length ? page.at(-1)!.deliveryId : null,
      }
    },
  }
}

const deliveriesWith = (handlers: FakeEndpoints) =>
  createWebhookDeliveries({ api: fakeApiClient(handlers) })

describe('an address’s deliveries (issue 35, decision 049)', () => {
  it('decision 049: reads the newest page first, then each next page with `before` set to the `next` answered, until the last', async () => {
    const server = pagedServer(stored(5), 2)
    const deliveries = deliveriesWith(server)
    expect(await deliveries.getState().open(FRONT_DESK)).toBe(true)
    expect(deliveries.getState()).toMatchObject({
      webhook: FRONT_DESK,
      status: 'loaded',
      next: 'dlv_004',
    })
    expect(await deliveries.getState().loadMore()).toBe(true)
    expect(await deliveries.getState().loadMore()).toBe(true)
    expect(
      deliveries.getState().deliveries.map((one) => one.deliveryId),
    ).toEqual(['dlv_005', 'dlv_004', 'dlv_003', 'dlv_002', 'dlv_001'])
    expect(deliveries.getState()).toMatchObject({ next: null, more: 'loaded' })
    // At the last page there is nothing more to ask.
    expect(await deliveries.getState().loadMore()).toBe(false)
    expect(server.asked).toEqual([
      { webhookId: 'whk_front' },
      { webhookId: 'whk_front', before: 'dlv_004' },
      { webhookId: 'whk_front', before: 'dlv_002' },
    ])
  })

  it('decision 049: keeps the pages read when the next one fails, and reads it again when asked', async () => {
    const server = pagedServer(stored(3), 2)
    let fail = true
    const deliveries = deliveriesWith({
      webhookDeliveries: async (query) => {
        if (query.before && fail) throw refusal('generic', 0)
        return server.webhookDeliveries(query)
      },
    })
    await deliveries.getState().open(FRONT_DESK)
    expect(await deliveries.getState().loadMore()).toBe(false)
    expect(deliveries.getState()).toMatchObject({
      status: 'loaded',
      more: 'failed',
      problem: { kind: 'generic' },
      next: 'dlv_002',
    })
    expect(deliveries.getState().deliveries).toHaveLength(2)
    fail = false
    expect(await deliveries.getState().loadMore()).toBe(true)
    expect(deliveries.getState()).toMatchObject({
      more: 'loaded',
      problem: undefined,
    })
    expect(deliveries.getState().deliveries).toHaveLength(3)
  })

  it('decision 049: says why the first page could not be read (an address removed meanwhile)', async () => {
    const deliveries = deliveriesWith({
      webhookDeliveries: async () => {
        throw refusal('not_found', 404, { webhookId: 'not_found' })
      },
    })
    expect(await deliveries.getState().open(FRONT_DESK)).toBe(false)
    expect(deliveries.getState()).toMatchObject({
      status: 'failed',
      problem: { kind: 'not_found' },
    })
  })

  it('decision 049: drops the answer for an address closed or left for another meanwhile', async () => {
    let answer: (() => void) | undefined
    const deliveries = deliveriesWith({
      webhookDeliveries: ({ webhookId }) =>
        new Promise((resolve) => {
          const page = {
            deliveries: [webhookDelivery({ deliveryId: `dlv_${webhookId}` })],
            next: null,
          }
          if (webhookId === 'whk_front') answer = () => resolve(page)
          else resolve(page)
        }),
    })
    const first = deliveries.getState().open(FRONT_DESK)
    await deliveries.getState().open({ webhookId: 'whk_other', name: 'Other' })
    answer!()
    expect(await first).toBe(false)
    expect(
      deliveries.getState().deliveries.map((one) => one.deliveryId),
    ).toEqual(['dlv_whk_other'])
    deliveries.getState().close()
    expect(deliveries.getState()).toMatchObject({
      webhook: undefined,
      deliveries: [],
      status: 'idle',
    })
  })

  it('decision 049: sends a delivery again and shows the new delivery at the top, its outcome kept beside the one sent again', async () => {
    const replayed: unknown[] = []
    const replay = webhookDelivery({
      deliveryId: 'dlv_004',
      replayOf: 'dlv_001',
      attempts: [webhookAttempt({ status: 200 })],
    })
    const deliveries = deliveriesWith({
      ...pagedServer(stored(3), 25),
      replayWebhookDelivery: async (input) => {
        replayed.push(input)
        return replay
      },
    })
    await deliveries.getState().open(FRONT_DESK)
    expect(await deliveries.getState().replay('dlv_001')).toBe(true)
    expect(replayed).toEqual([{ deliveryId: 'dlv_001' }])
    expect(
      deliveries.getState().deliveries.map((one) => one.deliveryId),
    ).toEqual(['dlv_004', 'dlv_003', 'dlv_002', 'dlv_001'])
    expect(deliveries.getState().replays).toEqual({
      dlv_001: { delivery: replay },
    })
    expect(deliveries.getState().replaying).toBeUndefined()
  })

  it('decision 049: sends one delivery again at a time, and keeps a refused replay as that delivery’s problem', async () => {
    let refuse: (() => void) | undefined
    const deliveries = deliveriesWith({
      ...pagedServer(stored(2), 25),
      replayWebhookDelivery: () =>
        new Promise((_, reject) => {
          refuse = () =>
            reject(refusal('not_found', 404, { deliveryId: 'not_found' }))
        }),
    })
    await deliveries.getState().open(FRONT_DESK)
    const first = deliveries.getState().replay('dlv_002')
    expect(deliveries.getState().replaying).toBe('dlv_002')
    expect(await deliveries.getState().replay('dlv_001')).toBe(false)
    refuse!()
    expect(await first).toBe(false)
    expect(deliveries.getState().replays).toEqual({
      dlv_002: {
        problem: { kind: 'not_found', fields: { deliveryId: 'not_found' } },
      },
    })
    expect(deliveries.getState().deliveries).toHaveLength(2)
  })
})
