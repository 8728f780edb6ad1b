import type {
  ExistingBookingResponse,
  NewBookingRequest,
} from '@resort/core/api'
import { endpointSchemas } from '@resort/core/api/schemas'
import type { CardBrand } from '@resort/core/validation'
import { inTransaction } from '#db/transactions'
import { ApiProblem, invalidParam } from '#http/errors'
import { priceChanged } from '../pricing/priceChanged'
import type { PriceFor } from '../pricing/stayPrice'
import { finalPriceQuote } from '../search/priceQuote'
import { findProperty } from '../search/propertyOffers'
import type { BookingDeps } from './bookingDeps'
import { newBookingId } from './bookingId'
import { takeNights, unitCounts } from './bookingInventory'
import { bookingSearchText } from './bookingSearchText'
import { insertUnits } from './bookingUnits'
import { viewBookingById } from './bookingView'
import { withIdempotencyKey, type MarkBooked } from './idempotency'
import { soldTermsOf } from './soldTerms'

/** Books a stay: priced again by the server, card checked by the provider, nights taken in one transaction. */
async function createBooking(
  deps: BookingDeps,
  request: NewBookingRequest,
  memberId: string | undefined,
  priceFor: PriceFor,
  markBooked?: MarkBooked,
): Promise<ExistingBookingResponse> {
  const catalog = await deps.catalog.get()
  const property = findProperty(catalog, request.propertyId)
  if (request.currency !== property.currency) {
    throw invalidParam(
      'currency',
      'currency_mismatch',
      `This property takes bookings in ${property.currency}.`,
    )
  }
  // The quote refuses an unknown rate (404) and carries the rate's payment type.
  const quote = await finalPriceQuote(deps.db, catalog, request, priceFor)
  if (quote.totalPrice !== request.expectedTotal) throw priceChanged(quote)
  const allowed = quote.paymentMethods.map((method) => method.type)
  if (!allowed.includes(request.paymentType)) {
    throw invalidParam(
      'paymentType',
      'payment_type_not_allowed',
      'This rate is not booked with this payment type.',
    )
  }

  let card:
    | {
        token: string
        brand: string
        providerCode: string | null
        last4: string
        expiry: string
      }
    | undefined
  let authorizationId: string | undefined
  if (request.paymentType !== 'NOGUARANTEE') {
    if (!request.card)
      throw invalidParam(
        'card',
        'required',
        'This rate needs a card to guarantee or pay the booking.',
      )
    const result = await deps.payments.authorize({
      card: request.card,
      amount: request.paymentType === 'PREPAYMENT' ? quote.prepaymentAmount : 0,
      currency: quote.currency,
      allowedBrands: property.allowed_card_brands as CardBrand[],
      reference: `${property.id}/${request.dateFrom}`,
    })
    if (!result.approved) {
      const field =
        result.reason === 'brand_not_accepted'
          ? 'card_brand_not_accepted'
          : result.reason === 'declined'
            ? 'card_declined'
            : 'card_invalid'
      throw new ApiProblem(402, 'payment_declined', result.message, {
        'card.cardNumber': field,
      })
    }
    card = result.card
    authorizationId = result.authorizationId
  }

  // The quote found the rate, so the property has it.
  const soldRate = property.ratePlans.find((rate) => rate.id === quote.rateId)!
  const bookingId = newBookingId()
  const stamp = new Date().toISOString()
  try {
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
          prepayment_amount:
            request.paymentType === 'PREPAYMENT' ? quote.prepaymentAmount : 0,
          payment_type: request.paymentType,
          refundable: quote.refundable ? 1 : 0,
          free_cancellation_until: quote.freeCancellationUntil,
          cancellation_fee_percent: quote.cancellationFeePercent,
          holder: JSON.stringify(request.reservationHolder),
          guest: JSON.stringify({ ...request.guest, email: undefined }),
          email: request.guest.email,
          policy_accepted: 1,
          card_brand: card?.brand ?? null,
          card_provider_code: card?.providerCode ?? null,
          card_last4: card?.last4 ?? null,
          card_expiry: card?.expiry ?? null,
          card_token: card?.token ?? null,
          cancellation_fee: null,
          created_at: stamp,
          updated_at: stamp,
          cancelled_at: null,
          version: 1,
          member_id: memberId ?? null,
          sold_terms: soldTermsOf(soldRate),
          search_text: bookingSearchText(
            request.reservationHolder,
            request.guest,
            request.guest.email,
          ),
        })
        .execute()
      await insertUnits(trx, bookingId, quote.units)
      await takeNights(
        trx,
        bookingId,
        unitCounts(request.units),
        quote.dateFrom,
        quote.dateTo,
      )
      await markBooked?.(trx, bookingId)
    })
  } catch (error) {
    // The guest must never be left with an authorization for a booking that does not exist.
    if (authorizationId) await deps.payments.void(authorizationId)
    throw error
  }
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
