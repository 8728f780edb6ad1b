import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { createWebhook } from '../api/endpoints'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import { createWebhookActions } from './webhookActions'
import {
  createdWebhook,
  frontDeskRequest,
  webhookDelivery,
} from './webhookFixtures'

type Sent = InputOf<typeof createWebhook>

function actionsWith(handlers: FakeEndpoints = {}) {
  const sent: Sent[] = []
  const actions = createWebhookActions({
    api: fakeApiClient({
      createWebhook: async (input) => {
        sent.push(input)
        return createdWebhook(input)
      },
      ...handlers,
    }),
    write: async () => {},
  })
  return { ...actions, sent }
}

const FRONT_DESK = { webhookId: 'whk_front', name: 'Front desk PMS' }

describe('registering a webhook address (issue 35, decision 049)', () => {
  it('decision 049: sends the address and name trimmed, the events ticked in the API’s order, and shows the secret answered once', async () => {
    const { creation, secret, sent } = actionsWith()
    expect(
      await creation.getState().create({
        url: ' https://pms.example/hooks/resort ',
        name: ' Front desk PMS ',
        events: ['booking.cancelled', 'booking.created', 'booking.changed'],
      }),
    ).toBe(true)
    expect(sent).toEqual([frontDeskRequest])
    expect(secret.getState().shown).toEqual({
      webhook: createdWebhook(frontDeskRequest),
      reason: 'created',
    })
    expect(creation.getState()).toMatchObject({
      justDone: true,
      done: { name: 'Front desk PMS' },
    })
    // The form is empty again for the next address.
    expect(creation.getState().draft).toEqual({ url: '', name: '', events: [] })
    // Once hidden, the secret is gone from the page's state.
    secret.getState().hide()
    expect(secret.getState().shown).toBeUndefined()
  })

  it('decision 049: asks for a web address, a name and at least one event before sending, keeping what was typed', async () => {
    const { creation, sent } = actionsWith()
    expect(await creation.getState().create()).toBe(false)
    expect(creation.getState().errors).toEqual({
      url: 'required',
      name: 'required',
      events: 'required',
    })
    const typed = {
      url: 'ftp://pms.example/hooks',
      name: 'PMS',
      events: ['booking.paid' as const],
    }
    await creation.getState().create(typed)
    expect(creation.getState().errors).toEqual({ url: 'invalid_url' })
    expect(creation.getState().draft).toEqual(typed)
    // Typing in a field takes its error away.
    creation.getState().change({ url: 'https://pms.example' }, 'url')
    expect(creation.getState().errors).toEqual({})
    expect(sent).toEqual([])
  })

  it('decision 049: shows the server’s 400 at the fields it names (an event by its index at the events), with everything typed kept and no secret shown', async () => {
    const { creation, secret } = actionsWith({
      createWebhook: async () => {
        throw refusal('missing_params', 400, {
          url: 'invalid_url',
          'events.0': 'not_allowed',
        })
      },
    })
    const typed = {
      url: 'https://pms.example/hooks',
      name: 'PMS',
      events: ['booking.paid' as const],
    }
    expect(await creation.getState().create(typed)).toBe(false)
    expect(creation.getState().errors).toEqual({
      url: 'invalid_url',
      events: 'not_allowed',
    })
    expect(creation.getState().problem).toBeUndefined()
    expect(creation.getState().draft).toEqual(typed)
    expect(secret.getState().shown).toBeUndefined()
  })

  it('decision 049: keeps a refusal of no field of the form as the problem', async () => {
    const { creation } = actionsWith({
      createWebhook: async () => {
        throw refusal('forbidden', 403)
      },
    })
    await creation.getState().create(frontDeskRequest)
    expect(creation.getState().errors).toEqual({})
    expect(creation.getState().problem?.kind).toBe('forbidden')
  })
})

describe('rotating an address’s secret and removing an address (issue 35, decision 049)', () => {
  it('decision 049: rotates only after a yes, by the address’s id, and shows the new secret in place of the one shown before', async () => {
    const rotated: unknown[] = []
    const { creation, rotation, secret } = actionsWith({
      rotateWebhookSecret: async (input) => {
        rotated.push(input)
        return createdWebhook(frontDeskRequest, {
          secret: 'whsec_new',
          secretSince: '2030-06-01T10:00:00.000Z',
        })
      },
    })
    await creation.getState().create(frontDeskRequest)
    rotation.getState().ask(FRONT_DESK)
    expect(rotation.getState().asking).toBe(true)
    rotation.getState().cancel()
    expect(rotated).toEqual([])
    expect(secret.getState().shown?.reason).toBe('created')

    rotation.getState().ask(FRONT_DESK)
    expect(await rotation.getState().rotate()).toBe(true)
    expect(rotated).toEqual([{ webhookId: 'whk_front' }])
    expect(rotation.getState()).toMatchObject({ asking: false, justDone: true })
    expect(secret.getState().shown).toMatchObject({
      reason: 'rotated',
      webhook: { secret: 'whsec_new', secretSince: '2030-06-01T10:00:00.000Z' },
    })
    // Only the latest outcome is news.
    expect(creation.getState().justDone).toBe(false)
  })

  it('decision 049: keeps an address the server no longer knows as the rotation’s problem, the secret shown before staying', async () => {
    const { creation, rotation, secret } = actionsWith({
      rotateWebhookSecret: async () => {
        throw refusal('not_found', 404, { webhookId: 'not_found' })
      },
    })
    await creation.getState().create(frontDeskRequest)
    rotation.getState().ask({ webhookId: 'gone', name: 'Gone' })
    expect(await rotation.getState().rotate()).toBe(false)
    expect(rotation.getState().problem?.kind).toBe('not_found')
    expect(secret.getState().shown?.webhook.webhookId).toBe('whk_front')
  })

  it('decision 049: removes only after a yes, and forgets the secret and closes the deliveries shown of that address', async () => {
    const removed: unknown[] = []
    const { creation, removal, secret, deliveries } = actionsWith({
      removeWebhook: async (input) => {
        removed.push(input)
        return { removed: true }
      },
      webhookDeliveries: async () => ({
        deliveries: [webhookDelivery()],
        next: null,
      }),
    })
    await creation.getState().create(frontDeskRequest)
    await deliveries.getState().open(FRONT_DESK)
    removal.getState().ask(FRONT_DESK)
    removal.getState().cancel()
    expect(removed).toEqual([])

    removal.getState().ask(FRONT_DESK)
    expect(await removal.getState().remove()).toBe(true)
    expect(removed).toEqual([{ webhookId: 'whk_front' }])
    expect(removal.getState()).toMatchObject({
      justDone: true,
      done: FRONT_DESK,
    })
    expect(secret.getState().shown).toBeUndefined()
    expect(deliveries.getState()).toMatchObject({
      webhook: undefined,
      deliveries: [],
    })
  })

  it('decision 049: removing another address leaves the secret and the deliveries shown', async () => {
    const { creation, removal, secret, deliveries } = actionsWith({
      removeWebhook: async () => ({ removed: true }),
      webhookDeliveries: async () => ({ deliveries: [], next: null }),
    })
    await creation.getState().create(frontDeskRequest)
    await deliveries.getState().open(FRONT_DESK)
    removal.getState().ask({ webhookId: 'whk_other', name: 'Accounting' })
    await removal.getState().remove()
    expect(secret.getState().shown?.webhook.webhookId).toBe('whk_front')
    expect(deliveries.getState().webhook).toEqual(FRONT_DESK)
  })
})

describe('copying the secret shown (issue 35, decision 049)', () => {
  it('decision 049: puts the secret on the clipboard and says so; a refused clipboard is the problem', async () => {
    let refuse = false
    const copied: string[] = []
    const { copy, creation } = createWebhookActions({
      api: fakeApiClient({
        createWebhook: async (input) => createdWebhook(input),
      }),
      write: async (text) => {
        if (refuse) throw new DOMException('denied', 'NotAllowedError')
        copied.push(text)
      },
    })
    await creation.getState().create(frontDeskRequest)
    expect(await copy.getState().copy({ secret: 'whsec_abc' })).toBe(true)
    expect(copied).toEqual(['whsec_abc'])
    expect(copy.getState().justDone).toBe(true)
    expect(creation.getState().justDone).toBe(false)
    refuse = true
    expect(await copy.getState().copy()).toBe(false)
    expect(copy.getState().problem?.kind).toBe('generic')
  })
})
