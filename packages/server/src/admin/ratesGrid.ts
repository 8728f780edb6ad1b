import type { Language } from '@resort/core'
import { RATE_EDIT_LIMITS, type RatesGridResponse } from '@resort/core/api'
import { nightsBetween } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { invalidParam } from '#http/errors'
import { inLanguage, type Catalog } from '../catalog/catalogSnapshot'
import { rateRoomTotal } from '../pricing/stayPrice'
import { findProperty } from '../search/propertyOffers'
import { nightValues } from './rateEditPlan'

/** A property's unit types night by night over [from, to], for the rates grid (issue 14). */
export async function ratesGrid(
  db: Kysely<Database>,
  catalog: Catalog,
  query: { propertyId: string; from: string; to: string; lang: Language },
): Promise<RatesGridResponse> {
  const property = findProperty(catalog, query.propertyId)
  if (query.to < query.from)
    throw invalidParam('to', 'before_from', 'The last day is before the first.')
  if (nightsBetween(query.from, query.to) + 1 > RATE_EDIT_LIMITS.gridDays) {
    throw invalidParam(
      'to',
      'range_too_long',
      `The grid shows at most ${RATE_EDIT_LIMITS.gridDays} days.`,
    )
  }
  const unitIds = property.unitTypes.map((unit) => unit.id)
  const rows = unitIds.length
    ? await db
        .selectFrom('inventory')
        .selectAll()
        .where('unit_type_id', 'in', unitIds)
        .where('night', '>=', query.from)
        .where('night', '<=', query.to)
        .orderBy('night')
        .execute()
    : []
  return {
    propertyId: property.id,
    propertyName: inLanguage(property.texts, query.lang).name,
    currency: property.currency,
    from: query.from,
    to: query.to,
    ratePlans: property.ratePlans.map((rate) => ({
      ratePlanId: rate.id,
      name: inLanguage(rate.texts, query.lang).name,
      board: rate.board,
      priceFactorPermille: rate.price_factor_permille,
      minNights: rate.min_nights,
    })),
    unitTypes: property.unitTypes.map((unit) => ({
      unitTypeId: unit.id,
      name: inLanguage(unit.texts, query.lang).name,
      inventoryCount: unit.inventory_count,
      nights: rows
        .filter((row) => row.unit_type_id === unit.id)
        .map((row) => ({
          night: row.night,
          sold: row.sold,
          ...nightValues(row),
          // One night's room price under each rate, as search and quotes reckon it.
          ratePrices: property.ratePlans.map((rate) =>
            rateRoomTotal(row.price, rate),
          ),
        })),
    })),
  }
}
