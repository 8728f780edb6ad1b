import { randomInt } from 'node:crypto'
import { toLanguage, type Language } from '@resort/core'
import type {
  EditBookingRequest,
  ExistingBookingResponse,
  NewBookingRequest,
} from '@resort/core/api'
import type { CardBrand } from '@resort/core/validation'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem, invalidParam } from '#http/errors'
import type { PaymentProvider } from '../payments/paymentProvider'
import type { SearchCache } from '../search/availability'
import type { CatalogCache } from '../search/catalogSnapshot'
import { finalPriceQuote } from '../search/priceQuote'
import { findProperty } from '../search/propertyOffers'
import { releaseNights, takeNights, unitCounts } from './bookingInventory'
import type { BookingTokens } from './bookingTokens'
import {
  bookingView,
  cancellationFeeNow,
  loadBooking,
  notEditableReason,
} from './bookingView'
import type { MarkBooked } from './idempotency'
import { inTransaction } from './transactions'

export interface BookingDeps {
  db: Kysely<Database>
  catalog: CatalogCache
  cache: SearchCache
  tokens: BookingTokens
  payments: PaymentProvider
  /** Called after a booking is confirmed, changed or cancelled (mail, tracking); failures are logged, not fatal. */
  notify?: (
    event: 'confirmed' | 'changed' | 'cancelled',
    booking: ExistingBookingResponse,
    language: Language,
  ) => Promise<void>
}

// No 0/O or 1/I: booking ids are read out on the phone.
const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
function newBookingId(): string {
  let id = 'AA'
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return id
}

const now = () => new Date().toISOString()

function priceChanged(quote: unknown): ApiProblem {
  return new ApiProblem(
    409,
    'price_changed',
    'The price of this stay has changed since you saw it. Please check the new total and book again.',
    { expectedTotal: 'price_changed' },
    quote,
  )
}

/** Books a stay: priced again by the server, card checked by the provider, nights taken in one transaction. */
export async function createBooking(
  deps: BookingDeps,
  request: NewBookingRequest,
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
  const rate = property.ratePlans.find(
    (candidate) => candidate.id === request.rateId,
  )
  const quote = await finalPriceQuote(deps.db, catalog, request)
  if (quote.totalPrice !== request.expectedTotal) throw priceChanged(quote)
  if (!rate || request.paymentType !== rate.guarantee) {
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

  const bookingId = newBookingId()
  const stamp = now()
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
  const view = await bookingView(
    deps.db,
    catalog,
    deps.tokens,
    await loadBooking(deps.db, bookingId),
    request.lang,
  )
  await deps.notify?.('confirmed', view, request.lang)
  return view
}

async function insertUnits(
  trx: Kysely<Database>,
  bookingId: string,
  units: Awaited<ReturnType<typeof finalPriceQuote>>['units'],
) {
  await trx
    .insertInto('booking_units')
    .values(
      units.map((unit, position) => ({
        booking_id: bookingId,
        position,
        unit_type_id: unit.unitId,
        adults: unit.adults,
        children: unit.children,
        initial_total: unit.initialTotal,
        total: unit.total,
        supplements: JSON.stringify(unit.selectedSupplements),
        breakdown: JSON.stringify(unit.priceBrakedown),
      })),
    )
    .execute()
}

/** A booking by its signed link, in a language. */
export async function viewBooking(
  deps: BookingDeps,
  token: string,
  language: NewBookingRequest['lang'],
) {
  const booking = await loadBooking(deps.db, await deps.tokens.verify(token))
  return bookingView(
    deps.db,
    await deps.catalog.get(),
    deps.tokens,
    booking,
    language,
  )
}

/** Cancels under the rate's policy (the fee it implies is recorded) and gives the nights back. */
export async function cancelBooking(
  deps: BookingDeps,
  token: string,
  language: NewBookingRequest['lang'],
) {
  const bookingId = await deps.tokens.verify(token)
  await inTransaction(deps.db, async (trx) => {
    const booking = await loadBooking(trx, bookingId)
    if (booking.status === 'cancelled') {
      throw new ApiProblem(
        409,
        'cancelled',
        'This booking is already cancelled.',
        { token: 'cancelled' },
      )
    }
    if (notEditableReason(booking) === 'started') {
      throw new ApiProblem(
        409,
        'not_editable',
        'A stay that has begun cannot be cancelled online; please contact the property.',
        {
          token: 'started',
        },
      )
    }
    // The version guard makes a cancel that races an edit lose cleanly instead of double-releasing.
    const updated = await trx
      .updateTable('bookings')
      .set({
        status: 'cancelled',
        cancelled_at: now(),
        updated_at: now(),
        cancellation_fee: cancellationFeeNow(booking),
        version: booking.version + 1,
      })
      .where('id', '=', bookingId)
      .where('version', '=', booking.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1)
      throw new ApiProblem(
        409,
        'conflict',
        'This booking was just changed; please reload it.',
      )
    await releaseNights(trx, bookingId)
  })
  deps.cache.invalidate()
  const view = await viewBooking(deps, token, language)
  await deps.notify?.('cancelled', view, language)
  return view
}

/**
 * Changes dates, units or extras: re-priced by the server and re-taken in one transaction, where
 * the old nights are given back only if the new ones can all be taken.
 */
export async function editBooking(
  deps: BookingDeps,
  request: EditBookingRequest,
): Promise<ExistingBookingResponse> {
  const bookingId = await deps.tokens.verify(request.token)
  const catalog = await deps.catalog.get()
  await inTransaction(deps.db, async (trx) => {
    const booking = await loadBooking(trx, bookingId)
    const reason = notEditableReason(booking)
    if (reason) {
      throw new ApiProblem(
        409,
        reason === 'cancelled' ? 'cancelled' : 'not_editable',
        'This booking cannot be changed online.',
        {
          token: reason,
        },
      )
    }
    await releaseNights(trx, bookingId)
    const quote = await finalPriceQuote(trx, catalog, {
      lang: request.lang,
      propertyId: booking.property_id,
      rateId: booking.rate_plan_id,
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
      units: request.units,
    })
    if (quote.totalPrice !== request.expectedTotal) throw priceChanged(quote)
    await takeNights(
      trx,
      bookingId,
      unitCounts(request.units),
      quote.dateFrom,
      quote.dateTo,
    )
    await trx
      .deleteFrom('booking_units')
      .where('booking_id', '=', bookingId)
      .execute()
    await insertUnits(trx, bookingId, quote.units)
    const updated = await trx
      .updateTable('bookings')
      .set({
        date_from: quote.dateFrom,
        date_to: quote.dateTo,
        total_price: quote.totalPrice,
        free_cancellation_until: quote.freeCancellationUntil,
        updated_at: now(),
        version: booking.version + 1,
      })
      .where('id', '=', bookingId)
      .where('version', '=', booking.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1)
      throw new ApiProblem(
        409,
        'conflict',
        'This booking was just changed; please reload it.',
      )
  })
  deps.cache.invalidate()
  const view = await viewBooking(deps, request.token, request.lang)
  await deps.notify?.('changed', view, request.lang)
  return view
}

/** A booking by id, answered as when it was made (for a retry after a crash). */
export async function bookingById(
  deps: BookingDeps,
  bookingId: string,
): Promise<ExistingBookingResponse> {
  const booking = await loadBooking(deps.db, bookingId)
  return bookingView(
    deps.db,
    await deps.catalog.get(),
    deps.tokens,
    booking,
    toLanguage(booking.language) ?? 'en',
  )
}
