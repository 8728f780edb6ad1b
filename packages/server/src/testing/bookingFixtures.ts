import {
  daysFromToday,
  guest,
  reservationHolder,
  testCards,
} from '@resort/test-fixtures'
import { call, post, qs } from './api'

export interface Offer {
  propertyId: string
  rateId: string
  unitId: string
  guarantee: string
  refundable: boolean
  total: number
  /** The total for a verified club member signed in, on a rate with a member price. */
  memberTotal?: number
  dateFrom: string
  dateTo: string
  maxQuantity: number
}

/** A bookable unit and rate for a stay, whose rate is booked with the given payment type. */
export async function findOffer(
  baseUrl: string,
  {
    guarantee,
    startInDays = 45,
    nights = 3,
    type,
    excludePropertyId,
  }: {
    /** A payment type, or 'any'. */
    guarantee: string
    startInDays?: number
    nights?: number
    type?: string
    excludePropertyId?: string
  },
): Promise<Offer> {
  // The seed sells some nights out: look a few days further when the first stay has no offer.
  for (let shift = 0; shift < 10; shift++) {
    const offer = await offerFor(
      baseUrl,
      guarantee,
      daysFromToday(startInDays + shift),
      daysFromToday(startInDays + shift + nights),
      type,
      excludePropertyId,
    )
    if (offer) return offer
  }
  throw new Error(
    `no offer with ${guarantee} from ${daysFromToday(startInDays)}`,
  )
}

async function offerFor(
  baseUrl: string,
  guarantee: string,
  dateFrom: string,
  dateTo: string,
  type: string | undefined,
  excludePropertyId: string | undefined,
): Promise<Offer | undefined> {
  const list = await call(
    baseUrl,
    `/api/v1/search/properties?${qs({ dateFrom, dateTo, adults: 2, type, pageSize: 50 })}`,
  )
  for (const item of list.body.items) {
    if (item.propertyId === excludePropertyId) continue
    const detail = await call(
      baseUrl,
      `/api/v1/search/property?${qs({ propertyId: item.propertyId, dateFrom, dateTo, adults: 2 })}`,
    )
    for (const unit of detail.body.units) {
      const rate = unit.rates.find(
        (candidate: any) =>
          guarantee === 'any' || candidate.guarantee === guarantee,
      )
      if (rate) {
        return {
          propertyId: item.propertyId,
          rateId: rate.rateId,
          unitId: unit.unitId,
          guarantee: rate.guarantee,
          refundable: rate.refundable,
          total: rate.total,
          ...(rate.memberTotal === undefined
            ? {}
            : { memberTotal: rate.memberTotal }),
          dateFrom,
          dateTo,
          maxQuantity: unit.availableCount,
        }
      }
    }
  }
  return undefined
}

/** A valid new-booking body for an offer. */
export function bookingBody(
  offer: Offer,
  overrides: Record<string, unknown> = {},
) {
  return {
    lang: 'en',
    propertyId: offer.propertyId,
    rateId: offer.rateId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    units: [{ unitId: offer.unitId, adults: 2, children: 0, supplements: [] }],
    expectedTotal: offer.total,
    currency: 'EUR',
    paymentType: offer.guarantee,
    reservationHolder,
    guest,
    ...(offer.guarantee === 'NOGUARANTEE' ? {} : { card: testCards.visa }),
    isPolicyAccepted: true,
    ...overrides,
  }
}

/** POST new-booking, optionally with an Idempotency-Key. */
export function book(baseUrl: string, body: unknown, idempotencyKey?: string) {
  if (!idempotencyKey) return post(baseUrl, '/api/v1/booking/new-booking', body)
  return call(baseUrl, '/api/v1/booking/new-booking', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
  })
}

/** The token of a booking link. */
export const tokenOf = (bookingURI: string) =>
  new URL(bookingURI, 'http://x').searchParams.get('token') ?? ''
