import type { Language } from '@resort/core'
import type {
  EditBookingRequest,
  ExistingBookingResponse,
  FinalQuoteResponse,
} from '@resort/core/api'
import type { Kysely, Updateable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'
import { ApiProblem } from '#http/errors'
import type { Catalog } from '../catalog/catalogSnapshot'
import { priceChanged } from '../pricing/priceChanged'
import { finalPriceQuote } from '../pricing/priceQuote'
import type { PriceFor } from '../pricing/stayPrice'
import type { BookingDeps } from './bookingDeps'
import { releaseNights, takeNights, unitCounts } from './bookingInventory'
import { insertUnits } from './bookingUnits'
import {
  type BookingRow,
  cancellationFeeNow,
  loadBooking,
  notEditableReason,
  viewBookingById,
} from './bookingView'
import { inTransaction } from './transactions'

/**
 * Writes a change to a booking only if nobody changed it since it was read (its version), so a
 * cancel racing an edit loses cleanly instead of releasing nights twice.
 */
export async function updateBooking(
  trx: Kysely<Database>,
  booking: BookingRow,
  changes: Updateable<BookingTable>,
): Promise<void> {
  const updated = await trx
    .updateTable('bookings')
    .set({
      ...changes,
      updated_at: new Date().toISOString(),
      version: booking.version + 1,
    })
    .where('id', '=', booking.id)
    .where('version', '=', booking.version)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new ApiProblem(
      409,
      'conflict',
      'This booking was just changed; please reload it.',
    )
  }
}

/** A booking by its signed link, in a language. */
export async function viewBooking(
  deps: BookingDeps,
  token: string,
  language: Language,
) {
  return viewBookingById(deps, await deps.tokens.verify(token), language)
}

/** Cancels under the rate's policy (the fee it implies is recorded) and gives the nights back. */
export async function cancelBooking(
  deps: BookingDeps,
  token: string,
  language: Language,
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
    await updateBooking(trx, booking, {
      status: 'cancelled',
      cancelled_at: new Date().toISOString(),
      cancellation_fee: cancellationFeeNow(booking),
    })
    await releaseNights(trx, bookingId)
  })
  deps.cache.invalidate()
  const view = await viewBookingById(deps, bookingId, language)
  await deps.notify?.('cancelled', view, language)
  return view
}

type ChangeRequest = Omit<EditBookingRequest, 'expectedTotal'>

/**
 * Inside a transaction: refuses a booking that cannot change, gives its nights back and prices
 * the change as if they were free. The caller commits (edit) or rolls back (quote).
 */
async function priceChange(
  trx: Kysely<Database>,
  catalog: Catalog,
  bookingId: string,
  request: ChangeRequest,
  priceFor: PriceFor,
) {
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
  const quote = await finalPriceQuote(
    trx,
    catalog,
    {
      lang: request.lang,
      propertyId: booking.property_id,
      rateId: booking.rate_plan_id,
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
      units: request.units,
    },
    priceFor,
    // Restrictions set after the booking bind a change of dates, not a change of rooms or guests.
    request.dateFrom !== booking.date_from ||
      request.dateTo !== booking.date_to,
  )
  return { booking, quote }
}

/** Thrown to roll a quoting transaction back once it has its answer. */
class QuoteOnly {
  constructor(readonly quote: FinalQuoteResponse) {}
}

/**
 * What a change would cost, priced as the edit would price it (the booking's own nights count as
 * free), without changing anything.
 */
export async function quoteBookingChange(
  deps: BookingDeps,
  request: ChangeRequest,
  priceFor: PriceFor = 'public',
): Promise<FinalQuoteResponse> {
  const bookingId = await deps.tokens.verify(request.token)
  // Read before the transaction: on SQLite it holds the only connection, and a catalog reload
  // inside it would wait for itself.
  const catalog = await deps.catalog.get()
  try {
    await inTransaction(deps.db, async (trx) => {
      const { quote } = await priceChange(
        trx,
        catalog,
        bookingId,
        request,
        priceFor,
      )
      throw new QuoteOnly(quote)
    })
  } catch (error) {
    if (error instanceof QuoteOnly) return error.quote
    throw error
  }
  throw new Error('unreachable: a quote always rolls back')
}

/**
 * Changes dates, units or extras: re-priced by the server and re-taken in one transaction, where
 * the old nights are given back only if the new ones can all be taken.
 */
export async function editBooking(
  deps: BookingDeps,
  request: EditBookingRequest,
  priceFor: PriceFor = 'public',
): Promise<ExistingBookingResponse> {
  const bookingId = await deps.tokens.verify(request.token)
  const catalog = await deps.catalog.get()
  await inTransaction(deps.db, async (trx) => {
    const { booking, quote } = await priceChange(
      trx,
      catalog,
      bookingId,
      request,
      priceFor,
    )
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
    await updateBooking(trx, booking, {
      date_from: quote.dateFrom,
      date_to: quote.dateTo,
      total_price: quote.totalPrice,
      free_cancellation_until: quote.freeCancellationUntil,
    })
  })
  deps.cache.invalidate()
  const view = await viewBookingById(deps, bookingId, request.lang)
  await deps.notify?.('changed', view, request.lang)
  return view
}
