import { describe, expect, it } from 'vitest'
import { addDaysIso, todayIso } from '../stay/stayDates'
import {
  bookingRequestSchema,
  callbackRequestSchema,
  MAX_REQUEST_NIGHTS,
  SERVICE_REQUEST_ERROR_CODES,
} from './serviceRequests'

const codesOf = (result: {
  error?: { issues: { message: string }[] } | undefined
}) => result.error?.issues.map((issue) => issue.message) ?? []

const booking = {
  firstName: ' Ana ',
  lastName: 'Horvat',
  email: 'ana@example.com',
  phonenumber: '+385 91 234 5678',
  country: 'hr',
  privacyConsent: true,
}

describe('booking request schema', () => {
  it('fills in language, guests and newsletter, trims and upper-cases the country', () => {
    expect(bookingRequestSchema.parse(booking)).toEqual({
      ...booking,
      firstName: 'Ana',
      country: 'HR',
      lang: 'en',
      adults: 2,
      children: 0,
      newsletter: false,
    })
  })

  it('allows a requested stay up to a year, far beyond the 30 nights of online booking', () => {
    const dateFrom = addDaysIso(todayIso(), 10)
    const stay = (nights: number) => ({
      ...booking,
      dateFrom,
      dateTo: addDaysIso(dateFrom, nights),
    })
    expect(bookingRequestSchema.safeParse(stay(90)).success).toBe(true)
    expect(
      bookingRequestSchema.safeParse(stay(MAX_REQUEST_NIGHTS)).success,
    ).toBe(true)
    expect(codesOf(bookingRequestSchema.safeParse(stay(366)))).toEqual([
      'stay_too_long',
    ])
  })
})

describe('service request error codes', () => {
  it('are snake_case codes that the schemas produce', () => {
    for (const code of SERVICE_REQUEST_ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
    }
    const produced = codesOf(
      callbackRequestSchema.safeParse({
        name: 'Ana',
        phonenumber: '+385 91 234 5678',
        timeWindow: 'midnight',
        privacyConsent: false,
      }),
    )
    expect(produced.sort()).toEqual([...SERVICE_REQUEST_ERROR_CODES].sort())
  })
})
