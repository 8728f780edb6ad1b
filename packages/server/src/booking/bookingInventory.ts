import { addDaysIso, nightsBetween } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'
import {
  inventoryColumns,
  keepWrittenNights,
  type InventoryRow,
} from '../search/nightSnapshot'

/** How many units of each type a booking holds, e.g. two of the same room. */
export function unitCounts(units: { unitId: string }[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const unit of units)
    counts.set(unit.unitId, (counts.get(unit.unitId) ?? 0) + 1)
  return counts
}

/**
 * Takes every night of [dateFrom, dateTo) for every unit a booking holds, inside the caller's
 * transaction. One guarded UPDATE per unit type: a night that is closed or would go past its
 * total is not updated, the count falls short, and the whole transaction is rolled back, so two
 * guests can never get the last room. Unit types go in a fixed order so that concurrent
 * bookings lock rows in the same order (no deadlocks on PostgreSQL).
 */
export async function takeNights(
  trx: Kysely<Database>,
  bookingId: string,
  counts: Map<string, number>,
  dateFrom: string,
  dateTo: string,
): Promise<void> {
  const nights = nightsBetween(dateFrom, dateTo)
  const written: InventoryRow[] = []
  for (const [unitTypeId, count] of [...counts].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const updated = await trx
      .updateTable('inventory')
      .set((eb) => ({ sold: eb('sold', '+', count) }))
      .where('unit_type_id', '=', unitTypeId)
      .where('night', '>=', dateFrom)
      .where('night', '<', dateTo)
      .where('closed', '=', 0)
      .where((eb) => eb(eb('sold', '+', count), '<=', eb.ref('total')))
      .returning(inventoryColumns)
      .execute()
    if (updated.length !== nights) {
      throw new ApiProblem(
        409,
        'sold_out',
        'Sorry, another guest has just booked the last of these rooms for some of your nights.',
        {
          units: 'sold_out',
        },
      )
    }
    const rows = []
    for (let i = 0, night = dateFrom; i < nights; i++) {
      rows.push({
        booking_id: bookingId,
        unit_type_id: unitTypeId,
        night,
        count,
      })
      night = addDaysIso(night, 1)
    }
    await trx.insertInto('booking_nights').values(rows).execute()
    written.push(...updated)
  }
  await keepWrittenNights(trx, written)
}

/** Gives back every night a booking holds, inside the caller's transaction. */
export async function releaseNights(
  trx: Kysely<Database>,
  bookingId: string,
): Promise<void> {
  const held = await trx
    .selectFrom('booking_nights')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .execute()
  const written: InventoryRow[] = []
  for (const row of held) {
    written.push(
      ...(await trx
        .updateTable('inventory')
        .set((eb) => ({ sold: eb('sold', '-', row.count) }))
        .where('unit_type_id', '=', row.unit_type_id)
        .where('night', '=', row.night)
        .returning(inventoryColumns)
        .execute()),
    )
  }
  await keepWrittenNights(trx, written)
  await trx
    .deleteFrom('booking_nights')
    .where('booking_id', '=', bookingId)
    .execute()
}
