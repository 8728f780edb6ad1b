import type { Language } from '@resort/core'
import {
  ApiError,
  type GalleryProperty,
  type PropertyUnits,
  type UnitType,
} from '@resort/core/api'
import { pagePath, UNIT_KIND_SEGMENTS } from '@resort/core/site'

const property = (
  language: Language,
  propertyId: string,
  fields: Pick<GalleryProperty, 'name' | 'city' | 'type'>,
  imageCount: number,
  units: UnitType[],
): GalleryProperty => ({
  propertyId,
  ...fields,
  images: Array.from(
    { length: imageCount },
    (_, n) => `/media/properties/${propertyId}/${n + 1}.svg`,
  ),
  href: pagePath('accommodation', language, propertyId),
  galleryHref: pagePath('gallery', language, propertyId),
  pictureCount: units.reduce(
    (sum, unit) => sum + unit.images.length,
    imageCount,
  ),
})

const unit = (
  language: Language,
  propertyId: string,
  fields: Omit<UnitType, 'href' | 'images'>,
  imageCount: number,
): UnitType => ({
  ...fields,
  images: Array.from(
    { length: imageCount },
    (_, n) => `/media/units/${fields.unitId}/${n + 1}.svg`,
  ),
  href: pagePath(
    'accommodation',
    language,
    propertyId,
    UNIT_KIND_SEGMENTS[fields.kind],
    fields.unitId,
  ),
})

/** Hotel Cissa's two room types (the first is the property page fixture's unitOffer). */
const cissaUnits = (language: Language): UnitType[] => [
  unit(
    language,
    'cissa-rovinj',
    {
      unitId: 'cissa-classic',
      kind: 'room',
      name: 'Classic double room',
      description: 'A quiet room towards the pines.',
      sizeM2: 22,
      bedrooms: 1,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      amenities: ['wifi', 'sea_view'],
      accessibility: ['elevator'],
    },
    2,
  ),
  unit(
    language,
    'cissa-rovinj',
    {
      unitId: 'cissa-junior-suite',
      kind: 'room',
      name: 'Junior suite',
      description: 'A suite with a lounge and a balcony over the sea.',
      sizeM2: 35,
      bedrooms: 1,
      maxAdults: 3,
      maxChildren: 2,
      maxOccupancy: 4,
      amenities: ['balcony'],
      accessibility: [],
    },
    1,
  ),
]

const lavandaUnits = (language: Language): UnitType[] => [
  unit(
    language,
    'villa-lavanda-hvar',
    {
      unitId: 'villa-lavanda-house',
      kind: 'unit',
      name: 'The whole villa',
      description: 'Four bedrooms around a pool among the lavender.',
      sizeM2: 180,
      bedrooms: 4,
      maxAdults: 8,
      maxChildren: 2,
      maxOccupancy: 8,
      amenities: ['private_pool', 'kitchen'],
      accessibility: ['ground_floor'],
    },
    2,
  ),
]

/** The fake server's answer for property-units: Hotel Cissa and Villa Lavanda, 404 for others. */
export function propertyUnitsAnswer({
  lang = 'en',
  propertyId,
}: {
  lang?: Language | undefined
  propertyId?: string | undefined
}): Promise<PropertyUnits> {
  const cissa = () => {
    const units = cissaUnits(lang)
    return {
      property: property(
        lang,
        'cissa-rovinj',
        { name: 'Hotel Cissa', city: 'Rovinj', type: 'hotel' },
        3,
        units,
      ),
      units,
    }
  }
  const lavanda = () => {
    const units = lavandaUnits(lang)
    return {
      property: property(
        lang,
        'villa-lavanda-hvar',
        { name: 'Villa Lavanda', city: 'Hvar', type: 'villa' },
        2,
        units,
      ),
      units,
    }
  }
  if (propertyId === undefined)
    return Promise.resolve({
      properties: [cissa().property, lavanda().property],
      unitTypes: [],
    })
  const found =
    propertyId === 'cissa-rovinj'
      ? cissa()
      : propertyId === 'villa-lavanda-hvar'
        ? lavanda()
        : undefined
  if (!found)
    return Promise.reject(
      new ApiError({
        kind: 'not_found',
        status: 404,
        message: `No property "${propertyId}".`,
        fields: { propertyId: 'not_found' },
      }),
    )
  return Promise.resolve({
    properties: [found.property],
    unitTypes: found.units,
  })
}
