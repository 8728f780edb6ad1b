import type { ExistingBookingResponse } from '@resort/core/api'
import { currencyDecimals } from '@resort/core/format'
import type { BookingMailProperty } from './bookingMailProperty'
import type { BookingEvent } from './mailTexts/bookingMailTexts'

/** An amount in minor units as schema.org writes a price ("480.00"). */
const priceOf = (amount: number, currency: string) => {
  const decimals = currencyDecimals(currency)
  return (amount / 10 ** decimals).toFixed(decimals)
}

/** A stay's day with the property's hour ("2027-06-12T14:00:00"), the property's own time. */
const dateTimeOf = (date: string, time: string) =>
  /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00` : date

/**
 * The booking as schema.org's LodgingReservation (issue 33), which mail clients show as a
 * reservation card: cancelled for the cancellation mail, else confirmed with the manage link.
 */
export function lodgingReservation(
  event: BookingEvent,
  booking: ExistingBookingResponse,
  property: BookingMailProperty,
  manageUrl: string,
) {
  const hotel = booking.hotelDetails
  const holder = booking.reservationHolder
  const guests = (
    count: (unit: { adults: number; children: number }) => number,
  ) => booking.accomodationData.reduce((sum, unit) => sum + count(unit), 0)
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingReservation',
    reservationNumber: booking.bookingId,
    reservationStatus:
      event === 'cancelled'
        ? 'https://schema.org/ReservationCancelled'
        : 'https://schema.org/ReservationConfirmed',
    underName: {
      '@type': 'Person',
      name: `${holder.firstName} ${holder.lastName}`,
    },
    reservationFor: {
      // What mail clients' reservation cards expect, for hotels, villas and apartments alike.
      '@type': 'LodgingBusiness',
      name: hotel.name,
      address: { '@type': 'PostalAddress', ...property.postalAddress },
      ...(property.phone ? { telephone: property.phone } : {}),
      ...(property.position
        ? { geo: { '@type': 'GeoCoordinates', ...property.position } }
        : {}),
    },
    checkinDate: dateTimeOf(booking.checkIn, hotel.checkInFrom),
    checkoutDate: dateTimeOf(booking.checkOut, hotel.checkOutUntil),
    numAdults: guests((unit) => unit.adults),
    numChildren: guests((unit) => unit.children),
    totalPrice: priceOf(booking.totalPrice, booking.currency),
    priceCurrency: booking.currency,
    ...(event === 'cancelled' ? {} : { modifyReservationUrl: manageUrl }),
  }
}
