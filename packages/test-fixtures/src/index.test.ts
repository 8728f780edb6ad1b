import { describe, expect, it } from 'vitest'
import { daysFromToday, testCards } from './index.js'

describe('daysFromToday', () => {
  it('counts from the UTC date, whatever the local time zone says it is', () => {
    // 23:30 in New York on 1 March is already 2 March in UTC.
    const lateEvening = new Date('2026-03-01T23:30:00-05:00')
    expect(daysFromToday(0, lateEvening)).toBe('2026-03-02')
    // 00:30 in Zagreb on 2 March is still 1 March in UTC.
    const afterMidnight = new Date('2026-03-02T00:30:00+01:00')
    expect(daysFromToday(0, afterMidnight)).toBe('2026-03-01')
  })

  it('moves across month and year ends, and back into the past', () => {
    const now = new Date('2026-12-30T12:00:00Z')
    expect(daysFromToday(3, now)).toBe('2027-01-02')
    expect(daysFromToday(-30, now)).toBe('2026-11-30')
    expect(daysFromToday(61, new Date('2028-01-01T00:00:00Z'))).toBe(
      '2028-03-02',
    )
  })
})

describe('testCards', () => {
  it('expire in the future, so the server approves them in any year', () => {
    const thisMonth = new Date().toISOString().slice(0, 7)
    for (const card of Object.values(testCards))
      expect(`${card.expiryYear}-${card.expiryMonth}` > thisMonth).toBe(true)
  })
})
