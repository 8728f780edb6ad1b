import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PaymentDue } from '../api/paymentPolicy'
import { planAfterVoucher } from './paymentPlan'

// Issue 35, decision 045: a gift voucher pays at booking, towards the earliest payments first.

const due = (on: string | null, amount: number): PaymentDue => ({
  on,
  amount,
  action: 'charge',
})

describe('planAfterVoucher', () => {
  it('asks the card only for what the voucher does not cover', () => {
    expect(planAfterVoucher([due(null, 30_000)], 10_000)).toEqual([
      due(null, 20_000),
    ])
    expect(planAfterVoucher([due(null, 30_000)], 30_000)).toEqual([])
    expect(
      planAfterVoucher([due(null, 5_000), due('2027-07-01', 20_000)], 8_000),
    ).toEqual([due('2027-07-01', 17_000)])
  })

  it('never asks less than nothing nor more than the plan, and takes exactly what it covers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(100_000), { maxLength: 3 }),
        fc.nat(300_000),
        (amounts, paid) => {
          const plan = amounts.map((amount, i) =>
            due(i === 0 ? null : `2027-07-0${i}`, amount),
          )
          const after = planAfterVoucher(plan, paid)
          const before = amounts.reduce((sum, amount) => sum + amount, 0)
          const left = after.reduce((sum, d) => sum + d.amount, 0)
          expect(after.every((d) => d.amount > 0)).toBe(true)
          expect(left).toBe(Math.max(0, before - paid))
        },
      ),
    )
  })
})
