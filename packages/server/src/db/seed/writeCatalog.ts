import { LANGUAGES } from '@resort/core'
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import type { SeedCatalog } from './catalogTypes'
import { insertInBatches } from './insertInBatches'
import { searchText } from './searchText'

// Children before parents, so deleting never breaks a foreign key.
const CATALOG_TABLES = [
  'navigation_item_texts',
  'navigation_items',
  'inventory',
  'supplement_texts',
  'supplements',
  'payment_method_texts',
  'payment_methods',
  'policy_texts',
  'rate_plan_texts',
  'rate_plans',
  'unit_type_texts',
  'unit_types',
  'region_texts',
  'property_texts',
  'properties',
] as const

const json = (value: unknown) => JSON.stringify(value)

/** Replaces the catalog (properties, units, rates, extras, content) with the given one. */
export async function writeCatalog(
  db: Kysely<Database>,
  catalog: SeedCatalog,
): Promise<void> {
  for (const table of CATALOG_TABLES) await db.deleteFrom(table).execute()
  const regionName = new Map(
    catalog.regions.map((region) => [region.id, region.name]),
  )

  await insertInBatches(
    db,
    'region_texts',
    catalog.regions.flatMap((region) =>
      LANGUAGES.map((language) => ({
        region_id: region.id,
        language,
        name: region.name[language],
      })),
    ),
  )
  await insertInBatches(
    db,
    'properties',
    catalog.properties.map((p, index) => ({
      id: p.id,
      type: p.type,
      stars: p.stars,
      country_code:
        catalog.regions.find((r) => r.id === p.regionId)?.countryCode ?? '',
      region_id: p.regionId,
      city: p.city,
      latitude: p.latitude,
      longitude: p.longitude,
      currency: 'EUR',
      allowed_card_brands: json(p.allowedCardBrands),
      check_in_from: p.checkInFrom,
      check_out_until: p.checkOutUntil,
      images: json([1, 2, 3].map((n) => `/media/properties/${p.id}/${n}.svg`)),
      sort_order: index,
    })),
  )
  const properties = catalog.properties
  await insertInBatches(
    db,
    'property_texts',
    properties.flatMap((p) =>
      LANGUAGES.map((language) => ({
        property_id: p.id,
        language,
        name: p.name[language],
        summary: p.summary[language],
        description: p.description[language],
        search_text: searchText(
          p.name[language],
          p.city,
          regionName.get(p.regionId)?.[language] ?? '',
        ),
      })),
    ),
  )
  const unitTypes = properties.flatMap((p) =>
    p.unitTypes.map((unit) => ({ property: p, unit })),
  )
  await insertInBatches(
    db,
    'unit_types',
    unitTypes.map(({ property, unit }, index) => ({
      id: unit.id,
      property_id: property.id,
      kind: unit.kind,
      size_m2: unit.sizeM2,
      bedrooms: unit.bedrooms,
      base_occupancy: unit.baseOccupancy,
      max_adults: unit.maxAdults,
      max_children: unit.maxChildren,
      max_occupancy: unit.maxOccupancy,
      extra_adult_price: unit.extraAdultPrice,
      extra_child_price: unit.extraChildPrice,
      amenities: json(unit.amenities),
      accessibility: json(unit.accessibility),
      images: json([1, 2].map((n) => `/media/units/${unit.id}/${n}.svg`)),
      inventory_count: unit.inventoryCount,
      base_price: unit.basePrice,
      sort_order: index,
    })),
  )
  await insertInBatches(
    db,
    'unit_type_texts',
    unitTypes.flatMap(({ unit }) =>
      LANGUAGES.map((language) => ({
        unit_type_id: unit.id,
        language,
        name: unit.name[language],
        description: unit.description[language],
      })),
    ),
  )
  const rates = properties.flatMap((p) =>
    p.ratePlans.map((rate) => ({ property: p, rate })),
  )
  await insertInBatches(
    db,
    'rate_plans',
    rates.map(({ property, rate }, index) => ({
      id: rate.id,
      property_id: property.id,
      board: rate.board,
      price_factor_permille: rate.priceFactorPermille,
      board_price_per_person_night: rate.boardPricePerPersonNight,
      refundable: rate.refundable ? 1 : 0,
      free_cancellation_days: rate.freeCancellationDays,
      cancellation_fee_percent: rate.cancellationFeePercent,
      prepayment_percent: rate.prepaymentPercent,
      guarantee: rate.guarantee,
      min_nights: rate.minNights,
      sort_order: index,
    })),
  )
  await insertInBatches(
    db,
    'rate_plan_texts',
    rates.flatMap(({ rate }) =>
      LANGUAGES.map((language) => ({
        rate_plan_id: rate.id,
        language,
        name: rate.name[language],
        board_name: rate.boardName[language],
        prepayment_message: rate.prepaymentMessage[language],
      })),
    ),
  )
  await insertInBatches(
    db,
    'policy_texts',
    rates.flatMap(({ rate }) =>
      (Object.keys(rate.policy) as (keyof typeof rate.policy)[]).flatMap(
        (kind) =>
          LANGUAGES.flatMap((language) =>
            rate.policy[kind][language].map((text, position) => ({
              rate_plan_id: rate.id,
              language,
              kind,
              position,
              text,
            })),
          ),
      ),
    ),
  )
  const methods = properties.flatMap((p) =>
    p.paymentMethods.map((method) => ({ property: p, method })),
  )
  await insertInBatches(
    db,
    'payment_methods',
    methods.map(({ property, method }, index) => ({
      id: method.id,
      property_id: property.id,
      type: method.type,
      sort_order: index,
    })),
  )
  await insertInBatches(
    db,
    'payment_method_texts',
    methods.flatMap(({ method }) =>
      LANGUAGES.map((language) => ({
        payment_method_id: method.id,
        language,
        name: method.name[language],
        description: method.description[language],
      })),
    ),
  )
  const supplements = properties.flatMap((p) =>
    p.supplements.map((supplement) => ({ property: p, supplement })),
  )
  await insertInBatches(
    db,
    'supplements',
    supplements.map(({ property, supplement }, index) => ({
      id: supplement.id,
      property_id: property.id,
      category: supplement.category,
      price_type: supplement.priceType,
      price: supplement.price,
      max_quantity: supplement.maxQuantity,
      sort_order: index,
    })),
  )
  await insertInBatches(
    db,
    'supplement_texts',
    supplements.flatMap(({ supplement }) =>
      LANGUAGES.map((language) => ({
        supplement_id: supplement.id,
        language,
        name: supplement.name[language],
        description: supplement.description[language],
      })),
    ),
  )
  await insertInBatches(
    db,
    'navigation_items',
    catalog.navigation.map((item, position) => ({
      id: item.id,
      menu: item.menu,
      path: item.path,
      position,
    })),
  )
  await insertInBatches(
    db,
    'navigation_item_texts',
    catalog.navigation.flatMap((item) =>
      LANGUAGES.map((language) => ({
        navigation_item_id: item.id,
        language,
        label: item.label[language],
        slug: item.slug[language],
      })),
    ),
  )
}
