import { describe, expect, it } from 'vitest'
import type { CardBrand } from './cardBrand'
import {
  formatCardNumber,
  MAX_CARD_NUMBER_DIGITS,
  validateCardNumber,
} from './cardNumber'

// Published test numbers, each checked against card-validator's brand detection.
const TEST_CARDS: Record<string, [number: string, brand: CardBrand][]> = {
  Stripe: [
    ['4242424242424242', 'visa'],
    ['4000056655665556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['5200828282828210', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['371449635398431', 'american-express'],
    ['6011111111111117', 'discover'],
    ['6011000990139424', 'discover'],
    ['3056930009020004', 'diners-club'],
    ['36227206271667', 'diners-club'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6205500000000000004', 'unionpay'],
  ],
  Adyen: [
    ['4111111111111111', 'visa'],
    ['4988438843884305', 'visa'],
    ['5577000055770004', 'mastercard'],
    ['370000000000002', 'american-express'],
    ['36006666333344', 'diners-club'],
    ['6445644564456445', 'discover'],
    ['3569990010095841', 'jcb'],
    ['6771798021000008', 'maestro'],
  ],
  'Braintree (PayPal)': [
    ['4005519200000004', 'visa'],
    ['4217651111111119', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378734493671000', 'american-express'],
    ['30569309025904', 'diners-club'],
    ['38520000023237', 'diners-club'],
    ['6011000991300009', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6304000000000000', 'maestro'],
    ['6221261111117766', 'unionpay'],
    ['6212345678900000003', 'unionpay'],
    ['5066991111111118', 'elo'],
    ['6370950000000005', 'hiper'],
    ['6062820524845321', 'hipercard'],
  ],
  Cybersource: [
    ['6759649826438453', 'maestro'],
    ['6759560045005727054', 'maestro'],
    ['4514160000000003', 'elo'],
  ],
}

// Luhn catches every single-digit change, so changing any one digit must fail the checksum.
function alterDigit(number: string, index: number): string {
  const digit = (Number(number[index]) + 1) % 10
  return number.slice(0, index) + String(digit) + number.slice(index + 1)
}

describe('validateCardNumber', () => {
  for (const [provider, cards] of Object.entries(TEST_CARDS)) {
    it(`accepts the ${provider} test cards with the right brand`, () => {
      for (const [number, brand] of cards) {
        expect(validateCardNumber(number), number).toEqual({
          isValid: true,
          isPotentiallyValid: true,
          brand,
        })
      }
    })

    it(`refuses the ${provider} test cards with one digit changed`, () => {
      for (const [number, brand] of cards) {
        // The last digit, then one in the middle, past the brand prefix.
        for (const index of [number.length - 1, 8]) {
          const altered = alterDigit(number, index)
          const result = validateCardNumber(altered)
          expect(result.isValid, altered).toBe(false)
          expect(result.brand, altered).toBe(brand)
          expect(validateCardNumber(altered, { skipLuhn: true }).isValid).toBe(
            true,
          )
        }
      }
    })
  }

  it('accepts 19-digit visa, maestro and unionpay numbers', () => {
    // No provider publishes a 19-digit visa: this is 4111 1111 1111 1111 with three more digits.
    expect(validateCardNumber('4111111111111111110').brand).toBe('visa')
    expect(validateCardNumber('4111111111111111110').isValid).toBe(true)
    expect(validateCardNumber('6759560045005727054').brand).toBe('maestro')
    expect(validateCardNumber('6759560045005727054').isValid).toBe(true)
    expect(validateCardNumber('6205500000000000004').brand).toBe('unionpay')
    expect(validateCardNumber('6205500000000000004').isValid).toBe(true)
  })

  it('refuses more than 19 digits', () => {
    expect(validateCardNumber('41111111111111111103')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('refuses a length the brand does not issue', () => {
    // Checksums pass, but american-express numbers have 15 digits.
    expect(validateCardNumber('3782822463100003')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      brand: 'american-express',
    })
    expect(validateCardNumber('37828224631003')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: 'american-express',
    })
    // 13-digit visa numbers are no longer issued.
    expect(validateCardNumber('4222222222222').isValid).toBe(false)
  })

  it('applies the checksum to unionpay too', () => {
    expect(validateCardNumber('6200000000000006').isValid).toBe(false)
    expect(
      validateCardNumber('6200000000000006', { skipLuhn: true }).isValid,
    ).toBe(true)
  })

  it('strips spaces and hyphens before checking', () => {
    expect(validateCardNumber('4242 4242 4242 4242').isValid).toBe(true)
    expect(validateCardNumber('4242-4242-4242-4242').isValid).toBe(true)
    expect(validateCardNumber(' 3782 822463 10005 ').brand).toBe(
      'american-express',
    )
  })

  it('refuses anything but digits, spaces and hyphens', () => {
    expect(validateCardNumber('4242 4242 4242 424a')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      brand: undefined,
    })
    expect(validateCardNumber('4242.4242.4242.4242').isPotentiallyValid).toBe(
      false,
    )
  })

  it('treats empty input as not valid yet but potentially valid', () => {
    expect(validateCardNumber('')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: undefined,
    })
  })

  it('names no brand for a single digit, even one only one brand starts with', () => {
    expect(validateCardNumber('4')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: undefined,
    })
    // Only jcb (1800) starts with 1.
    expect(validateCardNumber('1').brand).toBeUndefined()
    expect(validateCardNumber('1').isPotentiallyValid).toBe(true)
  })

  it('refuses a first digit no accepted brand starts with', () => {
    expect(validateCardNumber('0').isPotentiallyValid).toBe(false)
    expect(validateCardNumber('7').isPotentiallyValid).toBe(false)
    // 9 starts only troy cards, which the product does not take.
    expect(validateCardNumber('9').isPotentiallyValid).toBe(false)
  })

  it('names the brand from 2 digits when only one brand fits', () => {
    expect(validateCardNumber('42')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: 'visa',
    })
    expect(validateCardNumber('37').brand).toBe('american-express')
    expect(validateCardNumber('55').brand).toBe('mastercard')
  })

  it('waits for more digits while two brands still fit', () => {
    // 62 starts both unionpay and maestro cards.
    expect(validateCardNumber('62')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: undefined,
    })
  })

  it('refuses brands card-validator knows but the product does not accept', () => {
    // troy and naranja numbers with valid checksums.
    expect(validateCardNumber('9792000000000003')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
      brand: undefined,
    })
    expect(validateCardNumber('5895620000000002').isValid).toBe(false)
  })

  it('refuses a brand outside allowedBrands', () => {
    const allowedBrands: CardBrand[] = ['visa', 'mastercard']
    expect(validateCardNumber('378282246310005', { allowedBrands })).toEqual({
      isValid: false,
      isPotentiallyValid: false,
      brand: 'american-express',
    })
    expect(
      validateCardNumber('4242424242424242', { allowedBrands }).isValid,
    ).toBe(true)
  })

  it('stops being potentially valid once the prefix fits no allowed brand', () => {
    const allowedBrands: CardBrand[] = ['visa']
    expect(validateCardNumber('3', { allowedBrands }).isPotentiallyValid).toBe(
      false,
    )
    expect(validateCardNumber('62', { allowedBrands }).isPotentiallyValid).toBe(
      false,
    )
    expect(validateCardNumber('4', { allowedBrands }).isPotentiallyValid).toBe(
      true,
    )
  })

  it('stays potentially valid while a short number is still being typed', () => {
    expect(validateCardNumber('424242424242')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      brand: 'visa',
    })
  })
})

describe('formatCardNumber', () => {
  it('groups digits in fours separated by spaces', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 8224 6310 005')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('')).toBe('')
  })

  it('drops anything but digits', () => {
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242')
  })

  it('keeps at most 19 digits', () => {
    const formatted = formatCardNumber('4111111111111111110123')
    expect(formatted).toBe('4111 1111 1111 1111 110')
    expect(formatted.replace(/ /g, '')).toHaveLength(MAX_CARD_NUMBER_DIGITS)
  })
})
