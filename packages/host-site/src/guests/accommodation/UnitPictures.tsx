import type { UnitOffer } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'

// As laid out in a room's card (accommodation.css): the gallery is at most 36rem wide; the first
// picture takes three of its four columns where the card is wide enough, else the whole card
// (main's and the card's padding: 5.5rem); the thumbnails take one column.
const LARGE_SIZES =
  '(min-width: 48rem) 27rem, (min-width: 30rem) calc(75vw - 4rem), calc(100vw - 5.5rem)'
const THUMBNAIL_SIZES = '(min-width: 48rem) 9rem, 25vw'

/**
 * A room type's pictures in its card (issue 33): the first large, the others as thumbnails
 * beside or below it, as a plain list a screen reader counts; all loaded lazily, below the fold.
 */
export function UnitPictures({ unit }: { unit: UnitOffer }) {
  const { t } = useTranslation('accommodation')
  // An older answer has only the addresses.
  const pictures =
    unit.pictures ?? unit.images.map((src) => ({ src, alt: '', caption: '' }))
  if (pictures.length === 0) return null
  return (
    <ul
      className={`unit-pictures${pictures.length === 1 ? ' unit-pictures--single' : ''}`}
      aria-label={t('unit.pictures_label', { name: unit.name })}
    >
      {pictures.map((picture, index) => (
        <li key={picture.src} className="unit-pictures__slot">
          <ResponsivePicture
            className="unit-pictures__picture"
            src={picture.src}
            alt={picture.alt || t('unit.photo_alt', { name: unit.name })}
            sizes={index === 0 ? LARGE_SIZES : THUMBNAIL_SIZES}
          />
        </li>
      ))}
    </ul>
  )
}
