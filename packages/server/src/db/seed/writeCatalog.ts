import { LANGUAGES } from '@resort/core'
import type { Kysely } from 'kysely'
import { isPropertyPhone } from '../../catalog/propertyPhone'
import type { Database } from '../schema'
import type { SeedCatalog, SeedProperty } from './catalogTypes'
import { insertInBatches, upsertInBatches } from './insertInBatches'
import { searchText } from './searchText'

// Rewritten whole on every catalog change, children before parents; no booking points at them.
const REWRITTEN_TABLES = [
  'navigation_item_texts',
  'navigation_items',
  'supplement_texts',
  'supplements',
  'payment_method_texts',
  'payment_methods',
  'policy_texts',
  'rate_plan_texts',
  'unit_type_texts',
  'region_texts',
  'property_texts',
] as const

/**
 * Properties, unit types and rate plans that bookings point at are updated in place; those the
 * catalog no longer has are removed (with their inventory) unless a booking holds them.
 */
async function removeUnreferenced(
  db: Kysely<Database>,
  catalog: SeedCatalog,
): Promise<void> {
  const propertyIds = catalog.properties.map((p) => p.id)
  const unitIds = catalog.properties.flatMap((p) =>
    p.unitTypes.map((u) => u.id),
  )
  const rateIds = catalog.properties.flatMap((p) =>
    p.ratePlans.map((r) => r.id),
  )
  const gone = <T extends string>(ids: T[]) => (ids.length ? ids : ['-'])
  await db
    .deleteFrom('rate_plans')
    .where('id', 'not in', gone(rateIds))
    .where('id', 'not in', (eb) =>
      eb.selectFrom('bookings').select('rate_plan_id'),
    )
    .execute()
  const unusedUnits = db
    .selectFrom('unit_types')
    .select('id')
    .where('id', 'not in', gone(unitIds))
    .where('id', 'not in', (eb) =>
      eb.selectFrom('booking_units').select('unit_type_id'),
    )
  await db
    .deleteFrom('inventory')
    .where('unit_type_id', 'in', unusedUnits)
    .execute()
  await db.deleteFrom('unit_types').where('id', 'in', unusedUnits).execute()
  await db
    .deleteFrom('properties')
    .where('id', 'not in', gone(propertyIds))
    .where('id', 'not in', (eb) =>
      eb.selectFrom('bookings').select('property_id'),
    )
    .where('id', 'not in', (eb) =>
      eb.selectFrom('unit_types').select('property_id'),
    )
    .execute()
}

const json = (value: unknown) => JSON.stringify(value)

/** Refuses a property whose phone the mails and the contact page could not write (issue 33). */
function checkContact(property: SeedProperty): void {
  if (!isPropertyPhone(property.phone))
    throw new Error(
      `The phone of ${property.id}, "${property.phone}", is not a valid number in E.164 form: write "+", the country code and the number without spaces, e.g. +38552830200.`,
    )
  if (!property.street.trim() || !property.postalCode.trim())
    throw new Error(`${property.id} needs a street and a postcode.`)
}

/** Writes the catalog (properties, units, rates, extras, content) over the current one, keeping what bookings hold. */
export async function writeCatalog(
  db: Kysely<Database>,
  catalog: SeedCatalog,
): Promise<void> {
  for (const property of catalog.properties) checkContact(property)
  for (const table of REWRITTEN_TABLES) await db.deleteFrom(table).execute()
  await removeUnreferenced(db, catalog)
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
  await upsertInBatches(
    db,
    'properties',
    catalog.properties.map((p, index) => ({
      id: p.id,
      type: p.type,
      stars: p.stars,
      country_code:
        catalog.regions.find((r) => r.id === p.regionId)?.countryCode ?? '',
      region_id: p.regionId,
      landscape: p.landscape,
      city: p.city,
      street: p.street,
      postal_code: p.postalCode,
      phone: p.phone,
      reception_email: p.receptionEmail,
      latitude: p.latitude,
      longitude: p.longitude,
      currency: 'EUR',
      allowed_card_brands: json(p.allowedCardBrands),
      check_in_from: p.checkInFrom,
      check_out_until: p.checkOutUntil,
      tourist_tax: p.touristTax,
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
  await upsertInBatches(
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
  await upsertInBatches(
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
      payment_amount: rate.paymentPolicy.amount,
      payment_value: rate.paymentPolicy.value,
      payment_trigger: rate.paymentPolicy.trigger,
      payment_days: rate.paymentPolicy.days,
      payment_mode: rate.paymentPolicy.mode,
      guarantee: rate.guarantee,
      min_nights: rate.minNights,
      sort_order: index,
      member_discount_percent: rate.memberDiscountPercent,
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
      meal: supplement.meal ?? null,
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
