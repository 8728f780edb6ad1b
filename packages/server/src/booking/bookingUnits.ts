import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { finalPriceQuote } from '../search/priceQuote'

/** Stores the priced units of a booking, inside the caller's transaction. */
export async function insertUnits(
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
