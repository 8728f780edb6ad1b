import { describe, expect, it } from 'vitest'
import { validatePhoneDigits } from './phoneDigits'

// SPEC 5: international numbers have a national number of 2 to 17 digits and a calling code of
// up to 3 digits; the forms apply these generic rules, the server adds the numbering plan.
describe('validatePhoneDigits (SPEC 5 generic phone rules)', () => {
  it('accepts international numbers written with + or 00 and common separators', () => {
    for (const phone of [
      '+385 91 234 5678',
      '+1 (415) 555-0100',
      '0043 664 1234567',
      '+49.30.1234567',
      '+998 90 123 45 67',
    ]) {
      expect(validatePhoneDigits(phone), phone).toEqual({
        isValid: true,
        isPotentiallyValid: true,
      })
    }
  })

  it('needs a calling code and at least 2 national digits', () => {
    expect(validatePhoneDigits('+38')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validatePhoneDigits('+385')).toEqual({
      isValid: true,
      isPotentiallyValid: true,
    })
  })

  it('refuses more than 3 calling-code digits plus 17 national digits', () => {
    const twenty = `+${'1'.repeat(20)}`
    expect(validatePhoneDigits(twenty).isValid).toBe(true)
    expect(validatePhoneDigits(`${twenty}1`)).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('reads a national number with the country: 2 to 17 digits after the trunk 0', () => {
    expect(validatePhoneDigits('091 234 5678', 'HR').isValid).toBe(true)
    expect(validatePhoneDigits('01', 'HR')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validatePhoneDigits(`0${'9'.repeat(17)}`, 'HR').isValid).toBe(true)
    expect(
      validatePhoneDigits(`0${'9'.repeat(18)}`, 'HR').isPotentiallyValid,
    ).toBe(false)
  })

  it('refuses a national number without a country to read it with', () => {
    expect(validatePhoneDigits('091 234 5678')).toEqual({
      isValid: false,
      isPotentiallyValid: false,
    })
  })

  it('refuses letters and a lone plus sign', () => {
    expect(validatePhoneDigits('+385 91 CALL ME').isPotentiallyValid).toBe(
      false,
    )
    expect(validatePhoneDigits('+')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
    expect(validatePhoneDigits('  ')).toEqual({
      isValid: false,
      isPotentiallyValid: true,
    })
  })
})
