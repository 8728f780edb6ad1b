import { describe, expect, it } from 'vitest'
import { ratePaymentTypes } from './ratePaymentTypes'

const property = (
  ...types: ('NOGUARANTEE' | 'CCARD_GUARANTEE' | 'PREPAYMENT')[]
) => ({
  paymentMethods: types.map((type) => ({ type })),
})

describe('ratePaymentTypes (SPEC 3 paymentMethods / paymentType)', () => {
  it('lets a rate without guarantee be guaranteed by card where the property takes card guarantees', () => {
    expect(
      ratePaymentTypes(property('NOGUARANTEE', 'CCARD_GUARANTEE'), {
        guarantee: 'NOGUARANTEE',
      }),
    ).toEqual(['NOGUARANTEE', 'CCARD_GUARANTEE'])
  })

  it('offers only the rate’s own type where the property takes no card guarantee', () => {
    expect(
      ratePaymentTypes(property('NOGUARANTEE', 'PREPAYMENT'), {
        guarantee: 'NOGUARANTEE',
      }),
    ).toEqual(['NOGUARANTEE'])
  })

  it('never lets a card-guaranteed or prepaid rate go without its guarantee', () => {
    const all = property('NOGUARANTEE', 'CCARD_GUARANTEE', 'PREPAYMENT')
    expect(ratePaymentTypes(all, { guarantee: 'CCARD_GUARANTEE' })).toEqual([
      'CCARD_GUARANTEE',
    ])
    expect(ratePaymentTypes(all, { guarantee: 'PREPAYMENT' })).toEqual([
      'PREPAYMENT',
    ])
  })
})
