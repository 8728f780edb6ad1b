import type { Language } from '@resort/core'
import type { GalleryProperty, PropertyUnits, UnitType } from '@resort/core/api'
import { pagePath, UNIT_KIND_SEGMENTS } from '@resort/core/site'
import { notFound } from '#http/errors'
import { picturesIn } from '../media/sitePictures'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
  type CatalogUnitType,
} from './catalogSnapshot'
import { unitFacts } from './unitFacts'

/** A unit type's page: beneath its property's, by its kind (rooms or units). */
function unitTypePath(
  language: Language,
  propertyId: string,
  unit: Pick<CatalogUnitType, 'id' | 'kind'>,
): string {
  return pagePath(
    'accommodation',
    language,
    propertyId,
    UNIT_KIND_SEGMENTS[unit.kind],
    unit.id,
  )
}

function galleryProperty(
  property: CatalogProperty,
  language: Language,
): GalleryProperty {
  return {
    propertyId: property.id,
    name: inLanguage(property.texts, language).name,
    type: property.type,
    city: property.city,
    images: property.images,
    pictures: picturesIn(property.pictures, language),
    href: pagePath('accommodation', language, property.id),
    galleryHref: pagePath('gallery', language, property.id),
    pictureCount: property.unitTypes.reduce(
      (count, unit) => count + unit.images.length,
      property.images.length,
    ),
  }
}

function unitType(
  property: CatalogProperty,
  unit: CatalogUnitType,
  language: Language,
): UnitType {
  return {
    ...unitFacts(unit, language),
    href: unitTypePath(language, property.id, unit),
  }
}

/**
 * GET contentful/property-units: a property's pictures and unit types, for its gallery and its
 * unit types' pages; without a property, every property's pictures (the gallery's index).
 */
export function propertyUnits(
  catalog: Catalog,
  language: Language,
  propertyId: string | undefined,
): PropertyUnits {
  if (propertyId === undefined)
    return {
      properties: catalog.properties.map((property) =>
        galleryProperty(property, language),
      ),
      unitTypes: [],
    }
  const property = catalog.propertyById.get(propertyId)
  if (!property) throw notFound('property', propertyId, 'propertyId')
  return {
    properties: [galleryProperty(property, language)],
    unitTypes: property.unitTypes.map((unit) =>
      unitType(property, unit, language),
    ),
  }
}
