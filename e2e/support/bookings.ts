import type { APIRequestContext } from '@playwright/test'
import {
  daysFromToday,
  guest,
  reservationHolder,
  testCards,
  type TestCard,
} from '@resort/test-fixtures'
import { confirmWithTestCard } from '@resort/test-gateway/card-page-calls'
import { examplesOrigin, gatewayKeys } from './servers'

/** A rate's payment policy as search answers it (issue 32; core's paymentPolicySchema). */
export interface RatePaymentPolicy {
  amount: string
  value: number
  trigger: string
  days: number
  mode: string
}

interface Rate {
  rateId: string
  guarantee: string
  refundable: boolean
  total: number
  paymentPolicy: RatePaymentPolicy
}

/** A rate whose card only guarantees or prepays at booking (issue 32: no deposits or holds later). */
const plainPayment = (rate: Rate) =>
  rate.guarantee === 'PREPAYMENT' || rate.paymentPolicy.mode === 'guarantee'

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
 * The card step as the widget and the card page do it (decision 040): card-payment on the
 * server, then the card (the test visa unless given) confirmed at the gateway. Null when the
 * server refuses the step.
 */
async function cardStep(
  request: APIRequestContext,
  stay: Record<string, unknown>,
  card: TestCard = testCards.visa,
): Promise<{ intent: string } | null> {
  const step = await request.post('/api/v1/booking/card-payment', {
    data: { ...stay, parent: examplesOrigin },
  })
  if (step.status() === 429)
    throw new Error('Card step refused by the rate limit (429)')
  if (step.status() !== 200) return null
  const { intent, cardPage } = (await step.json()) as {
    intent: string
    cardPage: string
  }
  const confirmed = await confirmWithTestCard(
    new URL(cardPage).origin,
    gatewayKeys.publishable,
    new URL(cardPage).searchParams.get('secret') ?? '',
    card,
  )
  if (confirmed.status !== 200) throw new Error(`card page ${confirmed.status}`)
  return { intent }
}

/**
 * Books a rate offer through the API as the widget would: the card step first when the rate
 * needs a card. Undefined when the server refuses it (the stay was sold meanwhile).
 */
async function bookRate(
  request: APIRequestContext,
  offer: RateOffer,
  email = guest.email,
  card?: TestCard,
): Promise<BookedStay | undefined> {
  const { propertyId, unitId, rateId, dateFrom, dateTo, total, guarantee } =
    offer
  const stayBooked = {
    lang: 'en',
    propertyId,
    rateId,
    dateFrom,
    dateTo,
    units: [{ unitId, adults: 2, children: 0 }],
    expectedTotal: total,
    currency: 'EUR',
    paymentType: guarantee,
  }
  const payment =
    guarantee === 'NOGUARANTEE'
      ? undefined
      : await cardStep(
          request,
          { ...stayBooked, reservationHolder, guest: { ...guest, email } },
          card,
        )
  if (payment === null) return undefined
  const answer = await request.post('/api/v1/booking/new-booking', {
    data: {
      ...stayBooked,
      reservationHolder,
      guest: { ...guest, email },
      ...(payment ? { payment } : {}),
      isPolicyAccepted: true,
    },
  })
  if (answer.status() === 429)
    throw new Error('Booking refused by the rate limit (429)')
  if (answer.status() !== 201) return undefined
  const booking = await answer.json()
  return {
    bookingId: booking.bookingId,
    bookingURI: booking.bookingURI,
    token:
      new URL(booking.bookingURI, 'http://x').searchParams.get('token') ?? '',
    propertyId,
    dateFrom,
    dateTo,
    totalPrice: booking.totalPrice,
  }
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
    guarantee,
    nights = 3,
    email = guest.email,
  }: {
    startInDays: number
    refundable?: boolean
    /** A payment type the rate must be booked with. */
    guarantee?: string
    nights?: number
    /** The guest's address: a member's, for a guest booking they may claim. */
    email?: string
  },
): Promise<BookedStay> {
  for await (const offer of rateOffers(
    request,
    startInDays,
    nights,
    (candidate) =>
      (guarantee === undefined || candidate.guarantee === guarantee) &&
      (refundable === undefined ||
        (candidate.refundable === refundable &&
          (refundable ? candidate.guarantee !== 'PREPAYMENT' : true))),
  )) {
    const booked = await bookRate(request, offer, email)
    if (booked) return booked
  }
  throw new Error(
    `No ${guarantee ?? (refundable ? 'refundable' : 'non-refundable')} stay from ${startInDays} days on`,
  )
}

/**
 * Books through the API, as the widget would, a rate whose payment policy `fits` (issue 32: a
 * deposit charged before arrival, a night held), with `card` confirmed on the card page: the
 * rates the other helpers skip, found by their policy.
 */
export async function bookRateWithPolicy(
  request: APIRequestContext,
  {
    startInDays,
    policy,
    card = testCards.visa,
    nights = 3,
    email = guest.email,
  }: {
    startInDays: number
    policy: (policy: RatePaymentPolicy) => boolean
    card?: TestCard
    nights?: number
    email?: string
  },
): Promise<BookedStay> {
  for await (const offer of rateOffers(
    request,
    startInDays,
    nights,
    (candidate) =>
      candidate.guarantee === 'CCARD_GUARANTEE' &&
      policy(candidate.paymentPolicy),
    { anyPolicy: true },
  )) {
    const booked = await bookRate(request, offer, email, card)
    if (booked) return booked
  }
  throw new Error(`No rate of that payment policy from ${startInDays} days on`)
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

export interface PropertyOffer {
  propertyId: string
  unitId: string
  unitName: string
  rateId: string
  rateName: string
  total: number
  dateFrom: string
  dateTo: string
}

/** What the property's search offers for a unit and rate over a stay, or undefined. */
export async function offeredTotal(
  request: APIRequestContext,
  offer: Pick<PropertyOffer, 'propertyId' | 'unitId' | 'rateId'>,
  dateFrom: string,
  dateTo: string,
): Promise<number | undefined> {
  const detail = await (
    await request.get(
      `/api/v1/search/property?propertyId=${offer.propertyId}&dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2`,
    )
  ).json()
  const unit = (
    detail.units as {
      unitId: string
      rates: { rateId: string; total: number }[]
    }[]
  ).find((candidate) => candidate.unitId === offer.unitId)
  return unit?.rates.find((rate) => rate.rateId === offer.rateId)?.total
}

/**
 * A refundable rate without a guarantee for two adults at a property, from `startInDays` ahead
 * on (a few days later when those nights are taken), for the same unit and rate when given.
 */
export async function propertyOffer(
  request: APIRequestContext,
  propertyId: string,
  startInDays: number,
  nights: number,
  same?: Pick<PropertyOffer, 'unitId' | 'rateId'>,
): Promise<PropertyOffer> {
  for (let shift = 0; shift < 14; shift++) {
    const dateFrom = daysFromToday(startInDays + shift)
    const dateTo = daysFromToday(startInDays + shift + nights)
    const detail = await (
      await request.get(
        `/api/v1/search/property?propertyId=${propertyId}&dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2`,
      )
    ).json()
    for (const unit of detail.units as {
      unitId: string
      name: string
      rates: (Rate & { name: string })[]
    }[]) {
      if (same && unit.unitId !== same.unitId) continue
      const rate = unit.rates.find((candidate) =>
        same
          ? candidate.rateId === same.rateId
          : candidate.refundable && candidate.guarantee === 'NOGUARANTEE',
      )
      if (rate)
        return {
          propertyId,
          unitId: unit.unitId,
          unitName: unit.name,
          rateId: rate.rateId,
          rateName: rate.name,
          total: rate.total,
          dateFrom,
          dateTo,
        }
    }
  }
  throw new Error(`No refundable stay at ${propertyId}`)
}

/** Books an offer for a guest of that last name, as the booking widget would. */
export async function bookOffer(
  request: APIRequestContext,
  offer: PropertyOffer,
  lastName: string,
): Promise<BookedStay> {
  const answer = await request.post('/api/v1/booking/new-booking', {
    data: {
      lang: 'en',
      propertyId: offer.propertyId,
      rateId: offer.rateId,
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: [{ unitId: offer.unitId, adults: 2, children: 0 }],
      expectedTotal: offer.total,
      currency: 'EUR',
      paymentType: 'NOGUARANTEE',
      reservationHolder: { ...reservationHolder, lastName },
      guest: { ...guest, lastName },
      isPolicyAccepted: true,
    },
  })
  if (answer.status() !== 201)
    throw new Error(`booking refused: ${await answer.text()}`)
  const booking = await answer.json()
  return {
    bookingId: booking.bookingId,
    bookingURI: booking.bookingURI,
    token:
      new URL(booking.bookingURI, 'http://x').searchParams.get('token') ?? '',
    propertyId: offer.propertyId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    totalPrice: booking.totalPrice,
  }
}

export interface RateOffer {
  propertyId: string
  unitId: string
  rateId: string
  guarantee: string
  dateFrom: string
  dateTo: string
  total: number
}

/**
 * Each unit's first rate that `fits`, property by property, for stays of `nights` from
 * `startInDays` on, moving a day at a time past nights the seed sold out. Rates whose policy
 * charges or holds later are skipped unless `anyPolicy` (bookRateWithPolicy).
 */
async function* rateOffers(
  request: APIRequestContext,
  startInDays: number,
  nights: number,
  fits: (rate: Rate) => boolean,
  { anyPolicy = false } = {},
): AsyncGenerator<RateOffer> {
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
            (anyPolicy || plainPayment(candidate)) && fits(candidate),
        )
        if (rate)
          yield {
            propertyId: item.propertyId,
            unitId: unit.unitId,
            rateId: rate.rateId,
            guarantee: rate.guarantee,
            dateFrom,
            dateTo,
            total: rate.total,
          }
      }
    }
  }
}

/** A unit and rate booked with `guarantee` (and refundable or not), from `startInDays` on. */
export async function findRate(
  request: APIRequestContext,
  {
    guarantee,
    refundable,
    startInDays,
    nights = 2,
  }: {
    guarantee: string
    refundable?: boolean
    startInDays: number
    nights?: number
  },
): Promise<RateOffer> {
  for await (const offer of rateOffers(
    request,
    startInDays,
    nights,
    (candidate) =>
      candidate.guarantee === guarantee &&
      (refundable === undefined || candidate.refundable === refundable),
  ))
    return offer
  throw new Error(`No ${guarantee} rate from ${startInDays} days on`)
}

/** The booking flow's address for a rate already chosen (as a property page links to it). */
export const rateBookingPath = (lang: string, offer: RateOffer) =>
  `/${lang}/booking?${new URLSearchParams({
    propertyId: offer.propertyId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    adults: '2',
    children: '0',
    unitId: offer.unitId,
    rateId: offer.rateId,
  }).toString()}`
