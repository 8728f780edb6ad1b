import { describe, expect, it } from 'vitest'
import { manageViewOf, manageViewPath } from './managePaths'

describe('manage booking paths (SPEC 2: booking/modify, booking/cancel, booking/confirm)', () => {
  it('maps every view to its route under booking', () => {
    expect(manageViewPath('de', 'find')).toBe('/de/booking/modify')
    expect(manageViewPath('de', 'booking')).toBe('/de/booking/modify')
    expect(manageViewPath('de', 'modify')).toBe('/de/booking/modify')
    expect(manageViewPath('hr', 'cancel')).toBe('/hr/booking/cancel')
    expect(manageViewPath('hr', 'cancelled')).toBe('/hr/booking/cancel')
    expect(manageViewPath('sl', 'changed')).toBe('/sl/booking/confirm')
  })

  it('opens each route on its view after a reload', () => {
    expect(manageViewOf('/en/booking/modify')).toBe('booking')
    expect(manageViewOf('/en/booking/cancel')).toBe('cancel')
    expect(manageViewOf('/en/booking/confirm')).toBe('changed')
  })
})
