import { describe, expect, it } from 'vitest'
import { staffBooking, staffPayment } from './staffBookingFixtures'
import { chargeableFees, refundLeft } from './staffMoney'

const card = { brand: 'Visa', last4: '4242' }
const cancelledWithFee = (fee: number) => ({
  status: 'cancelled' as const,
  cancellation: {
    ...staffBooking().cancellation,
    feeIfCancelledNow: 0,
    cancelledAt: '2027-06-01T09:00:00.000Z',
    fee,
  },
})
const feePayment = (
  feeFor: 'no_show' | 'late_cancellation',
  taken: number,
  state: 'taken' | 'failed' = 'taken',
) =>
  staffPayment({
    paymentId: `fee-${feeFor}-${taken}`,
    kind: 'fee',
    feeFor,
    state,
    amount: taken || 1_000,
    taken,
  })

describe('the fees staff may charge now (issue 32)', () => {
  it('charges nothing without a card on file', () => {
    expect(chargeableFees(staffBooking(), '2027-06-10')).toEqual([])
    expect(
      chargeableFees(staffBooking(cancelledWithFee(14_850)), '2027-06-20'),
    ).toEqual([])
  })

  it('charges a no-show only from the arrival day of a confirmed booking, beginning at the rate’s fee as it stands', () => {
    const booking = staffBooking({ card })
    expect(chargeableFees(booking, '2027-06-09')).toEqual([])
    expect(chargeableFees(booking, '2027-06-10')).toEqual([
      { fee: 'no_show', most: 49_500, suggested: 14_850 },
    ])
    expect(chargeableFees(booking, '2027-06-20')).toHaveLength(1)
  })

  it('charges a late cancellation only for a cancelled booking with a fee, beginning at that fee', () => {
    expect(
      chargeableFees(
        staffBooking({ card, ...cancelledWithFee(14_850) }),
        '2027-06-02',
      ),
    ).toEqual([{ fee: 'late_cancellation', most: 14_850, suggested: 14_850 }])
    expect(
      chargeableFees(
        staffBooking({ card, ...cancelledWithFee(0) }),
        '2027-06-02',
      ),
    ).toEqual([])
  })

  it('takes the fees taken already off the most and off the amount it begins with; a failed one took nothing', () => {
    const lateTwice = staffBooking({
      card,
      ...cancelledWithFee(14_850),
      payments: [
        feePayment('late_cancellation', 5_000),
        feePayment('late_cancellation', 0, 'failed'),
      ],
    })
    expect(chargeableFees(lateTwice, '2027-06-02')).toEqual([
      { fee: 'late_cancellation', most: 9_850, suggested: 9_850 },
    ])
    const noShowCharged = staffBooking({
      card,
      payments: [feePayment('no_show', 40_000)],
    })
    expect(chargeableFees(noShowCharged, '2027-06-11')).toEqual([
      { fee: 'no_show', most: 9_500, suggested: 9_500 },
    ])
  })

  it('offers no fee once the fees taken reach the most', () => {
    const booking = staffBooking({
      card,
      ...cancelledWithFee(14_850),
      payments: [feePayment('late_cancellation', 14_850)],
    })
    expect(chargeableFees(booking, '2027-06-02')).toEqual([])
  })
})

describe('what of a payment may be refunded (issue 32)', () => {
  it('is what it took less what was refunded, never less than nothing', () => {
    expect(refundLeft(staffPayment())).toBe(20_000)
    expect(refundLeft(staffPayment({ refunded: 5_000 }))).toBe(15_000)
    expect(refundLeft(staffPayment({ state: 'held', taken: 0 }))).toBe(0)
    expect(refundLeft(staffPayment({ refunded: 20_000 }))).toBe(0)
  })
})
