import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { adminChargeFee } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { staffBooking, staffPayment } from './staffBookingFixtures'
import type { StaffBooking } from './staffChangeFlowTypes'
import { createStaffFeeCharge } from './staffFeeCharge'
import type { StaffFeeDraft } from './staffMoneyTypes'

const card = { brand: 'Visa', last4: '4242' }
const arrived = staffBooking({ card })

/** Staff's fee on `booking` on the day after arrival; `answer` may throw instead of charging. */
function charging(booking: StaffBooking = arrived, answer?: () => void) {
  const sent: InputOf<typeof adminChargeFee>[] = []
  const flow = createStaffFeeCharge({
    api: fakeApiClient({
      adminChargeFee: async (input) => {
        sent.push(input)
        answer?.()
        return staffBooking({
          card,
          payments: [
            staffPayment({
              kind: 'fee',
              feeFor: input.fee,
              amount: input.amount,
              taken: input.amount,
            }),
          ],
        })
      },
    }),
    booking,
    lang: 'en',
    today: '2027-06-11',
  })
  const state = () => flow.getState()
  /** The form checked with `patch`, and its confirmation confirmed. */
  const confirmed = async (patch?: Partial<StaffFeeDraft>) =>
    state().review(patch) && (await state().confirm())
  return { state, sent, confirmed }
}

describe('staff charge a no-show or late-cancellation fee (issue 32)', () => {
  it('begins with the fee that may be charged now and its amount in the booking’s currency', () => {
    expect(charging().state().draft).toEqual({
      fee: 'no_show',
      amount: '148.50',
      reason: '',
    })
    const cancelled = staffBooking({
      card,
      status: 'cancelled',
      cancellation: {
        ...arrived.cancellation,
        feeIfCancelledNow: 0,
        cancelledAt: '2027-06-09T08:00:00.000Z',
        fee: 4_500,
      },
    })
    expect(charging(cancelled).state().draft).toMatchObject({
      fee: 'late_cancellation',
      amount: '45.00',
    })
  })

  it('begins with no fee chosen when none may be charged now, and refuses to send one', async () => {
    const { state, sent, confirmed } = charging(staffBooking())
    expect(state().draft).toEqual({ fee: '', amount: '', reason: '' })
    expect(await confirmed({ amount: '10', reason: 'No-show' })).toBe(false)
    expect(state().errors).toEqual({ fee: 'required' })
    expect(sent).toEqual([])
  })

  it('sends the amount typed in major units as minor units, with the trimmed reason, once confirmed, and keeps the answer', async () => {
    const { state, sent } = charging()
    const request = {
      id: 'AA7K2M9QXB',
      fee: 'no_show',
      amount: 12_050,
      reason: 'Did not arrive',
      lang: 'en',
    }
    expect(
      state().review({ amount: '120,5', reason: ' Did not arrive ' }),
    ).toBe(true)
    expect(state().step).toEqual({ phase: 'confirming', request })
    expect(sent).toEqual([])
    expect(await state().confirm()).toBe(true)
    expect(sent).toEqual([request])
    expect(state()).toMatchObject({
      busy: false,
      step: { phase: 'editing' },
      done: { payments: [{ kind: 'fee', taken: 12_050 }] },
    })
  })

  it('issue 32: staff confirm before money moves: a checked fee is not charged until Confirm, nor after Change', async () => {
    const { state, sent } = charging()
    expect(state().review({ reason: 'Did not arrive' })).toBe(true)
    expect(sent).toEqual([])
    state().revise()
    expect(state().draft).toEqual({
      fee: 'no_show',
      amount: '148.50',
      reason: 'Did not arrive',
    })
    expect(await state().confirm()).toBe(false)
    expect(sent).toEqual([])
  })

  it('refuses a bad amount, more than the most, or no reason at their fields before calling the server', async () => {
    const { state, sent, confirmed } = charging()
    expect(await confirmed({ amount: '12.345', reason: '' })).toBe(false)
    expect(state().errors).toEqual({
      amount: 'amount_invalid',
      reason: 'required',
    })
    expect(await confirmed({ amount: '495.01', reason: 'x' })).toBe(false)
    expect(state().errors).toEqual({ amount: 'amount_over' })
    expect(await confirmed({ amount: '0', reason: 'x' })).toBe(false)
    expect(state().errors).toEqual({ amount: 'too_small' })
    expect(state().step).toEqual({ phase: 'editing' })
    expect(sent).toEqual([])
    state().change({ amount: '100' }, 'amount')
    expect(state().errors).toEqual({})
  })

  it('says why the server refused: a declined card or a conflict as a problem, a field at its field', async () => {
    const refusals = [
      refusal('payment_declined', 402, { card: 'declined' }),
      refusal('conflict', 409, { id: 'conflict' }),
      refusal('missing_params', 400, { reason: 'too_long' }),
    ]
    const { state, confirmed } = charging(arrived, () => {
      throw refusals.shift()
    })
    expect(await confirmed({ reason: 'No-show' })).toBe(false)
    expect(state()).toMatchObject({
      errors: {},
      problem: { kind: 'payment_declined' },
    })
    await confirmed()
    expect(state().problem).toMatchObject({ kind: 'conflict' })
    await confirmed()
    expect(state()).toMatchObject({
      errors: { reason: 'too_long' },
      problem: undefined,
    })
  })
})
