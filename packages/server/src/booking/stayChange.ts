import type {
  EditBookingRequest,
  ExistingBookingResponse,
  FinalQuoteResponse,
} from '@resort/core/api'
import { pointsPaymentCents, pointsWithin } from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import type { Catalog } from '../catalog/catalogSnapshot'
import {
  bookingVoucher,
  giveBackToVoucher,
} from '../giftVouchers/giftVoucherStore'
import { refundDifference } from '../payments/changeMoney'
import { reschedulePayments } from '../payments/paymentSchedule'
import { bookingPoints, returnPoints } from '../payments/pointsPayment'
import { priceChanged } from '../pricing/priceChanged'
import type { PriceFor } from '../pricing/stayPrice'
import { bookingPromoCode, releasePromoUse } from '../promotions/promoCodeStore'
import { finalPriceQuote } from '../search/priceQuote'
import {
  announceChange,
  bookingLanguage,
  type StaffAction,
  updateBooking,
} from './bookingChanges'
import type { BookingDeps } from './bookingDeps'
import { releaseNights, takeNights, unitCounts } from './bookingInventory'
import { insertUnits, storedChildAges } from './bookingUnits'
import { type BookingRow, loadBooking, notEditableReason } from './bookingView'

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
  const heldPromo = await bookingPromoCode(trx, bookingId)
  const voucher = await bookingVoucher(trx, bookingId)
  const points = await bookingPoints(trx, bookingId)
  // What a voucher and points paid already: the card is not asked for it again.
  const paid = (voucher?.amount ?? 0) + (points?.amount ?? 0)
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
    { promo: heldPromo, voucherPaid: paid },
  )
  return { booking, quote, paid }
}

/**
 * The children's ages of a change's units (issue 33): those it gives, else those booked for the
 * unit in the same place while its number of children is the same (a change of dates, room type
 * or adults keeps them; the change screens ask ages once the children change).
 */
async function keptChildAges(
  trx: Kysely<Database>,
  bookingId: string,
  units: BookingChange['units'],
) {
  const booked = await trx
    .selectFrom('booking_units')
    .select(['position', 'children', 'child_ages'])
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute()
  return units.map((unit, position) => {
    const before = booked.find((row) => row.position === position)
    const kept =
      before && before.children === unit.children
        ? storedChildAges(before.child_ages)
        : []
    return { childAges: unit.childAges ?? kept }
  })
}

/** Thrown to roll a quoting transaction back once it has its answer. */
class QuoteOnly {
  constructor(readonly quote: FinalQuoteResponse) {}
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
  const { mailLanguage, memberId, refund } = await inTransaction(
    deps.db,
    async (trx) => {
      const { booking, quote, paid } = await priceChange(
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
      const ages = await keptChildAges(trx, bookingId, change.units)
      await trx
        .deleteFrom('booking_units')
        .where('booking_id', '=', bookingId)
        .execute()
      await insertUnits(trx, bookingId, quote.units, ages)
      await updateBooking(trx, booking, {
        date_from: quote.dateFrom,
        date_to: quote.dateTo,
        total_price: quote.totalPrice,
        free_cancellation_until: quote.freeCancellationUntil,
      })
      // A new stay its code no longer meets is priced without it: the code's use goes back.
      if (!quote.promoCode)
        await releasePromoUse(trx, bookingId, deps.now().toISOString())
      // A voucher and points keep paying up to the new total; what the stay no longer costs
      // goes back, to the voucher first, then as points in whole steps.
      const excess = paid - quote.totalPrice
      const voucherBack = await giveBackToVoucher(
        trx,
        bookingId,
        excess,
        deps.now().toISOString(),
      )
      const pointsBack = await returnPoints(trx, deps.ledger.kind, {
        bookingId,
        occasion: `changed:${booking.version}`,
        at: deps.now(),
        upTo: pointsWithin(excess - voucherBack),
      })
      const returned = voucherBack + pointsPaymentCents(pointsBack)
      const { refund } = await reschedulePayments(
        trx,
        booking,
        {
          dateFrom: quote.dateFrom,
          dateTo: quote.dateTo,
          nights: quote.nights,
          totalPrice: quote.totalPrice,
          stayPrice: quote.units.reduce(
            (sum, unit) => sum + unit.initialTotal,
            0,
          ),
        },
        todayIso(deps.now()),
        deps.now().toISOString(),
        paid - returned,
      )
      return {
        mailLanguage: staff ? bookingLanguage(booking) : change.lang,
        memberId: booking.member_id,
        refund,
      }
    },
  )
  if (refund > 0) await refundDifference(deps, bookingId, refund)
  return announceChange(
    deps,
    bookingId,
    'changed',
    { mailLanguage, memberId },
    staff?.reason,
  )
}
