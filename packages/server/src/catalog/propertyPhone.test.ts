import { describe, expect, it } from 'vitest'
import { isPropertyPhone, phoneForDisplay } from './propertyPhone'

describe('a property’s phone', () => {
  it('issue 33: is kept in E.164 only: a plus, the country code and the number, valid for its country', () => {
    expect(isPropertyPhone('+38552830200')).toBe(true)
    expect(isPropertyPhone('+390436860400')).toBe(true)
    // Written for people, national, too short, or of no numbering plan.
    expect(isPropertyPhone('+385 52 830 200')).toBe(false)
    expect(isPropertyPhone('052830200')).toBe(false)
    expect(isPropertyPhone('+3855283')).toBe(false)
    expect(isPropertyPhone('+999123456789')).toBe(false)
    expect(isPropertyPhone('')).toBe(false)
  })

  it('issue 33: is shown grouped as its country writes it, with the country code', () => {
    expect(phoneForDisplay('+38552830200')).toBe('+385 52 830 200')
    expect(phoneForDisplay('+38645780900')).toBe('+386 4 578 09 00')
    expect(phoneForDisplay('+390436860400')).toBe('+39 0436 860400')
  })
})
