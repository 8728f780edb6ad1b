// Shared by bench/booking.mjs and bench/cluster.mjs: new-booking requests for rates that need no
// card, each a different booking (its own stay, unit, rate and guest), over 3-night stays side by
// side so that no two stays take the same night of a unit.
import { daysFromToday } from '@resort/test-fixtures'
import {
  bookingBody,
  interleave,
  stayOffers,
  unitOfferGroups,
} from './bookingOffers.mjs'

const NIGHTS = 3
const LAST_DAY = 700

/** One single-unit offer per free unit of a stay, the unit's rates taking turns. */
async function stayGroups(origin, start) {
  const groups = []
  for (const property of await stayOffers(
    origin,
    daysFromToday(start),
    daysFromToday(start + NIGHTS),
  )) {
    for (const group of await unitOfferGroups(origin, property)) {
      const plain = group.filter((offer) => offer.paymentType === 'NOGUARANTEE')
      if (plain.length > 0) groups.push(plain)
    }
  }
  return groups
}

/** Offers for stays from `fromDay` on until `wanted` bookings are prepared; and the next free day. */
export async function prepareOffers(origin, fromDay, wanted) {
  const groups = []
  let next = fromDay
  let prepared = 0
  while (prepared < wanted && next + NIGHTS <= LAST_DAY) {
    // A few stays at once: discovery is the slow part of the run, not the measurement.
    const starts = []
    for (let i = 0; i < 8 && next + NIGHTS <= LAST_DAY; i++, next += NIGHTS)
      starts.push(next)
    for (const found of await Promise.all(
      starts.map((start) => stayGroups(origin, start)),
    )) {
      groups.push(...found)
      prepared += found.reduce((sum, group) => sum + group.length, 0)
    }
  }
  return { offers: interleave(groups), nextDay: next }
}

/** Requests that book the offers in turn, each with its own guest; past the end they repeat (409). */
export function bookingRequests(offers) {
  let n = 0
  return () => {
    const body = bookingBody(offers[n % offers.length], n)
    n++
    return {
      method: 'POST',
      path: '/api/v1/booking/new-booking',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }
  }
}
