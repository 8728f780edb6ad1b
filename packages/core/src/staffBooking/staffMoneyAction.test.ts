import { describe, expect, it } from 'vitest'
import { refusal } from '../api/fakeApiClient'
import { staffBooking } from './staffBookingFixtures'
import { createStaffMoneyAction } from './staffMoneyAction'

interface Draft {
  amount: string
  reason: string
}
type Field = keyof Draft

/** A money action whose amount must be a whole number; `answer` may throw instead of answering. */
function moving(answer?: () => void) {
  const sent: { amount: number; reason: string }[] = []
  const answered = staffBooking({ totalPrice: 1 })
  const action = createStaffMoneyAction<Draft, (typeof sent)[number], Field>({
    draft: { amount: '50', reason: '' },
    requestOf: ({ amount, reason }) =>
      /^\d+$/.test(amount) && reason.trim()
        ? { request: { amount: Number(amount), reason: reason.trim() } }
        : {
            codes: {
              ...(/^\d+$/.test(amount) ? {} : { amount: 'amount_invalid' }),
              ...(reason.trim() ? {} : { reason: 'required' }),
            },
          },
    send: async (request) => {
      sent.push(request)
      answer?.()
      return answered
    },
    isField: (name) => name === 'amount' || name === 'reason',
  })
  return { state: () => action.getState(), sent, answered }
}

describe('issue 32: staff confirm before money moves', () => {
  it('sends nothing when the form passes its checks: the confirmation opens with the call Confirm sends', () => {
    const { state, sent } = moving()
    expect(state().step).toEqual({ phase: 'editing' })
    expect(state().review({ reason: ' Pool was closed ' })).toBe(true)
    expect(state().step).toEqual({
      phase: 'confirming',
      request: { amount: 50, reason: 'Pool was closed' },
    })
    expect(sent).toEqual([])
  })

  it('sends nothing without an open confirmation', async () => {
    const { state, sent } = moving()
    state().change({ reason: 'Pool was closed' }, 'reason')
    expect(await state().confirm()).toBe(false)
    expect(state()).toMatchObject({ busy: false, done: undefined })
    expect(sent).toEqual([])
  })

  it('opens no confirmation for a form its checks refuse, and says why at the fields', async () => {
    const { state, sent } = moving()
    expect(state().review({ amount: 'ten' })).toBe(false)
    expect(state()).toMatchObject({
      step: { phase: 'editing' },
      errors: { amount: 'amount_invalid', reason: 'required' },
    })
    expect(await state().confirm()).toBe(false)
    expect(sent).toEqual([])
  })

  it('goes back to the form on Change with everything typed kept, and sends nothing', async () => {
    const { state, sent } = moving()
    state().review({ amount: '40', reason: 'Pool was closed' })
    state().revise()
    expect(state()).toMatchObject({
      step: { phase: 'editing' },
      draft: { amount: '40', reason: 'Pool was closed' },
      errors: {},
    })
    expect(await state().confirm()).toBe(false)
    expect(sent).toEqual([])
  })

  it('closes the confirmation when the form changes: what is sent is what was confirmed', async () => {
    const { state, sent } = moving()
    state().review({ reason: 'Pool was closed' })
    state().change({ amount: '500' }, 'amount')
    expect(state().step).toEqual({ phase: 'editing' })
    expect(await state().confirm()).toBe(false)
    expect(state().review()).toBe(true)
    expect(await state().confirm()).toBe(true)
    expect(sent).toEqual([{ amount: 500, reason: 'Pool was closed' }])
  })

  it('sends the confirmed call once on Confirm, however often it is pressed, and keeps the answer', async () => {
    const { state, sent, answered } = moving()
    state().review({ reason: 'Pool was closed' })
    const first = state().confirm()
    expect(state().busy).toBe(true)
    // Nothing changes while the call waits: neither the form nor the confirmation.
    state().change({ amount: '1' }, 'amount')
    state().revise()
    expect(await state().confirm()).toBe(false)
    expect(await first).toBe(true)
    expect(sent).toEqual([{ amount: 50, reason: 'Pool was closed' }])
    expect(state()).toMatchObject({
      busy: false,
      step: { phase: 'editing' },
      draft: { amount: '50' },
      done: answered,
    })
  })

  it('goes back to the form after a refusal, at the field it names or as a problem, with what was typed', async () => {
    const refusals = [
      refusal('missing_params', 400, { reason: 'too_long' }),
      refusal('payment_unavailable', 503),
    ]
    const { state, sent } = moving(() => {
      throw refusals.shift()
    })
    state().review({ reason: 'Pool was closed' })
    expect(await state().confirm()).toBe(false)
    expect(state()).toMatchObject({
      step: { phase: 'editing' },
      errors: { reason: 'too_long' },
      problem: undefined,
      draft: { amount: '50', reason: 'Pool was closed' },
    })
    // Sent again only through a new confirmation.
    expect(await state().confirm()).toBe(false)
    state().review()
    expect(await state().confirm()).toBe(false)
    expect(state()).toMatchObject({
      errors: {},
      problem: { kind: 'payment_unavailable' },
    })
    expect(sent).toHaveLength(2)
  })
})
