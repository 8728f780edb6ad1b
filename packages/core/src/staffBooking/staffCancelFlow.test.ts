import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { adminCancelBooking } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createStaffCancelFlow } from './staffCancelFlow'
import type { StaffBooking } from './staffChangeFlowTypes'

/** Staff's cancellation of one booking; `answer` may throw instead of cancelling. */
function cancelling(answer?: () => void) {
  const sent: InputOf<typeof adminCancelBooking>[] = []
  const flow = createStaffCancelFlow({
    api: fakeApiClient({
      adminCancelBooking: async (input) => {
        sent.push(input)
        answer?.()
        return { bookingId: input.id, status: 'cancelled' } as StaffBooking
      },
    }),
    bookingId: 'AA7K2M9QXB',
    lang: 'en',
  })
  return { state: () => flow.getState(), sent }
}

describe('staff cancel a booking for the guest (issue 14)', () => {
  it('requires a reason of at most 500 characters before asking once more', () => {
    const { state, sent } = cancelling()
    expect(state().ask(' ')).toBe(false)
    expect(state().errors).toEqual({ reason: 'required' })
    expect(state().ask('x'.repeat(501))).toBe(false)
    expect(state().errors).toEqual({ reason: 'too_long' })
    expect(state().confirming).toBe(false)
    expect(sent).toEqual([])
  })

  it('asks once more, then cancels with the trimmed reason and the fee waived, and keeps the answer', async () => {
    const { state, sent } = cancelling()
    state().waive(true)
    expect(state().ask(' Storm closed the ferry ')).toBe(true)
    expect(state().confirming).toBe(true)
    expect(sent).toEqual([])
    expect(await state().confirm(' Storm closed the ferry ')).toBe(true)
    expect(sent).toEqual([
      {
        id: 'AA7K2M9QXB',
        reason: 'Storm closed the ferry',
        waiveFee: true,
        lang: 'en',
      },
    ])
    expect(state()).toMatchObject({
      busy: false,
      confirming: false,
      done: { status: 'cancelled' },
    })
  })

  it('asks again after the fee or the reason changed, and cancels nothing unasked', async () => {
    const { state, sent } = cancelling()
    state().ask('Double booking')
    state().waive(true)
    expect(state().confirming).toBe(false)
    expect(await state().confirm('Double booking')).toBe(false)
    state().ask('Double booking')
    state().editReason()
    expect(state().confirming).toBe(false)
    expect(sent).toEqual([])
  })

  it('says why the server refused: the booking itself as a problem, the reason at its field', async () => {
    const refusals = [
      refusal('cancelled', 409, { id: 'cancelled' }),
      refusal('missing_params', 400, { reason: 'too_long' }),
    ]
    const { state } = cancelling(() => {
      throw refusals.shift()
    })
    state().ask('Double booking')
    expect(await state().confirm('Double booking')).toBe(false)
    expect(state()).toMatchObject({
      confirming: false,
      errors: {},
      problem: { kind: 'cancelled' },
    })
    state().ask('Double booking')
    await state().confirm('Double booking')
    expect(state()).toMatchObject({
      errors: { reason: 'too_long' },
      problem: undefined,
    })
  })

  it('sends again on retry after a cancellation that got no answer', async () => {
    let lose = true
    const { state, sent } = cancelling(() => {
      if (lose) throw refusal('generic', 0)
    })
    state().ask('Double booking')
    expect(await state().confirm('Double booking')).toBe(false)
    expect(state().problem).toMatchObject({ kind: 'generic' })
    lose = false
    state().ask('Double booking')
    expect(await state().confirm('Double booking')).toBe(true)
    expect(sent).toHaveLength(2)
  })
})
