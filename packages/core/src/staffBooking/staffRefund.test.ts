import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { adminRefundPayment } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { staffBooking, staffPayment } from './staffBookingFixtures'
import type { StaffPayment, StaffRefundDraft } from './staffMoneyTypes'
import { createStaffRefund } from './staffRefund'

/** Staff's refund of `payment` (€200 taken, €50 refunded); `answer` may throw instead. */
function refunding(
  payment: StaffPayment = staffPayment({ refunded: 5_000 }),
  answer?: () => void,
) {
  const sent: InputOf<typeof adminRefundPayment>[] = []
  const flow = createStaffRefund({
    api: fakeApiClient({
      adminRefundPayment: async (input) => {
        sent.push(input)
        answer?.()
        return staffBooking({
          payments: [{ ...payment, refunded: payment.refunded + input.amount }],
        })
      },
    }),
    booking: staffBooking({ payments: [payment] }),
    payment,
    lang: 'de',
  })
  const state = () => flow.getState()
  /** The form checked with `patch`, and its confirmation confirmed. */
  const confirmed = async (patch?: Partial<StaffRefundDraft>) =>
    state().review(patch) && (await state().confirm())
  return { state, sent, confirmed }
}

describe('staff refund part of a payment (issue 32)', () => {
  it('begins at what is left to refund: taken less refunded', () => {
    expect(refunding().state().draft).toEqual({ amount: '150.00', reason: '' })
  })

  it('sends the amount in minor units for that payment, with the trimmed reason, once confirmed, and keeps the answer', async () => {
    const { state, sent } = refunding()
    const request = {
      id: 'AA7K2M9QXB',
      paymentId: 'pay-1',
      amount: 4_000,
      reason: 'Pool was closed',
      lang: 'de',
    }
    expect(state().review({ amount: '40', reason: ' Pool was closed ' })).toBe(
      true,
    )
    expect(state().step).toEqual({ phase: 'confirming', request })
    expect(sent).toEqual([])
    expect(await state().confirm()).toBe(true)
    expect(sent).toEqual([request])
    expect(state().done?.payments[0]).toMatchObject({ refunded: 9_000 })
  })

  it('issue 32: staff confirm before money moves: a checked refund is not made until Confirm, nor after Change', async () => {
    const { state, sent } = refunding()
    expect(state().review({ reason: 'Pool was closed' })).toBe(true)
    expect(sent).toEqual([])
    state().revise()
    expect(state().draft).toEqual({
      amount: '150.00',
      reason: 'Pool was closed',
    })
    expect(await state().confirm()).toBe(false)
    expect(sent).toEqual([])
  })

  it('refuses more than is left, a bad amount or no reason before calling the server', async () => {
    const { state, sent, confirmed } = refunding()
    expect(await confirmed({ amount: '150.01', reason: 'x' })).toBe(false)
    expect(state().errors).toEqual({ amount: 'amount_over' })
    expect(await confirmed({ amount: 'ten', reason: ' ' })).toBe(false)
    expect(state().errors).toEqual({
      amount: 'amount_invalid',
      reason: 'required',
    })
    expect(sent).toEqual([])
  })

  it('says a conflict (refunded meanwhile) or an unreachable gateway as a problem', async () => {
    const refusals = [
      refusal('conflict', 409, { paymentId: 'conflict' }),
      refusal('payment_unavailable', 503),
    ]
    const { state, confirmed } = refunding(undefined, () => {
      throw refusals.shift()
    })
    expect(await confirmed({ reason: 'Pool was closed' })).toBe(false)
    expect(state()).toMatchObject({
      errors: {},
      problem: { kind: 'conflict' },
      draft: { amount: '150.00', reason: 'Pool was closed' },
    })
    await confirmed()
    expect(state()).toMatchObject({
      errors: {},
      problem: { kind: 'payment_unavailable' },
    })
  })
})
