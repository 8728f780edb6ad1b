import type { GalleryProperty, Picture, UnitType } from '@resort/core/api'
import type { TFunction } from '../../platform/i18n/translation'

/** A picture as the grid and the viewer show it: its address, what it shows, its caption. */
export interface GalleryPicture {
  src: string
  /** Staff's alt text of a photo, or what a generated illustration is (issue 33). */
  alt: string
  caption: string
}

// The answer's pictures with their texts (issue 33); an older answer has only the addresses.
const withTexts = (images: readonly string[], pictures?: readonly Picture[]) =>
  pictures ?? images.map((src) => ({ src, alt: '', caption: '' }))

/** The pictures of one part of a gallery: the property's own, or one unit type's. */
export interface PictureGroup {
  id: string
  /** Its subheading; none where the page's own heading says it. */
  title?: string
  /** The unit type whose pictures these are. */
  unit?: UnitType
  pictures: GalleryPicture[]
}

/** The property's own pictures, captioned with its name, city and place among them. */
function propertyPictures(
  property: GalleryProperty,
  t: TFunction<'gallery'>,
): GalleryPicture[] {
  return withTexts(property.images, property.pictures).map(
    (picture, index) => ({
      src: picture.src,
      alt: picture.alt,
      caption:
        picture.caption ||
        t('caption.property', {
          name: property.name,
          city: property.city,
          n: index + 1,
          total: property.images.length,
        }),
    }),
  )
}

/** A unit type's pictures, captioned with its name, size and place among them. */
export function unitPictures(
  unit: UnitType,
  t: TFunction<'gallery'>,
): GalleryPicture[] {
  return withTexts(unit.images, unit.pictures).map((picture, index) => ({
    src: picture.src,
    alt: picture.alt,
    caption:
      picture.caption ||
      t('caption.unit', {
        name: unit.name,
        size: unit.sizeM2,
        n: index + 1,
        total: unit.images.length,
      }),
  }))
}

/** A property's gallery: its own pictures, then each unit type's under its name. */
export function galleryGroups(
  property: GalleryProperty,
  unitTypes: readonly UnitType[],
  t: TFunction<'gallery'>,
): PictureGroup[] {
  return [
    {
      id: property.propertyId,
      title: t('property.own_pictures'),
      pictures: propertyPictures(property, t),
    },
    ...unitTypes.map((unit) => ({
      id: unit.unitId,
      title: unit.name,
      unit,
      pictures: unitPictures(unit, t),
    })),
  ].filter((group) => group.pictures.length > 0)
}
