import type { Picture } from '@resort/core/api'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'

// What the header shows at most: one large picture and two beside it; the gallery has the rest.
const SHOWN = 3

// Each slot's width as laid out (platform/styles/propertyPage.css): main's column is 64rem at most, 100vw less
// its padding (3rem) below that; the large slot takes two thirds of it less the gap, a small one
// a third. On a phone only the first is shown, across the column.
const SIZES = {
  large: {
    1: '(min-width: 67rem) 64rem, calc(100vw - 3rem)',
    2: '(min-width: 67rem) 31.75rem, (min-width: 40rem) calc(50vw - 1.75rem), calc(100vw - 3rem)',
    3: '(min-width: 67rem) 42.5rem, (min-width: 40rem) calc(66.7vw - 2.3rem), calc(100vw - 3rem)',
  },
  small: {
    2: '(min-width: 67rem) 31.75rem, calc(50vw - 1.75rem)',
    3: '(min-width: 67rem) 21.25rem, calc(33.3vw - 1.2rem)',
  },
} as const

/**
 * The property's photo header (issue 33): its first pictures as a mosaic across the page on wide
 * screens, the first alone on a phone, and the way to all of them. Each slot's box is reserved
 * by the stylesheet (aspect-ratio), so nothing moves as the pictures arrive; only the first,
 * the page's largest, loads at once.
 */
export function PropertyPhotos({
  name,
  pictures,
  galleryPath,
}: {
  name: string
  pictures: readonly Picture[]
  /** The property's gallery page, with every picture. */
  galleryPath: string
}) {
  const { t } = useTranslation('accommodation')
  const shown = pictures.slice(0, SHOWN)
  const count = Math.max(1, shown.length) as 1 | 2 | 3
  return (
    <div className={`property-photos property-photos--${count}`}>
      {shown.length > 0 ? (
        <ul className="property-photos__mosaic">
          {shown.map((picture, index) => (
            <li key={picture.src} className="property-photos__slot">
              <ResponsivePicture
                // The first is the page's photo (.property-detail__photo), as before the mosaic.
                className={`property-photos__picture${index === 0 ? ' property-detail__photo' : ''}`}
                src={picture.src}
                // Staff's alt text; an older answer has none, and the first picture still says what it shows.
                alt={
                  picture.alt || (index === 0 ? t('photo_alt', { name }) : '')
                }
                sizes={
                  index === 0
                    ? SIZES.large[count]
                    : SIZES.small[count === 3 ? 3 : 2]
                }
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="property-photos__all">
        <Link to={galleryPath}>{t('gallery_link', { name })}</Link>
      </p>
    </div>
  )
}
