import { describe, expect, it } from 'vitest'
import { bookingStepOf, bookingStepPath, bookingUrl } from './bookingPaths'

describe('booking paths (SPEC 2: URL-to-step mapping)', () => {
  it('maps the booking root and select-another-room to step 2, payment to 3, reservation-confirm to 4', () => {
    expect(bookingStepOf('/en/booking')).toBe(2)
    expect(bookingStepOf('/de/booking/select-another-room')).toBe(2)
    expect(bookingStepOf('/it/booking/payment')).toBe(3)
    expect(bookingStepOf('/hr/booking/reservation-confirm')).toBe(4)
    expect(bookingStepOf('/sl/booking/modify')).toBeUndefined()
    expect(bookingStepOf('/en/search')).toBeUndefined()
  })

  it('gives each step its path in the language', () => {
    expect(bookingStepPath('de', 2)).toBe('/de/booking')
    expect(bookingStepPath('de', 3)).toBe('/de/booking/payment')
    expect(bookingStepPath('de', 4)).toBe('/de/booking/reservation-confirm')
    for (const step of [2, 3, 4])
      expect(bookingStepOf(bookingStepPath('sl', step))).toBe(step)
  })

  it('carries the stay, and a chosen room and rate only together', () => {
    const stay = {
      propertyId: 'cissa-rovinj',
      dateFrom: '2027-06-01',
      dateTo: '2027-06-04',
      adults: 2,
      children: 1,
    }
    expect(bookingUrl('en', stay)).toBe(
      '/en/booking?propertyId=cissa-rovinj&dateFrom=2027-06-01&dateTo=2027-06-04&adults=2&children=1',
    )
    expect(bookingUrl('en', { ...stay, unitId: 'classic' })).not.toContain(
      'unitId',
    )
    expect(
      bookingUrl('en', { ...stay, unitId: 'classic', rateId: 'flex' }),
    ).toMatch(/&unitId=classic&rateId=flex$/)
  })
})
