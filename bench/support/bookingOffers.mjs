// Shared by bench/booking.mjs and bench/crashDurability.mjs: valid new-booking bodies for stays the
// search API offers, priced by a fresh final-price-quote. Lives in a folder so that `pnpm bench`
// (every bench/*.mjs) does not run it.
import { guest, reservationHolder } from '@resort/test-fixtures'

// Finding offers is a run's setup, not what it measures: a kept-alive connection the balancer
// closed as it was taken (fetch's "other side closed") is asked again, twice at most.
async function fetchAgainOnReset(url, init, attempts = 3) {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (attempts <= 1 || !(error instanceof TypeError)) throw error
    await new Promise((resolve) => setTimeout(resolve, 200))
    return fetchAgainOnReset(url, init, attempts - 1)
  }
}

async function getJson(origin, path, init) {
  const response = await fetchAgainOnReset(new URL(path, origin), init)
  if (!response.ok)
    throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

/**
 * What each property offers two adults for one stay: its free units (availableCount) and, per
 * unit, one rate for each payment type, so that plain, card-guaranteed and prepaid bookings all run.
 */
export async function stayOffers(origin, dateFrom, dateTo) {
  const stay = `dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2&children=0`
  const list = await getJson(
    origin,
    `/api/v1/search/properties?${stay}&pageSize=50`,
  )
  const properties = []
  for (const item of list.items) {
    const detail = await getJson(
      origin,
      `/api/v1/search/property?propertyId=${item.propertyId}&${stay}`,
    )
    const units = []
    for (const unit of detail.units) {
      const byGuarantee = new Map()
      for (const rate of unit.rates)
        if (!byGuarantee.has(rate.guarantee))
          byGuarantee.set(rate.guarantee, rate)
      if (unit.availableCount > 0 && byGuarantee.size > 0)
        units.push({
          unitId: unit.unitId,
          availableCount: unit.availableCount,
          rates: [...byGuarantee.values()],
        })
    }
    if (units.length > 0)
      properties.push({ propertyId: item.propertyId, dateFrom, dateTo, units })
  }
  return properties
}

/** An offer (everything of a booking but the guest) for units at a rate, priced by the server now. */
export async function quotedOffer(origin, property, rate, unitIds) {
  const base = {
    lang: 'en',
    propertyId: property.propertyId,
    rateId: rate.rateId,
    dateFrom: property.dateFrom,
    dateTo: property.dateTo,
    units: unitIds.map((unitId) => ({
      unitId,
      adults: 2,
      children: 0,
      supplements: [],
    })),
  }
  const quote = await getJson(origin, '/api/v1/search/final-price-quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(base),
  })
  return {
    ...base,
    expectedTotal: quote.totalPrice,
    currency: quote.currency,
    paymentType: rate.guarantee,
  }
}

/** One single-unit offer per free unit of a property's units, the unit's rates taking turns. */
export async function unitOfferGroups(origin, property) {
  const groups = []
  for (const unit of property.units) {
    const offers = []
    for (const rate of unit.rates)
      offers.push(await quotedOffer(origin, property, rate, [unit.unitId]))
    groups.push(
      Array.from(
        { length: unit.availableCount },
        (_, i) => offers[i % offers.length],
      ),
    )
  }
  return groups
}

/**
 * A new-booking body for an offer; `n` makes the guest (and so the body) differ per request. A
 * card rate's body still needs its card step (cardStep.mjs) before it is sent.
 */
export function bookingBody(offer, n) {
  return {
    ...offer,
    reservationHolder: {
      ...reservationHolder,
      lastName: `${reservationHolder.lastName} ${n}`,
    },
    guest: { ...guest, email: `bench.guest.${n}@example.com` },
    isPolicyAccepted: true,
  }
}

/** Round-robin over groups: concurrent bookings spread over many inventory rows, as real guests do. */
export function interleave(groups) {
  const out = []
  const longest = Math.max(0, ...groups.map((group) => group.length))
  for (let i = 0; i < longest; i++)
    for (const group of groups) if (i < group.length) out.push(group[i])
  return out
}
