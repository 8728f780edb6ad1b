import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { adjustMemberPoints } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createPointsAdjustmentFlow } from './pointsAdjustmentFlow'

type Adjustment = InputOf<typeof adjustMemberPoints>

/** A server whose first answer is lost (the adjustment may or may not have been written). */
function losingFirst() {
  let lose = true
  return () => {
    if (!lose) return
    lose = false
    throw refusal('generic', 0)
  }
}

/**
 * A flow for one member over a server that, as the real one does, adds nothing more for an id it
 * has seen; `answer` may throw instead, before the server writes anything.
 */
function flowWith(answer?: (input: Adjustment) => void, userId = 'user-ana') {
  let ids = 0
  let earned = 600
  const seen = new Set<string>()
  const sent: Adjustment[] = []
  const flow = createPointsAdjustmentFlow({
    api: fakeApiClient({
      adjustMemberPoints: async (input) => {
        sent.push(input)
        answer?.(input)
        if (!seen.has(input.requestId)) earned += input.points
        seen.add(input.requestId)
        return { earned, pending: 200 }
      },
    }),
    userId,
    newRequestId: () =>
      `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  })
  return {
    state: () => flow.getState(),
    sent,
    ids: () => sent.map(({ requestId }) => requestId),
  }
}

const take400 = { points: '-400', note: 'Booked twice by mistake' }

describe('the points adjustment flow', () => {
  it('checks the form before asking the server, field by field', async () => {
    const { state, sent } = flowWith()
    expect(await state().adjust({ points: '12.5', note: ' ' })).toBe(false)
    expect(state().errors).toEqual({
      points: 'whole_number',
      note: 'required',
    })
    await state().adjust({ points: '', note: 'x' })
    expect(state().errors).toEqual({ points: 'required' })
    await state().adjust({ points: '0', note: 'x' })
    expect(state().errors).toEqual({ points: 'not_zero' })
    await state().adjust({ points: '100001', note: 'x' })
    expect(state().errors).toEqual({ points: 'too_large' })
    expect(sent).toEqual([])
  })

  it('sends nothing for a member id the server would refuse, and says so as a problem of no field', async () => {
    const { state, sent } = flowWith(undefined, 'x'.repeat(37))
    expect(await state().adjust(take400)).toBe(false)
    expect(state().errors).toEqual({})
    expect(state().problem).toEqual({
      kind: 'missing_params',
      fields: { userId: 'too_long' },
    })
    expect(sent).toEqual([])
  })

  it('sends the member, the signed points and the trimmed reason, and shows the new balance', async () => {
    const { state, sent } = flowWith()
    expect(
      await state().adjust({ points: ' +50 ', note: ' A kind word ' }),
    ).toBe(true)
    expect(sent).toEqual([
      {
        requestId: '00000000-0000-4000-8000-000000000001',
        userId: 'user-ana',
        points: 50,
        note: 'A kind word',
      },
    ])
    expect(state()).toMatchObject({
      busy: false,
      errors: {},
      problem: undefined,
      done: { points: 50, earned: 650 },
    })
  })

  it('is busy while the server answers, and a second press meanwhile sends nothing', async () => {
    const { state, sent } = flowWith()
    const first = state().adjust(take400)
    expect(state().busy).toBe(true)
    expect(await state().adjust(take400)).toBe(false)
    expect(await first).toBe(true)
    expect(sent).toHaveLength(1)
    expect(state().busy).toBe(false)
  })

  it('keeps the same retry key when a network failure is tried again', async () => {
    const { state, ids } = flowWith(losingFirst())
    expect(await state().adjust(take400)).toBe(false)
    expect(state().problem).toEqual({ kind: 'generic', fields: {} })
    expect(await state().adjust(take400)).toBe(true)
    expect(ids()[1]).toBe(ids()[0])
  })

  it('takes a new key when what is sent changes after an answer was lost', async () => {
    // The lost -400 may have been written: the same id would make the server drop the -300.
    const { state, ids } = flowWith(losingFirst())
    await state().adjust(take400)
    await state().adjust({ ...take400, points: '-300' })
    expect(ids()[1]).not.toBe(ids()[0])
  })

  it('keeps the key of a refused adjustment for the corrected one, as the refusal wrote nothing', async () => {
    const { state, ids } = flowWith(({ points }) => {
      if (points < -600)
        throw refusal('missing_params', 400, { points: 'insufficient_points' })
    })
    expect(await state().adjust({ ...take400, points: '-1000' })).toBe(false)
    expect(state().errors).toEqual({ points: 'insufficient_points' })
    expect(state().problem).toBeUndefined()
    expect(await state().adjust(take400)).toBe(true)
    expect(ids()[1]).toBe(ids()[0])
  })

  it('keeps the key when a done adjustment is sent again unchanged, so nothing is added twice', async () => {
    const { state, ids } = flowWith()
    await state().adjust(take400)
    await state().adjust(take400)
    expect(ids()[1]).toBe(ids()[0])
    expect(state().done).toEqual({ points: -400, earned: 200 })
  })

  it('takes a new key after a success once a field is changed', async () => {
    const { state, ids } = flowWith()
    await state().adjust(take400)
    state().edit('points')
    expect(state().done).toBeUndefined()
    // Typed back to the same values, it is still the next adjustment.
    await state().adjust(take400)
    expect(ids()[1]).not.toBe(ids()[0])
    expect(state().done).toEqual({ points: -400, earned: -200 })
  })

  it('takes a new key after a success when different values are sent', async () => {
    const { state, ids } = flowWith()
    await state().adjust(take400)
    await state().adjust({ ...take400, points: '50' })
    expect(ids()[1]).not.toBe(ids()[0])
  })

  it('drops the error of a field as it is changed, and keeps the others', async () => {
    const { state } = flowWith()
    await state().adjust({ points: 'many', note: '' })
    state().edit('points')
    expect(state().errors).toEqual({ note: 'required' })
  })

  it("shows a refusal that names no field of the form as the call's problem", async () => {
    const { state } = flowWith(() => {
      throw refusal('forbidden', 403, { account: 'admin_locked' })
    })
    expect(await state().adjust(take400)).toBe(false)
    expect(state().errors).toEqual({})
    expect(state().problem).toEqual({
      kind: 'forbidden',
      fields: { account: 'admin_locked' },
      retryAfterSeconds: undefined,
    })
  })
})
