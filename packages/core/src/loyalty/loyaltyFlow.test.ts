import { describe, expect, it } from 'vitest'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { LoyaltySummary, PointsEntry } from '../api/loyaltyResponses'
import { createTracker } from '../tracking/createTracker'
import type { DataLayerEntry } from '../tracking/trackingEvents'
import { createLoyaltyFlow } from './loyaltyFlow'

const summary = (earned: number, pending = 0): LoyaltySummary => ({
  memberNumber: '4810352967',
  joinedAt: '2026-01-10T09:00:00.000Z',
  points: { earned, pending, expiresAt: '2028-01-10T09:00:00.000Z' },
  rules: {
    pointsPerEuro: 10,
    inactivityMonths: 24,
    transferMinimum: 500,
    transferYearlyMaximum: 50_000,
    transferredThisYear: 0,
  },
})

const entry = (id: string, points: number): PointsEntry => ({
  id,
  bucket: 'earned',
  points,
  reason: points > 0 ? 'stay_completed' : 'transfer_out',
  bookingId: null,
  offer: null,
  createdAt: '2026-05-01T10:00:00.000Z',
})

function flowWith(endpoints: FakeEndpoints) {
  const dataLayer: DataLayerEntry[] = []
  let ids = 0
  const flow = createLoyaltyFlow({
    api: fakeApiClient(endpoints),
    tracker: createTracker(dataLayer),
    newRequestId: () =>
      `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  })
  return { flow, state: () => flow.getState(), dataLayer }
}

const transferInput = {
  memberNumber: '1234 567 890',
  lastName: 'Novak',
  points: '800',
}

describe('the loyalty flow', () => {
  it('knows a member who has not joined (null) apart from one not loaded yet (undefined)', async () => {
    const { state } = flowWith({
      memberLoyalty: async () => ({ loyalty: null }),
    })
    expect(state().summary).toBeUndefined()
    await state().load()
    expect(state().summary).toBeNull()
  })

  it('asks for the membership once while a load is on its way', async () => {
    let calls = 0
    const { state } = flowWith({
      memberLoyalty: async () => {
        calls++
        return { loyalty: summary(1200) }
      },
    })
    await Promise.all([state().load(), state().load()])
    expect(calls).toBe(1)
    expect(state().summary?.points.earned).toBe(1200)
  })

  it('says so when the membership could not be loaded, and a signed-out member is told to sign in', async () => {
    const failing = flowWith({
      memberLoyalty: async () => {
        throw refusal('generic', 500)
      },
    })
    await failing.state().load()
    expect(failing.state().loadFailed).toBe(true)

    const signedOut = flowWith({
      memberLoyalty: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    await signedOut.state().load()
    expect(signedOut.state().notice).toEqual({
      action: 'load',
      code: 'signed_out',
    })
  })

  it('SPEC 4: joining tracks sign_up with the context the member joined from, once', async () => {
    const { state, dataLayer } = flowWith({
      memberLoyalty: async () => ({ loyalty: null }),
      joinClub: async () => ({ loyalty: summary(0) }),
    })
    await state().load()
    expect(await state().join('loyalty_standalone')).toBe(true)
    expect(state().summary?.memberNumber).toBe('4810352967')
    expect(state().notice).toEqual({ action: 'join', code: 'joined' })
    // Joining again (a second tab) changes nothing and is not a second sign-up.
    await state().join('loyalty_standalone')
    expect(
      dataLayer.filter((item) => 'event' in item && item.event === 'sign_up'),
    ).toEqual([{ event: 'sign_up', context: 'loyalty_standalone' }])
  })

  it('checks the transfer form before asking the server, field by field', async () => {
    let calls = 0
    const { state } = flowWith({
      transferPoints: async () => {
        calls++
        return { transferId: 'x', points: 1, loyalty: summary(0) }
      },
    })
    expect(
      await state().transfer({
        memberNumber: '12',
        lastName: ' ',
        points: '1.5',
      }),
    ).toBe(false)
    expect(state().transferErrors).toEqual({
      memberNumber: 'invalid',
      lastName: 'required',
      points: 'invalid',
    })
    expect(calls).toBe(0)
  })

  it('sends a transfer with its request id, shows the new balance and reloads a shown history', async () => {
    const sent: unknown[] = []
    let history = [entry('a', 2000)]
    const { state } = flowWith({
      transferPoints: async (body) => {
        sent.push(body)
        history = [entry('b', -800), ...history]
        return { transferId: 't1', points: 800, loyalty: summary(1200) }
      },
      pointsHistory: async () => ({ entries: history }),
    })
    await state().loadHistory()
    expect(await state().transfer(transferInput)).toBe(true)
    expect(sent).toEqual([
      {
        requestId: '00000000-0000-4000-8000-000000000001',
        memberNumber: '1234 567 890',
        lastName: 'Novak',
        points: 800,
      },
    ])
    expect(state().summary?.points.earned).toBe(1200)
    expect(state().notice).toEqual({
      action: 'transfer',
      code: 'transferred',
      points: 800,
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(state().history?.map(({ id }) => id)).toEqual(['b', 'a'])
  })

  it('retries a transfer whose answer was lost with the same request id, so nothing moves twice', async () => {
    const ids: string[] = []
    let lose = true
    const { state } = flowWith({
      transferPoints: async (body) => {
        ids.push(body.requestId)
        if (lose) {
          lose = false
          throw refusal('generic', 0)
        }
        return { transferId: body.requestId, points: 800, loyalty: summary(0) }
      },
    })
    expect(await state().transfer(transferInput)).toBe(false)
    expect(state().notice).toEqual({ action: 'transfer', code: 'failed' })
    await state().transfer(transferInput)
    await state().transfer(transferInput)
    expect(ids[0]).toBe(ids[1])
    // A new transfer after one went through is a transfer of its own.
    expect(ids[2]).not.toBe(ids[1])
  })

  it("shows the server's refusal on its field (below_minimum, recipient_unknown) and keeps what was typed", async () => {
    const { state } = flowWith({
      transferPoints: async () => {
        throw refusal('missing_params', 400, {
          memberNumber: 'recipient_unknown',
        })
      },
    })
    expect(await state().transfer(transferInput)).toBe(false)
    expect(state().transferErrors).toEqual({
      memberNumber: 'recipient_unknown',
    })
    expect(state().notice).toBeUndefined()
  })

  it('ASVS 7.5.1: a transfer refused for want of a recent sign-in asks the member to sign in again', async () => {
    const { state } = flowWith({
      transferPoints: async () => {
        throw refusal('unauthorized', 401, { session: 'sign_in_again' })
      },
    })
    await state().transfer(transferInput)
    expect(state().notice).toEqual({
      action: 'transfer',
      code: 'sign_in_again',
    })
  })

  it('forgets everything on reset, and drops an answer that arrives after it', async () => {
    let answer: (value: { loyalty: LoyaltySummary }) => void = () => {}
    let called: () => void = () => {}
    const asked = new Promise<void>((resolve) => (called = resolve))
    const { state } = flowWith({
      memberLoyalty: () =>
        new Promise((resolve) => {
          answer = resolve
          called()
        }),
    })
    const loaded = state().load()
    await asked
    state().reset()
    answer({ loyalty: summary(5000) })
    await loaded
    expect(state().summary).toBeUndefined()
  })

  it('asks for the history in the page’s language, and keeps it when the history is reloaded after a transfer', async () => {
    const asked: unknown[] = []
    const { state } = flowWith({
      pointsHistory: async (query) => {
        asked.push(query)
        return { entries: [] }
      },
      transferPoints: async () => ({
        transferId: 't1',
        points: 800,
        loyalty: summary(1200),
      }),
    })
    await state().loadHistory('de')
    await state().transfer(transferInput)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual([{ lang: 'de' }, { lang: 'de' }])
  })
})
