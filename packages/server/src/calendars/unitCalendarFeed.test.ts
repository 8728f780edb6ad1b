import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { NightInventory } from '../search/availability'
import { blockedRuns, unitCalendarFeed } from './unitCalendarFeed'

const night = (date: string, free: number, closed = false): NightInventory => ({
  night: date,
  price: 100,
  free,
  closed,
  minStay: 0,
  closedToArrival: false,
  closedToDeparture: false,
})

describe('blockedRuns (issue 35: a unit’s nights that cannot be booked)', () => {
  it('joins nights of one kind into one run that ends the morning after its last night, and splits where the kind changes', () => {
    const nights = [
      night('2027-03-01', 1),
      night('2027-03-02', 0),
      night('2027-03-03', 0),
      night('2027-03-04', 0, true),
      night('2027-03-05', 1),
      night('2027-03-06', 0),
    ]
    expect(blockedRuns(nights, '2027-03-01', '2027-03-07')).toEqual([
      { kind: 'Booked', from: '2027-03-02', until: '2027-03-04' },
      { kind: 'Closed', from: '2027-03-04', until: '2027-03-05' },
      { kind: 'Booked', from: '2027-03-06', until: '2027-03-07' },
    ])
  })

  it('counts a night with no inventory as closed: it is not for sale', () => {
    expect(
      blockedRuns([night('2027-03-01', 2)], '2027-03-01', '2027-03-04'),
    ).toEqual([{ kind: 'Closed', from: '2027-03-02', until: '2027-03-04' }])
  })

  it('writes one all-day VEVENT per run with a UID of the unit and the run’s first night', () => {
    const text = unitCalendarFeed(
      'villa-a',
      'Villa A',
      [{ kind: 'Booked', from: '2027-03-02', until: '2027-03-04' }],
      new Date('2027-01-01T10:00:00Z'),
    )
    expect(text.endsWith('\r\n')).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(text))
    const [event] = calendar.getAllSubcomponents('vevent')
    expect(event?.getFirstPropertyValue('uid')).toBe(
      'villa-a-2027-03-02-booked@adria-alpe.example',
    )
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2027-03-02')
    expect(String(event?.getFirstPropertyValue('dtend'))).toBe('2027-03-04')
    expect(event?.getFirstPropertyValue('summary')).toBe('Booked')
  })
})
