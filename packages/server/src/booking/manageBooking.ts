import { toLanguage, type Language } from '@resort/core'
import type {
  EditBookingRequest,
  ExistingBookingResponse,
  FinalQuoteResponse,
} from '@resort/core/api'
import type { Kysely, Updateable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import type { Catalog } from '../catalog/catalogSnapshot'
import { priceChanged } from '../pricing/priceChanged'
import type { PriceFor } from '../pricing/stayPrice'
import { finalPriceQuote } from '../search/priceQuote'
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

/**
 * Staff acting for the guest (issue 14): the booking named by its number (`id` in errors), a
 * reason quoted in the guest's mail, and the audit entry, written in the change's transaction.
 */
export interface StaffAction<Audit> {
  reason: string
  audit: Audit
}

/** Cancels under the rate's policy (the fee it implies is recorded) and gives the nights back. */
export async function cancelBooking(
  deps: BookingDeps,
  token: string,
  language: Language,
) {
  return cancelBookingById(deps, await deps.tokens.verify(token), language)
}

/**
 * The guest's cancellation by booking id, also staff's: the same refusals, the nights given back,
 * the guest mailed (in `language`, else the booking's own). Staff may waive the fee.
 */
export async function cancelBookingById(
  deps: BookingDeps,
  bookingId: string,
  language: Language | undefined,
  staff?: StaffAction<
    (trx: Kysely<Database>, booking: BookingRow, fee: number) => Promise<void>
  > & { waiveFee: boolean },
) {
  const field = staff ? 'id' : 'token'
  const { mailLanguage, memberId } = await inTransaction(
    deps.db,
    async (trx) => {
      const booking = await loadBooking(trx, bookingId, field)
      if (booking.status === 'cancelled') {
        throw new ApiProblem(
          409,
          'cancelled',
          'This booking is already cancelled.',
          { [field]: 'cancelled' },
        )
      }
      if (notEditableReason(booking) === 'started') {
        throw new ApiProblem(
          409,
          'not_editable',
          'A stay that has begun cannot be cancelled online; please contact the property.',
          { [field]: 'started' },
        )
      }
      const fee = staff?.waiveFee ? 0 : cancellationFeeNow(booking)
      await updateBooking(trx, booking, {
        status: 'cancelled',
        cancelled_at: new Date().toISOString(),
        cancellation_fee: fee,
      })
      await releaseNights(trx, bookingId)
      await staff?.audit(trx, booking, fee)
      return {
        mailLanguage: language ?? languageOf(booking),
        memberId: booking.member_id,
      }
    },
  )
  deps.cache.invalidate()
  if (memberId) deps.memberBookingChanged(memberId)
  const view = await viewBookingById(deps, bookingId, mailLanguage)
  await deps.notify?.('cancelled', view, mailLanguage, staff?.reason)
  return view
}

/** A change of dates, units or extras, whoever asks for it. */
type BookingChange = Omit<EditBookingRequest, 'expectedTotal' | 'token'>

/**
 * Inside a transaction: refuses a booking that cannot change, gives its nights back and prices
 * the change as if they were free. The caller commits (edit) or rolls back (quote).
 */
async function priceChange(
  trx: Kysely<Database>,
  catalog: Catalog,
  bookingId: string,
  change: BookingChange,
  priceFor: PriceFor,
  field: string,
) {
  const booking = await loadBooking(trx, bookingId, field)
  const reason = notEditableReason(booking)
  if (reason) {
    throw new ApiProblem(
      409,
      reason === 'cancelled' ? 'cancelled' : 'not_editable',
      'This booking cannot be changed online.',
      { [field]: reason },
    )
  }
  await releaseNights(trx, bookingId)
  const quote = await finalPriceQuote(
    trx,
    catalog,
    {
      lang: change.lang,
      propertyId: booking.property_id,
      rateId: booking.rate_plan_id,
      dateFrom: change.dateFrom,
      dateTo: change.dateTo,
      units: change.units,
    },
    priceFor,
    // Restrictions set after the booking bind a change of dates, not a change of rooms or guests.
    change.dateFrom !== booking.date_from || change.dateTo !== booking.date_to,
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
  { token, ...change }: Omit<EditBookingRequest, 'expectedTotal'>,
  priceFor: PriceFor = 'public',
): Promise<FinalQuoteResponse> {
  return quoteChangeById(deps, await deps.tokens.verify(token), change, {
    priceFor,
    field: 'token',
  })
}

/** The guest's quote of a change by booking id, also staff's (`field`: what named the booking). */
export async function quoteChangeById(
  deps: BookingDeps,
  bookingId: string,
  change: BookingChange,
  { priceFor, field }: { priceFor: PriceFor; field: string },
): Promise<FinalQuoteResponse> {
  // Read before the transaction: on SQLite it holds the only connection, and a catalog reload
  // inside it would wait for itself.
  const catalog = await deps.catalog.get()
  try {
    await inTransaction(deps.db, async (trx) => {
      const { quote } = await priceChange(
        trx,
        catalog,
        bookingId,
        change,
        priceFor,
        field,
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
  { token, ...change }: EditBookingRequest,
  priceFor: PriceFor = 'public',
): Promise<ExistingBookingResponse> {
  return editBookingById(deps, await deps.tokens.verify(token), change, {
    priceFor,
  })
}

/**
 * The guest's change by booking id, also staff's: the same refusals, prices and nights; the
 * guest mailed (in the change's language, or the booking's own when staff change it).
 */
export async function editBookingById(
  deps: BookingDeps,
  bookingId: string,
  change: Omit<EditBookingRequest, 'token'>,
  {
    priceFor,
    staff,
  }: {
    priceFor: PriceFor
    staff?: StaffAction<
      (
        trx: Kysely<Database>,
        booking: BookingRow,
        quote: FinalQuoteResponse,
      ) => Promise<void>
    >
  },
): Promise<ExistingBookingResponse> {
  const catalog = await deps.catalog.get()
  const { mailLanguage, memberId } = await inTransaction(
    deps.db,
    async (trx) => {
      const { booking, quote } = await priceChange(
        trx,
        catalog,
        bookingId,
        change,
        priceFor,
        staff ? 'id' : 'token',
      )
      if (quote.totalPrice !== change.expectedTotal) throw priceChanged(quote)
      // Before the units are replaced: the entry reads them as they were.
      await staff?.audit(trx, booking, quote)
      await takeNights(
        trx,
        bookingId,
        unitCounts(change.units),
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
      return {
        mailLanguage: staff ? languageOf(booking) : change.lang,
        memberId: booking.member_id,
      }
    },
  )
  deps.cache.invalidate()
  if (memberId) deps.memberBookingChanged(memberId)
  const view = await viewBookingById(deps, bookingId, mailLanguage)
  await deps.notify?.('changed', view, mailLanguage, staff?.reason)
  return view
}

const languageOf = (booking: BookingRow): Language =>
  toLanguage(booking.language) ?? 'en'
