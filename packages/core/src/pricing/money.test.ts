import { describe, expect, it } from 'vitest'
import { addMoney, CurrencyMismatchError, money, sumMoney } from './money'

describe('money', () => {
  it('keeps amounts as whole minor units with an upper-case currency code', () => {
    expect(money(12_345, 'eur')).toEqual({ amount: 12_345, currency: 'EUR' })
  })

  it('refuses a fractional amount, since money is never a float', () => {
    expect(() => money(123.45, 'EUR')).toThrow(RangeError)
    expect(() => money(Number.NaN, 'EUR')).toThrow(RangeError)
  })

  it('refuses a currency that is not a 3-letter code', () => {
    expect(() => money(100, 'EURO')).toThrow(RangeError)
    expect(() => money(100, '€')).toThrow(RangeError)
  })

  it('adds amounts of the same currency to the cent', () => {
    expect(addMoney(money(10, 'EUR'), money(20, 'EUR'))).toEqual(
      money(30, 'EUR'),
    )
  })

  it('refuses to add different currencies', () => {
    const add = () => addMoney(money(100, 'EUR'), money(100, 'USD'))
    expect(add).toThrow(CurrencyMismatchError)
    expect(add).toThrow(RangeError)
    expect(add).toThrow('cannot add USD to EUR')
  })

  it('refuses to sum a list holding another currency', () => {
    expect(() =>
      sumMoney([money(100, 'EUR'), money(100, 'HUF')], 'EUR'),
    ).toThrow(CurrencyMismatchError)
    expect(() => sumMoney([money(100, 'HUF')], 'EUR')).toThrow(
      CurrencyMismatchError,
    )
  })

  it('sums a list of one currency, and an empty list to zero of it', () => {
    expect(
      sumMoney([money(1, 'EUR'), money(2, 'EUR'), money(3, 'EUR')], 'EUR'),
    ).toEqual(money(6, 'EUR'))
    expect(sumMoney([], 'JPY')).toEqual(money(0, 'JPY'))
  })

  it('sums tenths of a euro without float drift', () => {
    const tenCents = Array.from({ length: 3 }, () => money(10, 'EUR'))
    // 0.1 + 0.1 + 0.1 is 0.30000000000000004 in floats; 10 + 10 + 10 cents is 30.
    expect(sumMoney(tenCents, 'EUR').amount).toBe(30)
  })

  it('refuses a sum too large to stay exact', () => {
    expect(() =>
      addMoney(money(Number.MAX_SAFE_INTEGER, 'EUR'), money(1, 'EUR')),
    ).toThrow(RangeError)
  })
})
