import type { Language } from '@resort/core'
import type { UnitOffer } from '@resort/core/api'
import { picturesIn } from '../media/sitePictures'
import { inLanguage, type CatalogUnitType } from './catalogSnapshot'

/** What a unit type is, in a language: the same on its page and in a stay's offers. */
export function unitFacts(
  unit: CatalogUnitType,
  language: Language,
): Pick<
  UnitOffer,
  | 'unitId'
  | 'kind'
  | 'name'
  | 'description'
  | 'sizeM2'
  | 'bedrooms'
  | 'maxAdults'
  | 'maxChildren'
  | 'maxOccupancy'
  | 'amenities'
  | 'accessibility'
  | 'images'
  | 'pictures'
> {
  const texts = inLanguage(unit.texts, language)
  return {
    unitId: unit.id,
    kind: unit.kind,
    name: texts.name,
    description: texts.description,
    sizeM2: unit.size_m2,
    bedrooms: unit.bedrooms,
    maxAdults: unit.max_adults,
    maxChildren: unit.max_children,
    maxOccupancy: unit.max_occupancy,
    amenities: unit.amenities,
    accessibility: unit.accessibility,
    images: unit.images,
    pictures: picturesIn(unit.pictures, language),
  }
}
