import type { Language } from '@resort/core'
import { notFound } from '#http/errors'
import { foldForSearch } from '../booking/bookingSearchText'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
} from '../catalog/catalogSnapshot'
import { propertyLink } from '../catalog/siteContent'

const summaryOf = (
  catalog: Catalog,
  property: CatalogProperty,
  language: Language,
) => ({
  ...propertyLink(catalog, property, language),
  currency: property.currency,
})

/** SPEC 7 admin/properties-search: every property, or those whose name, place or region hold `q`. */
export function adminProperties(
  catalog: Catalog,
  { q, lang }: { q?: string | undefined; lang: Language },
) {
  const wanted = foldForSearch(q ?? '')
  const items = catalog.properties
    .map((property) => summaryOf(catalog, property, lang))
    .filter(
      (summary) =>
        !wanted ||
        foldForSearch(
          `${summary.name} ${summary.city} ${summary.regionName}`,
        ).includes(wanted),
    )
    .sort((a, b) => a.name.localeCompare(b.name, lang))
  return { items }
}

/** SPEC 7 admin/property-search: one property with its unit types and rates. */
export function adminProperty(
  catalog: Catalog,
  { propertyId, lang }: { propertyId: string; lang: Language },
) {
  const property = catalog.properties.find(
    (candidate) => candidate.id === propertyId,
  )
  if (!property) throw notFound('property', propertyId, 'propertyId')
  return {
    ...summaryOf(catalog, property, lang),
    unitTypes: property.unitTypes.map((unit) => ({
      unitTypeId: unit.id,
      name: inLanguage(unit.texts, lang).name,
      kind: unit.kind,
    })),
    rates: property.ratePlans.map((rate) => {
      const texts = inLanguage(rate.texts, lang)
      return {
        rateId: rate.id,
        name: texts.name,
        boardName: texts.boardName,
        paymentType: rate.guarantee,
        refundable: rate.refundable === 1,
      }
    }),
  }
}
