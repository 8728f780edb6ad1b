import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  promoCodeRefusal,
  promoDiscounts,
  type PromoCode,
  type PromoStay,
} from './promoCodeRules'

const code = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 'c1',
  code: 'SUMMER10',
  kind: 'percent',
  value: 10,
  currency: null,
  propertyIds: [],
  ratePlanIds: [],
  stayFrom: null,
  stayTo: null,
  bookFrom: null,
  bookTo: null,
  minNights: 1,
  maxUses: null,
  maxUsesPerGuest: null,
  combinable: false,
  uses: 0,
  voided: false,
  ...overrides,
})

const stay: PromoStay = {
  propertyId: 'villa',
  rateId: 'flex',
  currency: 'EUR',
  dateFrom: '2027-07-01',
  dateTo: '2027-07-04',
  nights: 3,
  today: '2027-03-01',
  memberPrice: false,
}

describe('promoCodeRefusal (issue 35, decision 044: the server alone judges a code)', () => {
  it('applies a code whose every condition the stay meets', () => {
    expect(
      promoCodeRefusal(
        code({
          propertyIds: ['villa'],
          ratePlanIds: ['flex'],
          stayFrom: '2027-07-01',
          stayTo: '2027-07-03',
          bookFrom: '2027-03-01',
          bookTo: '2027-03-01',
          minNights: 3,
          maxUses: 1,
        }),
        stay,
      ),
    ).toBeUndefined()
  })

  it.each([
    [{ voided: true }, 'promo_code_unknown'],
    [{ bookFrom: '2027-03-02' }, 'promo_code_not_yet'],
    [{ bookTo: '2027-02-28' }, 'promo_code_expired'],
    [{ propertyIds: ['hotel'] }, 'promo_code_not_here'],
    [{ ratePlanIds: ['saver'] }, 'promo_code_not_here'],
    [{ kind: 'amount', value: 5000, currency: 'CHF' }, 'promo_code_not_here'],
    // The stay's last night (3 July) is past the window.
    [{ stayTo: '2027-07-02' }, 'promo_code_stay_dates'],
    [{ stayFrom: '2027-07-02' }, 'promo_code_stay_dates'],
    [{ minNights: 4 }, 'promo_code_min_nights'],
    [{ maxUses: 2, uses: 2 }, 'promo_code_used_up'],
  ] as const)('refuses %j: %s', (overrides, refusal) => {
    expect(promoCodeRefusal(code(overrides), stay)).toBe(refusal)
  })

  it('judges only the stay for a booking that holds a use already: voided, out of its booking window or used up since, it still applies', () => {
    const since = code({
      voided: true,
      bookTo: '2027-02-01',
      maxUses: 1,
      uses: 1,
    })
    expect(promoCodeRefusal(since, stay)).toBe('promo_code_unknown')
    expect(promoCodeRefusal(since, stay, true)).toBeUndefined()
    expect(promoCodeRefusal(code({ minNights: 4 }), stay, true)).toBe(
      'promo_code_min_nights',
    )
  })

  it('refuses a code that does not combine while the member price applies, and applies one that does', () => {
    const member = { ...stay, memberPrice: true }
    expect(promoCodeRefusal(code(), member)).toBe('promo_code_not_combinable')
    expect(promoCodeRefusal(code({ combinable: true }), member)).toBeUndefined()
  })
})

describe('promoDiscounts (decision 044: what a code takes off each unit)', () => {
  it('takes a percentage of each unit, rounded half up, and spreads an amount over the units in order', () => {
    expect(
      promoDiscounts({ kind: 'percent', value: 10 }, [12_345, 50_000]),
    ).toEqual([1_235, 5_000])
    expect(
      promoDiscounts({ kind: 'amount', value: 30_000 }, [20_000, 50_000]),
    ).toEqual([20_000, 10_000])
  })

  it('never takes more than a unit’s price or less than nothing; an amount takes at most itself in all', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'amount' as const),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (kind, raw, prices) => {
          const value = kind === 'percent' ? (raw % 100) + 1 : raw
          const discounts = promoDiscounts({ kind, value }, prices)
          const total = discounts.reduce((sum, one) => sum + one, 0)
          const all = prices.reduce((sum, one) => sum + one, 0)
          discounts.forEach((discount, index) => {
            expect(Number.isInteger(discount)).toBe(true)
            expect(discount).toBeGreaterThanOrEqual(0)
            expect(discount).toBeLessThanOrEqual(prices[index]!)
          })
          if (kind === 'amount') expect(total).toBe(Math.min(value, all))
          else
            expect(Math.abs(total - (all * value) / 100)).toBeLessThanOrEqual(
              prices.length / 2,
            )
        },
      ),
    )
  })
})
