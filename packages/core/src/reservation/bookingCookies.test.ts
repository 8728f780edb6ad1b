import { describe, expect, it } from 'vitest'
import {
  bookingCookies,
  bookingStayQuery,
  clearedBookingCookies,
  resumedBooking,
} from './bookingCookies'

const STAY =
  'propertyId=cissa-rovinj&dateFrom=2027-06-01&dateTo=2027-06-04&adults=2&children=1&childAges=4'

// What a browser sends back of the cookies it was given: name=value pairs.
const sentBack = (cookies: string[]) =>
  cookies.map((cookie) => cookie.split(';')[0]).join('; ')

describe('SPEC 9 booking_query_params and booking_active_step (issue 33)', () => {
  it('remember the stay and the step, with SPEC 9’s attributes, and resume them', () => {
    const cookies = bookingCookies(`?${STAY}&utm_source=x`, 3)
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies)
      expect(cookie).toMatch(/; path=\/; SameSite=None; Secure$/)
    expect(cookies[0]).toMatch(/^booking_query_params=/)
    expect(cookies[1]).toMatch(/^booking_active_step=3;/)
    // Only the stay's parameters are kept, not a campaign's.
    expect(resumedBooking(sentBack(cookies))).toEqual({ query: STAY, step: 3 })
  })

  it('resume the rooms step, never a confirmation, and nothing without a valid stay', () => {
    const confirmed = sentBack(bookingCookies(`?${STAY}`, 4))
    expect(resumedBooking(confirmed)?.step).toBe(2)
    expect(
      bookingCookies('?propertyId=x&dateFrom=2027-13-01&dateTo=x', 2),
    ).toEqual([])
    expect(
      resumedBooking('booking_query_params=propertyId%3Dx'),
    ).toBeUndefined()
    expect(resumedBooking(undefined)).toBeUndefined()
    expect(
      bookingStayQuery('?dateFrom=2027-06-01&dateTo=2027-06-04'),
    ).toBeUndefined()
  })

  it('are forgotten once the booking is confirmed', () => {
    expect(clearedBookingCookies).toEqual([
      'booking_query_params=; max-age=0; path=/; SameSite=None; Secure',
      'booking_active_step=; max-age=0; path=/; SameSite=None; Secure',
    ])
  })
})
