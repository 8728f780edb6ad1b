import { describe, expect, it } from 'vitest'
import {
  CARD_BRANDS,
  fromStripeBrand,
  isCardBrand,
  toProviderCode,
  toStripeBrand,
} from './cardBrand'

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

describe("Stripe's brand names (decision 040)", () => {
  it('names the brands Stripe knows, and reads them back', () => {
    expect(toStripeBrand('american-express')).toBe('amex')
    expect(toStripeBrand('diners-club')).toBe('diners')
    expect(fromStripeBrand('amex')).toBe('american-express')
    for (const brand of CARD_BRANDS) {
      const name = toStripeBrand(brand)
      if (name !== 'unknown') expect(fromStripeBrand(name)).toBe(brand)
    }
  })

  it('calls a brand Stripe has no name for "unknown", and knows no brand by it', () => {
    expect(toStripeBrand('maestro')).toBe('unknown')
    expect(fromStripeBrand('unknown')).toBeUndefined()
    expect(fromStripeBrand('toString')).toBeUndefined()
  })
})
