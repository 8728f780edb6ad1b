import { describe, expect, it } from 'vitest'
import { CARD_BRANDS, isCardBrand, toProviderCode } from './cardBrand'

describe('card brands', () => {
  it('accepts the twelve brands of the spec', () => {
    expect(CARD_BRANDS).toEqual([
      'visa',
      'mastercard',
      'american-express',
      'diners-club',
      'discover',
      'jcb',
      'unionpay',
      'maestro',
      'elo',
      'mir',
      'hiper',
      'hipercard',
    ])
  })

  it('recognises only accepted brand names', () => {
    expect(isCardBrand('american-express')).toBe(true)
    expect(isCardBrand('troy')).toBe(false)
    expect(isCardBrand('Visa')).toBe(false)
    expect(isCardBrand(undefined)).toBe(false)
  })
})

describe('toProviderCode', () => {
  it('maps detected brands to the provider codes of the spec table', () => {
    expect(toProviderCode('american-express')).toBe('AMEX')
    expect(toProviderCode('mastercard')).toBe('MASTERCARD')
    expect(toProviderCode('visa')).toBe('VISA')
    expect(toProviderCode('diners-club')).toBe('DINERS')
    expect(toProviderCode('vielectron')).toBe('VIELECTRON')
    expect(toProviderCode('maestro')).toBe('MAESTRO')
    expect(toProviderCode('discover')).toBe('DISCOVER')
    expect(toProviderCode('jcb')).toBe('JCB')
  })

  it('has no code for brands the provider table lacks', () => {
    for (const brand of ['unionpay', 'elo', 'mir', 'hiper', 'hipercard']) {
      expect(toProviderCode(brand)).toBeUndefined()
    }
    expect(toProviderCode(undefined)).toBeUndefined()
    expect(toProviderCode('toString')).toBeUndefined()
  })
})
