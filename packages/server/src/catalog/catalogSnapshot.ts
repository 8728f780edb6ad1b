import type { Language } from '@resort/core'
import type { Kysely, Selectable } from 'kysely'
import type {
  Database,
  Guarantee,
  Landscape,
  PolicyKind,
  PropertyTable,
  RatePlanTable,
  SupplementTable,
  UnitTypeTable,
} from '#db/schema'
import {
  loadPublishedPhotos,
  ownerKey,
  ownerPictures,
  type CatalogPicture,
} from '../media/sitePictures'

type ByLanguage<T> = Map<string, T>

// JSON list columns are parsed once here, not on every search.
export interface CatalogProperty extends Omit<
  Selectable<PropertyTable>,
  'images' | 'allowed_card_brands'
> {
  /** The pictures' addresses: staff's published photos, else the generated ones (issue 33). */
  images: string[]
  pictures: CatalogPicture[]
  allowed_card_brands: string[]
  texts: ByLanguage<{
    name: string
    summary: string
    description: string
    searchText: string
  }>
  unitTypes: CatalogUnitType[]
  ratePlans: CatalogRatePlan[]
  supplements: CatalogSupplement[]
  paymentMethods: CatalogPaymentMethod[]
}

export interface CatalogUnitType extends Omit<
  Selectable<UnitTypeTable>,
  'images' | 'amenities' | 'accessibility'
> {
  images: string[]
  pictures: CatalogPicture[]
  amenities: string[]
  accessibility: string[]
  texts: ByLanguage<{ name: string; description: string }>
}

export interface CatalogRatePlan extends Selectable<RatePlanTable> {
  texts: ByLanguage<{
    name: string
    boardName: string
    prepaymentMessage: string
  }>
  policy: ByLanguage<Record<PolicyKind, string[]>>
}

interface CatalogSupplement extends Selectable<SupplementTable> {
  texts: ByLanguage<{ name: string; description: string }>
}

interface CatalogPaymentMethod {
  id: string
  type: Guarantee
  texts: ByLanguage<{ name: string; description: string }>
}

/** The catalog as one in-memory snapshot: it changes rarely and every search reads all of it. */
interface CatalogNavigationItem {
  id: string
  menu: string
  path: string
  texts: ByLanguage<{ label: string; slug: string }>
}

export interface Catalog {
  properties: CatalogProperty[]
  navigation: CatalogNavigationItem[]
  propertyById: Map<string, CatalogProperty>
  regionNames: Map<string, ByLanguage<string>>
  /** Staff's published photos of each content page, in their order (issue 33). */
  contentPictures: Map<string, CatalogPicture[]>
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}

const emptyPolicy = (): Record<PolicyKind, string[]> => ({
  sales: [],
  salesAdditional: [],
  cancelation: [],
  other: [],
})

/** Reads the whole catalog in a handful of queries. */
async function loadCatalog(db: Kysely<Database>): Promise<Catalog> {
  const [
    properties,
    propertyTexts,
    regions,
    units,
    unitTexts,
    rates,
    rateTexts,
    policies,
    methods,
    methodTexts,
    supplements,
    supplementTexts,
    navigation,
    navigationTexts,
    photos,
  ] = await Promise.all([
    db.selectFrom('properties').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('property_texts').selectAll().execute(),
    db.selectFrom('region_texts').selectAll().execute(),
    db.selectFrom('unit_types').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('unit_type_texts').selectAll().execute(),
    db.selectFrom('rate_plans').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('rate_plan_texts').selectAll().execute(),
    db.selectFrom('policy_texts').selectAll().orderBy('position').execute(),
    db
      .selectFrom('payment_methods')
      .selectAll()
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('payment_method_texts').selectAll().execute(),
    db.selectFrom('supplements').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('supplement_texts').selectAll().execute(),
    db.selectFrom('navigation_items').selectAll().orderBy('position').execute(),
    db.selectFrom('navigation_item_texts').selectAll().execute(),
    loadPublishedPhotos(db),
  ])

  const texts = <Row extends { language: string }, T>(
    rows: Row[] | undefined,
    pick: (row: Row) => T,
  ) => new Map((rows ?? []).map((row) => [row.language, pick(row)]))

  const propertyTextsById = groupBy(propertyTexts, (row) => row.property_id)
  const unitTextsById = groupBy(unitTexts, (row) => row.unit_type_id)
  const rateTextsById = groupBy(rateTexts, (row) => row.rate_plan_id)
  const policiesById = groupBy(policies, (row) => row.rate_plan_id)
  const methodTextsById = groupBy(methodTexts, (row) => row.payment_method_id)
  const supplementTextsById = groupBy(
    supplementTexts,
    (row) => row.supplement_id,
  )
  const unitsByProperty = groupBy(units, (row) => row.property_id)
  const ratesByProperty = groupBy(rates, (row) => row.property_id)
  const methodsByProperty = groupBy(methods, (row) => row.property_id)
  const supplementsByProperty = groupBy(supplements, (row) => row.property_id)

  const list = (json: string) => JSON.parse(json) as string[]
  // Staff's photos where an owner has any; the seed's generated pictures only where it has none.
  const pictures = (
    kind: 'property' | 'unit_type',
    id: string,
    generated: string,
    place: string,
    landscape: Landscape,
  ) => {
    const shown = ownerPictures(
      photos.get(ownerKey(kind, id)),
      list(generated),
      place,
      landscape,
    )
    return { images: shown.map((picture) => picture.src), pictures: shown }
  }
  // A generated picture's alt text names what it stands for: "Hotel Cissa, Rovinj", or a room
  // type's "Classic Double, Hotel Cissa" (the names as the English catalog writes them).
  const english = (rows?: { language: string; name: string }[]) =>
    rows?.find((row) => row.language === 'en')?.name
  const placeOf = (
    property: { id: string; city: string },
    unitTexts?: { language: string; name: string }[],
  ) => {
    const name = english(propertyTextsById.get(property.id))
    const unit = english(unitTexts)
    if (unit) return name ? `${unit}, ${name}` : unit
    return name ? `${name}, ${property.city}` : property.city
  }
  const catalogProperties: CatalogProperty[] = properties.map((property) => ({
    ...property,
    ...pictures(
      'property',
      property.id,
      property.images,
      placeOf(property),
      property.landscape,
    ),
    allowed_card_brands: list(property.allowed_card_brands),
    texts: texts(propertyTextsById.get(property.id), (row) => ({
      name: row.name,
      summary: row.summary,
      description: row.description,
      searchText: row.search_text,
    })),
    unitTypes: (unitsByProperty.get(property.id) ?? []).map((unit) => ({
      ...unit,
      ...pictures(
        'unit_type',
        unit.id,
        unit.images,
        placeOf(property, unitTextsById.get(unit.id)),
        property.landscape,
      ),
      amenities: list(unit.amenities),
      accessibility: list(unit.accessibility),
      texts: texts(unitTextsById.get(unit.id), (row) => ({
        name: row.name,
        description: row.description,
      })),
    })),
    ratePlans: (ratesByProperty.get(property.id) ?? []).map((rate) => {
      const policy = new Map<string, Record<PolicyKind, string[]>>()
      for (const row of policiesById.get(rate.id) ?? []) {
        const lists = policy.get(row.language) ?? emptyPolicy()
        lists[row.kind].push(row.text)
        policy.set(row.language, lists)
      }
      return {
        ...rate,
        texts: texts(rateTextsById.get(rate.id), (row) => ({
          name: row.name,
          boardName: row.board_name,
          prepaymentMessage: row.prepayment_message,
        })),
        policy,
      }
    }),
    supplements: (supplementsByProperty.get(property.id) ?? []).map(
      (supplement) => ({
        ...supplement,
        texts: texts(supplementTextsById.get(supplement.id), (row) => ({
          name: row.name,
          description: row.description,
        })),
      }),
    ),
    paymentMethods: (methodsByProperty.get(property.id) ?? []).map(
      (method) => ({
        id: method.id,
        type: method.type,
        texts: texts(methodTextsById.get(method.id), (row) => ({
          name: row.name,
          description: row.description,
        })),
      }),
    ),
  }))

  const regionNames = new Map<string, ByLanguage<string>>()
  for (const row of regions) {
    const names = regionNames.get(row.region_id) ?? new Map<string, string>()
    names.set(row.language, row.name)
    regionNames.set(row.region_id, names)
  }
  const navigationTextsById = groupBy(
    navigationTexts,
    (row) => row.navigation_item_id,
  )
  return {
    properties: catalogProperties,
    navigation: navigation.map((item) => ({
      id: item.id,
      menu: item.menu,
      path: item.path,
      texts: texts(navigationTextsById.get(item.id), (row) => ({
        label: row.label,
        slug: row.slug,
      })),
    })),
    propertyById: new Map(
      catalogProperties.map((property) => [property.id, property]),
    ),
    regionNames,
    contentPictures: new Map(
      [...photos].flatMap(([key, pictures]) =>
        key.startsWith('content_page:')
          ? [[key.slice('content_page:'.length), pictures]]
          : [],
      ),
    ),
  }
}

/** A text in the requested language, falling back to English. */
export function inLanguage<T>(texts: ByLanguage<T>, language: Language): T {
  const text = texts.get(language) ?? texts.get('en')
  if (text === undefined)
    throw new Error('A catalog text is missing in English')
  return text
}

/** A property's name in a language, or its id once the catalog no longer has it (a staff list). */
export function propertyNameIn(
  catalog: Catalog,
  propertyId: string,
  language: Language,
): string {
  const property = catalog.properties.find(
    (candidate) => candidate.id === propertyId,
  )
  return property ? inLanguage(property.texts, language).name : propertyId
}

/**
 * Keeps the catalog snapshot for a while, so that searches do not reread it. Once loaded, an
 * expired snapshot keeps being served while the new one loads: no caller ever waits on the
 * database again, which matters inside a transaction on SQLite (its one connection is taken).
 */
export function createCatalogCache(db: Kysely<Database>, maxAgeMs = 30_000) {
  let current: { at: number; catalog: Catalog } | undefined
  let loading: Promise<Catalog> | undefined
  const load = () => {
    loading ??= loadCatalog(db).then(
      (catalog) => {
        current = { at: Date.now(), catalog }
        loading = undefined
        return catalog
      },
      (error: unknown) => {
        // A failed load is not kept: the next request tries again.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    get(): Promise<Catalog> {
      if (!current) return load()
      if (Date.now() - current.at > maxAgeMs)
        load().catch(() => {
          // The snapshot in hand serves until a reload succeeds.
        })
      return Promise.resolve(current.catalog)
    },
    /** After an admin's catalog edit: the next callers get the edited catalog (other processes within maxAgeMs). */
    async reload(): Promise<Catalog> {
      // A load begun before the edit may have read the old rows: wait for it, then load afresh.
      await loading?.catch(() => undefined)
      return load()
    },
  }
}

export type CatalogCache = ReturnType<typeof createCatalogCache>
