import type { PaymentPolicy } from '@resort/core/api'
import {
  daysFromToday,
  guest,
  reservationHolder,
  testCards,
  type TestCard,
} from '@resort/test-fixtures'
import { answerChallenge, confirmWithTestCard } from '@resort/test-gateway'
import { call, post, qs, type ApiResult } from './api'
import { TEST_GATEWAY_KEYS, type TestServer } from './testServer'

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
    payment = (policy) =>
      guarantee === 'PREPAYMENT' || policy.mode === 'guarantee',
  }: {
    /** A payment type, or 'any'. */
    guarantee: string
    startInDays?: number
    nights?: number
    type?: string
    excludePropertyId?: string
    /** The rate's payment policy (issue 32); by default one that charges nothing but a prepaid rate. */
    payment?: (policy: PaymentPolicy) => boolean
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
      payment,
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
  payment: (policy: PaymentPolicy) => boolean,
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
          (guarantee === 'any' || candidate.guarantee === guarantee) &&
          payment(candidate.paymentPolicy),
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
    isPolicyAccepted: true,
    ...overrides,
  }
}

/** The page the widget is on, as the card step names it. */
const WIDGET_PAGE = 'http://127.0.0.1:8080'

type BookingBody = ReturnType<typeof bookingBody>

/** The card-payment request for a booking body (decision 040). */
export function cardStepRequest(body: BookingBody) {
  const { isPolicyAccepted: _accepted, ...stay } = body
  return { ...stay, parent: WIDGET_PAGE }
}

/** POST card-payment for a booking body: the intent and the card page (decision 040). */
export const startCardStep = (baseUrl: string, body: BookingBody) =>
  post(baseUrl, '/api/v1/booking/card-payment', cardStepRequest(body))

/**
 * What the card page does with a typed card (decision 040): to the test gateway, with the
 * publishable key and the intent's client secret from the card page's address; a challenge, when
 * the bank asks, is passed.
 */
export async function typeCard(
  cardPage: string,
  card: TestCard = testCards.visa,
) {
  const page = new URL(cardPage)
  const secret = page.searchParams.get('secret') ?? ''
  const answer = await confirmWithTestCard(
    page.origin,
    TEST_GATEWAY_KEYS.publishableKey,
    secret,
    card,
  )
  if (answer.body.status === 'requires_action')
    return answerChallenge(page.origin, secret, true)
  return answer
}

/**
 * A booking body with its card step done, as the widget sends it once the card page said
 * "confirmed": the payment named, the card typed on the gateway's page (a test visa unless told).
 */
export async function withCardStep(
  baseUrl: string,
  body: BookingBody,
  card?: TestCard,
): Promise<BookingBody & { payment?: { intent: string } }> {
  if (body.paymentType === 'NOGUARANTEE') return body
  const step = await startCardStep(baseUrl, body)
  if (step.status !== 200)
    throw new Error(`card-payment ${step.status}: ${JSON.stringify(step.body)}`)
  const typed = await typeCard(step.body.cardPage, card)
  if (typed.status !== 200)
    throw new Error(`card page ${typed.status}: ${JSON.stringify(typed.body)}`)
  return { ...body, payment: { intent: step.body.intent } }
}

/** POST new-booking as it is (a body that names its payment, or none), optionally with an Idempotency-Key. */
export function postBooking(
  baseUrl: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<ApiResult> {
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

/** A booking body on a card rate that names no payment yet (nor sends a card, to be refused). */
export const needsCardStep = (body: unknown): body is BookingBody =>
  typeof body === 'object' &&
  body !== null &&
  'paymentType' in body &&
  body.paymentType !== 'NOGUARANTEE' &&
  !('payment' in body) &&
  !('card' in body)

/**
 * Books as the widget does: the card step first when the rate needs a card and the body names
 * no payment yet, then new-booking, optionally with an Idempotency-Key.
 */
export async function book(
  baseUrl: string,
  body: BookingBody | (Record<string, unknown> & { payment?: unknown }),
  idempotencyKey?: string,
  card?: TestCard,
): Promise<ApiResult> {
  if (!needsCardStep(body)) return postBooking(baseUrl, body, idempotencyKey)
  // Refused at the card step (a changed price, a sold-out stay): as the widget would show it.
  const step = await startCardStep(baseUrl, body)
  if (step.status !== 200) return step
  const typed = await typeCard(step.body.cardPage, card)
  if (typed.status !== 200)
    throw new Error(`card page ${typed.status}: ${JSON.stringify(typed.body)}`)
  return postBooking(
    baseUrl,
    { ...body, payment: { intent: step.body.intent } },
    idempotencyKey,
  )
}

/** The token of a booking link. */
export const tokenOf = (bookingURI: string) =>
  new URL(bookingURI, 'http://x').searchParams.get('token') ?? ''

/** Leaves one unit of the offer's type free on each night of its stay (the next booking takes it). */
export async function leaveOneUnit(server: TestServer, offer: Offer) {
  await server.database.db
    .updateTable('inventory')
    .set((eb) => ({ sold: eb('total', '-', 1) }))
    .where('unit_type_id', '=', offer.unitId)
    .where('night', '>=', offer.dateFrom)
    .where('night', '<', offer.dateTo)
    .execute()
}

/** A stay that books without a card (unless told), with rooms enough for every booking a test makes. */
export async function roomyOffer(
  server: TestServer,
  startInDays: number,
  guarantee = 'NOGUARANTEE',
): Promise<Offer> {
  const offer = await findOffer(server.baseUrl, { guarantee, startInDays })
  await server.database.db
    .updateTable('inventory')
    .set({ total: 60, sold: 0, closed: 0 })
    .where('unit_type_id', '=', offer.unitId)
    .where('night', '>=', offer.dateFrom)
    .where('night', '<', offer.dateTo)
    .execute()
  return offer
}

/** The final quote of the offer's stay for one room, with a promo code (decision 044). */
export function quoteWithCode(
  baseUrl: string,
  offer: Offer,
  promoCode?: string,
) {
  const { lang, propertyId, rateId, dateFrom, dateTo, units } =
    bookingBody(offer)
  return post(baseUrl, '/api/v1/search/final-price-quote', {
    lang,
    propertyId,
    rateId,
    dateFrom,
    dateTo,
    units,
    ...(promoCode ? { promoCode } : {}),
  })
}
