import { describe, expect, it } from 'vitest'
import type { FakeEndpoints } from '../api/fakeApiClient'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { staffBooking, staffPayment } from './staffBookingFixtures'
import { createStaffBookingFlows } from './staffBookingFlows'

const card = { brand: 'Visa', last4: '4242' }
const arrived = staffBooking({ card, payments: [staffPayment()] })
const failedFee = staffPayment({
  paymentId: 'fee-1',
  kind: 'fee',
  feeFor: 'no_show',
  state: 'failed',
  amount: 14_850,
  taken: 0,
})

function flowsOf(handlers: FakeEndpoints) {
  return createStaffBookingFlows({
    api: fakeApiClient(handlers),
    bookingId: 'AA7K2M9QXB',
    lang: 'en',
    today: () => '2027-06-11',
  })
}

describe('staff’s actions on one booking, in any order (issues 14, 32)', () => {
  it('shows what the last action answered: a fee, then a refund of it', async () => {
    const charged = staffBooking({ card, totalPrice: 1 })
    const refunded = staffBooking({ card, totalPrice: 2 })
    const flows = flowsOf({
      adminChargeFee: async () => charged,
      adminRefundPayment: async () => refunded,
    })
    expect(flows.answered.getState().last).toBeUndefined()
    expect(flows.fees(arrived)).toEqual([
      { fee: 'no_show', most: 49_500, suggested: 14_850 },
    ])
    const charge = flows.feeCharge(arrived).getState()
    charge.review({ reason: 'No-show' })
    await charge.confirm()
    expect(flows.answered.getState().last).toEqual({
      booking: charged,
      outcome: 'fee_charged',
    })
    const refund = flows.refund(charged, staffPayment()).getState()
    refund.review({ reason: 'Goodwill' })
    await refund.confirm()
    expect(flows.answered.getState().last).toEqual({
      booking: refunded,
      outcome: 'refunded',
    })
  })

  it('follows a cancellation too', async () => {
    const cancelled = staffBooking({ status: 'cancelled' })
    const flows = flowsOf({ adminCancelBooking: async () => cancelled })
    flows.cancel.getState().ask('Storm')
    await flows.cancel.getState().confirm('Storm')
    expect(flows.answered.getState().last).toEqual({
      booking: cancelled,
      outcome: 'cancelled',
    })
  })

  it('reads the booking again after a declined card, to show the failed payment it keeps', async () => {
    const declined = staffBooking({
      card,
      payments: [staffPayment(), failedFee],
    })
    const flows = flowsOf({
      adminChargeFee: async () => {
        throw refusal('payment_declined', 402)
      },
      adminBooking: async () => declined,
    })
    const charge = flows.feeCharge(arrived)
    charge.getState().review({ reason: 'No-show' })
    expect(await charge.getState().confirm()).toBe(false)
    expect(charge.getState().problem).toMatchObject({
      kind: 'payment_declined',
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(flows.answered.getState().last).toEqual({
      booking: declined,
      outcome: 'fee_declined',
    })
  })

  it('keeps the decline in the form when the booking cannot be read again', async () => {
    const flows = flowsOf({
      adminChargeFee: async () => {
        throw refusal('payment_declined', 402)
      },
      adminBooking: async () => {
        throw refusal('generic', 0)
      },
    })
    const charge = flows.feeCharge(arrived)
    charge.getState().review({ reason: 'No-show' })
    await charge.getState().confirm()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(flows.answered.getState().last).toBeUndefined()
    expect(charge.getState().problem?.kind).toBe('payment_declined')
  })
})
