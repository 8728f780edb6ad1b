import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { finalPriceQuote } from '../search/priceQuote'

/** What a request said of each unit beyond the quote's prices: its children's ages. */
interface RequestedUnit {
  childAges?: readonly number[] | undefined
}

/**
 * Stores the priced units of a booking, inside the caller's transaction, with the children's
 * ages each requested unit gave (SPEC 3 childAges); the quote answers units in request order.
 */
export async function insertUnits(
  trx: Kysely<Database>,
  bookingId: string,
  units: Awaited<ReturnType<typeof finalPriceQuote>>['units'],
  requested: readonly RequestedUnit[],
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
        child_ages: JSON.stringify(requested[position]?.childAges ?? []),
      })),
    )
    .execute()
}

/** A booked unit's children's ages from its `child_ages` column; none for units booked before. */
export function storedChildAges(column: string | null): number[] {
  return column ? (JSON.parse(column) as number[]) : []
}
