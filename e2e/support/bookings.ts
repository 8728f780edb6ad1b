import type { APIRequestContext } from '@playwright/test'
import {
  daysFromToday,
  guest,
  reservationHolder,
  testCards,
} from '@resort/test-fixtures'

interface Rate {
  rateId: string
  guarantee: string
  refundable: boolean
  total: number
}

export interface BookedStay {
  bookingId: string
  bookingURI: string
  token: string
  propertyId: string
  dateFrom: string
  dateTo: string
  totalPrice: number
}

/**
 * Books a stay through the API, as the booking widget would, on a rate that is refundable (or
 * not) and with a guarantee (or none): the starting point of the manage-booking tests.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  {
    startInDays,
    refundable,
    nights = 3,
    email = guest.email,
  }: {
    startInDays: number
    refundable: boolean
    nights?: number
    /** The guest's address: a member's, for a guest booking they may claim. */
    email?: string
  },
): Promise<BookedStay> {
  for (let shift = 0; shift < 14; shift++) {
    const dateFrom = daysFromToday(startInDays + shift)
    const dateTo = daysFromToday(startInDays + shift + nights)
    const stay = `dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2`
    const list = await (
      await request.get(`/api/v1/search/properties?${stay}&pageSize=50`)
    ).json()
    for (const item of list.items as { propertyId: string }[]) {
      const detail = await (
        await request.get(
          `/api/v1/search/property?propertyId=${item.propertyId}&${stay}`,
        )
      ).json()
      for (const unit of detail.units as { unitId: string; rates: Rate[] }[]) {
        const rate = unit.rates.find(
          (candidate) =>
            candidate.refundable === refundable &&
            (refundable ? candidate.guarantee !== 'PREPAYMENT' : true),
        )
        if (!rate) continue
        const answer = await request.post('/api/v1/booking/new-booking', {
          data: {
            lang: 'en',
            propertyId: item.propertyId,
            rateId: rate.rateId,
            dateFrom,
            dateTo,
            units: [{ unitId: unit.unitId, adults: 2, children: 0 }],
            expectedTotal: rate.total,
            currency: 'EUR',
            paymentType: rate.guarantee,
            reservationHolder,
            guest: { ...guest, email },
            ...(rate.guarantee === 'NOGUARANTEE'
              ? {}
              : { card: testCards.visa }),
            isPolicyAccepted: true,
          },
        })
        if (answer.status() === 429)
          throw new Error('Booking refused by the rate limit (429)')
        if (answer.status() !== 201) continue
        const booking = await answer.json()
        return {
          bookingId: booking.bookingId,
          bookingURI: booking.bookingURI,
          token:
            new URL(booking.bookingURI, 'http://x').searchParams.get('token') ??
            '',
          propertyId: item.propertyId,
          dateFrom,
          dateTo,
          totalPrice: booking.totalPrice,
        }
      }
    }
  }
  throw new Error(`No ${refundable ? 'refundable' : 'non-refundable'} stay`)
}

/** A run of `nights` free nights for the booking's rooms, from `fromDays` ahead on. */
export async function freeNightsFor(
  request: APIRequestContext,
  token: string,
  fromDays: number,
  nights: number,
): Promise<{ dateFrom: string; dateTo: string }> {
  const from = daysFromToday(fromDays)
  const to = daysFromToday(fromDays + 60)
  const { days } = (await (
    await request.get(
      `/api/v1/booking/view-booking-availability?token=${encodeURIComponent(token)}&from=${from}&to=${to}`,
    )
  ).json()) as { days: { date: string; Available: boolean }[] }
  for (let start = 0; start + nights <= days.length; start++) {
    const run = days.slice(start, start + nights)
    if (run.every((day) => day.Available)) {
      const dateFrom = run[0]!.date
      const end = new Date(`${dateFrom}T00:00:00Z`)
      end.setUTCDate(end.getUTCDate() + nights)
      return { dateFrom, dateTo: end.toISOString().slice(0, 10) }
    }
  }
  throw new Error('No free nights for the booking')
}
