import { existingBookingSchema } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import { confirmedBooking, prepaidBooking } from './testing'

describe('booking fixtures', () => {
  it('are valid existing bookings as the server sends them', () => {
    expect(existingBookingSchema.safeParse(confirmedBooking()).error).toBe(
      undefined,
    )
    expect(existingBookingSchema.safeParse(prepaidBooking()).error).toBe(
      undefined,
    )
  })

  it('add up: units to the total, and the total in the reservation details', () => {
    for (const booking of [confirmedBooking(), prepaidBooking()]) {
      const units = booking.accomodationData
      expect(units.reduce((sum, unit) => sum + unit.total, 0)).toBe(
        booking.totalPrice,
      )
      expect(booking.reservationDetails.total).toBe(booking.totalPrice)
      for (const unit of units) {
        expect(
          unit.priceBrakedown.reduce((sum, line) => sum + line.total, 0),
        ).toBe(unit.total)
      }
    }
  })
})
