import { addDaysIso, todayIso } from '@resort/core/stay'
import { guest } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
  type Offer,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'
import { guestFormRefusal } from './bookingView'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const viewed = async (token: string) =>
  (
    await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token, lang: 'en' })}`,
    )
  ).body

const editGuest = (token: string) =>
  post(server.baseUrl, '/api/v1/booking/edit-guest', {
    token,
    lang: 'en',
    guest: { ...guest, city: 'Rijeka', zipCode: '51000' },
  })

/** A booking of `rooms` rooms like the offer's, and its link's token. */
async function booked(offer: Offer, rooms = 1) {
  const unit = { unitId: offer.unitId, adults: 2, children: 0, supplements: [] }
  const { status, body } = await book(
    server.baseUrl,
    bookingBody(offer, {
      units: Array.from({ length: rooms }, () => unit),
      expectedTotal: offer.total * rooms,
    }),
  )
  expect(status, JSON.stringify(body)).toBe(201)
  return {
    bookingId: body.bookingId as string,
    token: tokenOf(body.bookingURI),
  }
}

/** An offer with at least `rooms` rooms free, looking a few days further when there are fewer. */
async function offerOfRooms(
  guarantee: string,
  startInDays: number,
  rooms: number,
) {
  for (let shift = 0; shift < 30; shift += 3) {
    const offer = await findOffer(server.baseUrl, {
      guarantee,
      startInDays: startInDays + shift,
      type: 'hotel',
    })
    if (offer.maxQuantity >= rooms) return offer
  }
  throw new Error(`no hotel with ${rooms} rooms free`)
}

describe('SPEC 3: isGuestsFormActive says whether the guest may still change the guest form', () => {
  it('is true on a rate that cannot change (prepaid) until the stay is over, as edit-guest accepts it', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'PREPAYMENT',
      startInDays: 160,
    })
    const { token } = await booked(offer)
    const view = await viewed(token)
    expect(view.editable).toBe(false)
    expect(view.isGuestsFormActive).toBe(true)
    expect((await editGuest(token)).status).toBe(200)
  })

  it('is false once the stay is over or the booking is cancelled, when edit-guest refuses it', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 161,
    })
    const over = await booked(offer)
    // The stay moved into the past, as time passing would: it ended today.
    await server.database.db
      .updateTable('bookings')
      .set({ date_from: addDaysIso(todayIso(), -3), date_to: todayIso() })
      .where('id', '=', over.bookingId)
      .execute()
    expect((await viewed(over.token)).isGuestsFormActive).toBe(false)
    const ended = await editGuest(over.token)
    expect(ended.status).toBe(409)
    expect(ended.body.error.fields.token).toBe('ended')

    const cancelled = await booked(
      await findOffer(server.baseUrl, {
        guarantee: 'NOGUARANTEE',
        startInDays: 162,
      }),
    )
    await post(server.baseUrl, '/api/v1/booking/cancel-booking', {
      token: cancelled.token,
    })
    expect((await viewed(cancelled.token)).isGuestsFormActive).toBe(false)
    expect((await editGuest(cancelled.token)).body.error.kind).toBe('cancelled')
  })

  it('follows one rule with edit-guest: open until the day of departure, on every status but cancelled', () => {
    const today = '2027-05-10'
    const stay = (status: 'confirmed' | 'cancelled', dateTo: string) =>
      guestFormRefusal({ status, date_to: dateTo }, today)
    expect(stay('confirmed', '2027-05-11')).toBeNull()
    expect(stay('confirmed', '2027-05-10')).toBe('ended')
    expect(stay('cancelled', '2027-06-01')).toBe('cancelled')
  })
})

describe('SPEC 3: scrollToRoomTabs lands a change of several rooms on the rooms', () => {
  it('is true for a booking of two rooms that can change, false for one room', async () => {
    const offer = await offerOfRooms('NOGUARANTEE', 170, 2)
    const two = await booked(offer, 2)
    const view = await viewed(two.token)
    expect(view.accomodationData).toHaveLength(2)
    expect(view.editable).toBe(true)
    expect(view.scrollToRoomTabs).toBe(true)
    const one = await booked(offer)
    expect((await viewed(one.token)).scrollToRoomTabs).toBe(false)
  })

  it('is false once the booking cannot change: there is no change to land in', async () => {
    const offer = await offerOfRooms('NOGUARANTEE', 180, 2)
    const two = await booked(offer, 2)
    await post(server.baseUrl, '/api/v1/booking/cancel-booking', {
      token: two.token,
    })
    const view = await viewed(two.token)
    expect(view.editable).toBe(false)
    expect(view.scrollToRoomTabs).toBe(false)
  })
})
