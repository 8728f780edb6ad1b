import { describe, expect, it } from 'vitest'
import { checkStaffAmount } from './staffAmount'

describe('an amount staff type for a fee or a refund (issue 32)', () => {
  it('reads major units with a point or a comma as minor units of the currency', () => {
    expect(checkStaffAmount('120.50', 'EUR', 50_000)).toEqual({ value: 12_050 })
    expect(checkStaffAmount(' 120,5 ', 'EUR', 50_000)).toEqual({
      value: 12_050,
    })
    expect(checkStaffAmount('148', 'EUR', 50_000)).toEqual({ value: 14_800 })
    expect(checkStaffAmount('0.07', 'EUR', 50_000)).toEqual({ value: 7 })
    expect(checkStaffAmount('1 250', 'EUR', 500_000)).toEqual({
      value: 125_000,
    })
    expect(checkStaffAmount('1250', 'HUF', 5_000)).toEqual({ value: 1_250 })
  })

  it('asks for an amount when nothing is typed', () => {
    expect(checkStaffAmount('  ', 'EUR', 50_000)).toEqual({ code: 'required' })
  })

  it('refuses what is no amount, or has more decimals than the currency', () => {
    for (const typed of ['abc', '12.345', '1e3', '12.', '€12', '1.2.3'])
      expect(checkStaffAmount(typed, 'EUR', 50_000), typed).toEqual({
        code: 'amount_invalid',
      })
    expect(checkStaffAmount('12.5', 'HUF', 5_000)).toEqual({
      code: 'amount_invalid',
    })
    expect(checkStaffAmount('9'.repeat(20), 'EUR', 50_000)).toEqual({
      code: 'amount_invalid',
    })
  })

  it('refuses nothing or less than nothing: a fee or refund is more than nothing', () => {
    expect(checkStaffAmount('0', 'EUR', 50_000)).toEqual({ code: 'too_small' })
    expect(checkStaffAmount('0.00', 'EUR', 50_000)).toEqual({
      code: 'too_small',
    })
    expect(checkStaffAmount('-10', 'EUR', 50_000)).toEqual({
      code: 'too_small',
    })
  })

  it('refuses more than the most the server takes, and takes that most exactly', () => {
    expect(checkStaffAmount('148.51', 'EUR', 14_850)).toEqual({
      code: 'amount_over',
    })
    expect(checkStaffAmount('148.50', 'EUR', 14_850)).toEqual({
      value: 14_850,
    })
  })
})
