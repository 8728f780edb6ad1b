import { describe, expect, it } from 'vitest'
import type { PaymentPolicy } from '../api/paymentPolicy'
import {
  dueAtBooking,
  paymentPlan,
  policyAmount,
  policyProblem,
} from './paymentPlan'

// Issue 32: payment policies per rate plan (amount rule, trigger, mode).

const stay = {
  dateFrom: '2027-07-10',
  dateTo: '2027-07-14',
  nights: 4,
  totalPrice: 100_000,
  stayPrice: 90_000,
}

const policy = (changes: Partial<PaymentPolicy>): PaymentPolicy => ({
  amount: 'none',
  value: 0,
  trigger: 'booking',
  days: 0,
  mode: 'guarantee',
  ...changes,
})

describe('a payment policy', () => {
  it('asks nothing, a night without extras, a share, a fixed sum or the whole stay (amount rule)', () => {
    expect(policyAmount(policy({}), stay)).toBe(0)
    expect(policyAmount(policy({ amount: 'one_night' }), stay)).toBe(22_500)
    expect(policyAmount(policy({ amount: 'percent', value: 30 }), stay)).toBe(
      30_000,
    )
    expect(policyAmount(policy({ amount: 'fixed', value: 15_000 }), stay)).toBe(
      15_000,
    )
    expect(policyAmount(policy({ amount: 'whole_stay' }), stay)).toBe(100_000)
  })

  it('never asks more than the stay costs', () => {
    expect(
      policyAmount(policy({ amount: 'fixed', value: 500_000 }), stay),
    ).toBe(100_000)
  })

  it('charges at booking, some days before arrival, or on the departure day (trigger)', () => {
    const charge = { amount: 'percent', value: 30, mode: 'charge' } as const
    expect(paymentPlan(policy(charge), stay, '2027-01-05')).toEqual([
      { on: null, amount: 30_000, action: 'charge' },
    ])
    expect(
      paymentPlan(
        policy({ ...charge, trigger: 'before_arrival', days: 30 }),
        stay,
        '2027-01-05',
      ),
    ).toEqual([{ on: '2027-06-10', amount: 30_000, action: 'charge' }])
    expect(
      paymentPlan(
        policy({ ...charge, trigger: 'checkout' }),
        stay,
        '2027-01-05',
      ),
    ).toEqual([{ on: '2027-07-14', amount: 30_000, action: 'charge' }])
  })

  it('is due at booking when its day has come already, so the guest confirms it on the card page', () => {
    const later = policy({
      amount: 'percent',
      value: 30,
      mode: 'charge',
      trigger: 'before_arrival',
      days: 30,
    })
    expect(paymentPlan(later, stay, '2027-06-10')).toEqual([
      { on: null, amount: 30_000, action: 'charge' },
    ])
    expect(dueAtBooking(paymentPlan(later, stay, '2027-06-10'))).toBe(30_000)
    expect(dueAtBooking(paymentPlan(later, stay, '2027-06-09'))).toBe(0)
  })

  it('holds instead of charging in hold mode, and asks nothing of a guarantee (mode)', () => {
    expect(
      paymentPlan(
        policy({
          amount: 'one_night',
          mode: 'hold',
          trigger: 'before_arrival',
          days: 3,
        }),
        stay,
        '2027-01-05',
      ),
    ).toEqual([{ on: '2027-07-07', amount: 22_500, action: 'hold' }])
    expect(paymentPlan(policy({}), stay, '2027-01-05')).toEqual([])
  })

  it('fits its rate: no money without a card, a prepaid rate charges at booking, a hold starts within six days', () => {
    expect(policyProblem(policy({}), 'NOGUARANTEE')).toBe(null)
    expect(
      policyProblem(
        policy({ amount: 'whole_stay', mode: 'charge' }),
        'NOGUARANTEE',
      ),
    ).toBe('amount_without_card')
    expect(
      policyProblem(policy({ amount: 'one_night' }), 'CCARD_GUARANTEE'),
    ).toBe('guarantee_with_amount')
    expect(policyProblem(policy({ mode: 'charge' }), 'CCARD_GUARANTEE')).toBe(
      'charge_without_amount',
    )
    expect(
      policyProblem(
        policy({ amount: 'percent', value: 130, mode: 'charge' }),
        'PREPAYMENT',
      ),
    ).toBe('value_out_of_range')
    expect(
      policyProblem(
        policy({
          amount: 'whole_stay',
          mode: 'charge',
          trigger: 'before_arrival',
          days: 10,
        }),
        'PREPAYMENT',
      ),
    ).toBe('prepayment_not_at_booking')
    const hold = policy({
      amount: 'one_night',
      mode: 'hold',
      trigger: 'before_arrival',
      days: 7,
    })
    expect(policyProblem(hold, 'CCARD_GUARANTEE')).toBe('hold_too_early')
    expect(policyProblem({ ...hold, days: 6 }, 'CCARD_GUARANTEE')).toBe(null)
  })
})
