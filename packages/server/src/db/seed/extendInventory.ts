import { addDaysIso, type IsoDate } from '@resort/core/stay'
import { addMonths, formatISO, parseISO } from 'date-fns'
import type { Insertable, Kysely } from 'kysely'
import type { Database, InventoryTable } from '../schema'
import type { SeedCatalog } from './catalogTypes'
import { insertInBatches } from './insertInBatches'
import { nightlyPrice, seededSold } from './nightlyPrice'

/** How far ahead guests can book. */
const BOOKING_HORIZON_MONTHS = 24

/**
 * Makes sure every unit type has inventory for every night from today to 24 months ahead,
 * adding only nights that are missing: prices and seeded sales are a pure function of unit type
 * and night, so the same catalog gives the same inventory on every run.
 */
export async function extendInventory(
  db: Kysely<Database>,
  catalog: SeedCatalog,
  today: IsoDate,
): Promise<number> {
  const end = formatISO(addMonths(parseISO(today), BOOKING_HORIZON_MONTHS), {
    representation: 'date',
  })
  const latest = await db
    .selectFrom('inventory')
    .select(['unit_type_id', (eb) => eb.fn.max('night').as('last')])
    .groupBy('unit_type_id')
    .execute()
  const lastNight = new Map(latest.map((row) => [row.unit_type_id, row.last]))
  const rows: Insertable<InventoryTable>[] = []
  for (const property of catalog.properties) {
    for (const unit of property.unitTypes) {
      const last = lastNight.get(unit.id)
      let night = last && last >= today ? addDaysIso(last, 1) : today
      for (; night < end; night = addDaysIso(night, 1)) {
        rows.push({
          unit_type_id: unit.id,
          night,
          total: unit.inventoryCount,
          sold: seededSold(unit.id, night, unit.inventoryCount),
          price: nightlyPrice(
            unit.id,
            unit.basePrice,
            night,
            property.highSeasonMonths,
          ),
          closed: 0,
        })
      }
    }
  }
  await insertInBatches(db, 'inventory', rows)
  return rows.length
}
