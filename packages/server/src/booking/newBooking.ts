import type {
  ExistingBookingResponse,
  NewBookingRequest,
} from '@resort/core/api'
import { endpointSchemas } from '@resort/core/api/schemas'
import { inTransaction } from '#db/transactions'
import { invalidParam } from '#http/errors'
import { spendVoucher } from '../giftVouchers/giftVoucherStore'
import {
  attachPayment,
  bookingCardColumns,
  cardStepOf,
  confirmedPayment,
  releaseUnbooked,
  takeHeldPayment,
} from '../payments/bookingPayment'
import { schedulePayments } from '../payments/paymentSchedule'
import { holdPoints } from '../payments/pointsPayment'
import { ratePaymentPolicy } from '../pricing/ratePaymentPolicy'
import type { PriceFor } from '../pricing/stayPrice'
import { takePromoUse } from '../promotions/promoCodeStore'
import type { BookingDeps } from './bookingDeps'
import { newBookingId } from './bookingId'
import { takeNights, unitCounts } from './bookingInventory'
import { bookingSearchText } from './bookingSearchText'
import { insertUnits } from './bookingUnits'
import { viewBookingById } from './bookingView'
import { withIdempotencyKey, type MarkBooked } from './idempotency'
import { pricedStay } from './pricedStay'
import { soldTermsOf } from './soldTerms'

/**
 * Books a stay: priced again by the server, the card step the card page confirmed checked at the
 * gateway (decision 040), nights taken and the payment tied to the booking in one transaction;
 * a prepayment's hold is taken once the booking stands.
 */
async function createBooking(
  deps: BookingDeps,
  request: NewBookingRequest,
  memberId: string | undefined,
  priceFor: PriceFor,
  markBooked?: MarkBooked,
): Promise<ExistingBookingResponse> {
  try {
    return await bookStay(deps, request, memberId, priceFor, markBooked)
  } catch (error) {
    // The guest must never be left with a hold for a booking that does not exist.
    if (request.payment)
      await releaseUnbooked(
        deps,
        request.payment.intent,
        request.propertyId,
      ).catch((failure: unknown) =>
        deps.logFailure(
          failure,
          `card step ${request.payment?.intent} not released`,
        ),
      )
    throw error
  }
}

async function bookStay(
  deps: BookingDeps,
  request: NewBookingRequest,
  memberId: string | undefined,
  priceFor: PriceFor,
  markBooked?: MarkBooked,
): Promise<ExistingBookingResponse> {
  const pointsPayer = priceFor === 'member' ? memberId : undefined
  const { property, quote } = await pricedStay(
    deps,
    request,
    priceFor,
    pointsPayer,
  )
  const step = cardStepOf(quote, request.paymentType)
  const payment = await confirmedPayment(deps, request.payment, step, {
    propertyId: property.id,
    currency: quote.currency,
    allowedBrands: property.allowed_card_brands,
  })

  // The quote found the rate, so the property has it.
  const soldRate = property.ratePlans.find((rate) => rate.id === quote.rateId)!
  const bookingId = newBookingId()
  const stamp = new Date().toISOString()
  await inTransaction(deps.db, async (trx) => {
    await trx
      .insertInto('bookings')
      .values({
        id: bookingId,
        status: 'confirmed',
        property_id: property.id,
        rate_plan_id: quote.rateId,
        date_from: quote.dateFrom,
        date_to: quote.dateTo,
        language: request.lang,
        currency: quote.currency,
        total_price: quote.totalPrice,
        prepayment_amount: step ? quote.prepaymentAmount : 0,
        payment_type: request.paymentType,
        refundable: quote.refundable ? 1 : 0,
        free_cancellation_until: quote.freeCancellationUntil,
        cancellation_fee_percent: quote.cancellationFeePercent,
        holder: JSON.stringify(request.reservationHolder),
        guest: JSON.stringify({ ...request.guest, email: undefined }),
        email: request.guest.email,
        policy_accepted: 1,
        ...bookingCardColumns(payment?.card),
        cancellation_fee: null,
        created_at: stamp,
        updated_at: stamp,
        cancelled_at: null,
        version: 1,
        member_id: memberId ?? null,
        sold_terms: soldTermsOf(soldRate),
        payment_policy: step
          ? JSON.stringify(ratePaymentPolicy(soldRate))
          : null,
        search_text: bookingSearchText(
          request.reservationHolder,
          request.guest,
          request.guest.email,
        ),
      })
      .execute()
    await insertUnits(trx, bookingId, quote.units, request.units)
    await takeNights(
      trx,
      bookingId,
      unitCounts(request.units),
      quote.dateFrom,
      quote.dateTo,
    )
    if (quote.promoCode)
      await takePromoUse(trx, {
        code: quote.promoCode.code,
        bookingId,
        email: request.guest.email,
        at: stamp,
      })
    if (quote.giftVoucher)
      await spendVoucher(trx, {
        code: quote.giftVoucher.code,
        amount: quote.giftVoucher.applied,
        bookingId,
        at: stamp,
      })
    if (quote.pointsPayment && pointsPayer)
      await holdPoints(trx, deps.ledger.kind, {
        memberId: pointsPayer,
        bookingId,
        points: quote.pointsPayment.points,
        at: new Date(stamp),
      })
    if (payment) await attachPayment(trx, payment, bookingId)
    if (step) await schedulePayments(trx, bookingId, quote, stamp)
    await markBooked?.(trx, bookingId)
  })
  if (payment) await takeHeldPayment(deps, payment)
  deps.cache.invalidate()
  const view = await viewBookingById(deps, bookingId, request.lang)
  await deps.notify?.('confirmed', view, request.lang)
  // The guest form's newsletter box (SPEC 3): after the booking stands, never failing it.
  if (request.guest.newsletter)
    deps.newsletterSignUp?.(request.guest.email, request.lang)
  return view
}

const IDEMPOTENCY_KEY = /^[\w.:-]{8,200}$/

/**
 * Books under an Idempotency-Key header when one is sent: a retry with the same key and body
 * answers the first result (as stored JSON), never a second booking.
 */
export async function createBookingOnce(
  deps: BookingDeps,
  request: NewBookingRequest,
  key: unknown,
  /** The member booking signed in, whose stay earns points (decision 021). */
  memberId?: string,
  /** Member prices only for a verified club member's session (loyalty/memberPricing.ts). */
  priceFor: PriceFor = 'public',
): Promise<{ status: number; json: string; replayed: boolean }> {
  // Checked by the endpoint's response schema as the serializer would: the answer goes out (and
  // is stored for retries) as text, which Fastify does not serialize again.
  const answer = (booking: ExistingBookingResponse) =>
    endpointSchemas.newBooking.response.parse(booking)
  if (key === undefined) {
    const body = answer(await createBooking(deps, request, memberId, priceFor))
    return { status: 201, json: JSON.stringify(body), replayed: false }
  }
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw invalidParam(
      'idempotency-key',
      'invalid',
      'An Idempotency-Key is 8 to 200 letters, digits, dots, colons, dashes or underscores.',
    )
  }
  const result = await withIdempotencyKey(deps.db, key, request, {
    run: async (markBooked) => ({
      status: 201,
      body: answer(
        await createBooking(deps, request, memberId, priceFor, markBooked),
      ),
    }),
    // A booking by id, answered as when it was made (for a retry after a crash).
    replayBooking: async (bookingId) => ({
      status: 201,
      body: answer(await viewBookingById(deps, bookingId)),
    }),
  })
  return {
    status: result.status,
    json: JSON.stringify(result.body),
    replayed: result.replayed,
  }
}
