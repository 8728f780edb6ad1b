import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { GalleryError } from './GalleryError'
import { GalleryLoading } from './GalleryLoading'
import { usePropertyUnits } from './usePropertyUnits'

// A card is a third of the page's width on wide screens, all of it on phones.
const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw'

/** /{lang}/{gallery}: every property with its first picture and how many its gallery holds. */
export function GalleryIndexPage() {
  const { t } = useTranslation('gallery')
  const answer = usePropertyUnits(undefined)
  useDocumentTitle(t('index.title'))
  useServerPage()?.say({ description: t('index.description') })
  if (answer.state === 'error') return <GalleryError kind={answer.kind} />
  if (answer.state === 'loading') return <GalleryLoading />
  return (
    <section className="gallery-index" aria-labelledby="gallery-title">
      <h1 id="gallery-title">{t('index.title')}</h1>
      <p>{t('index.intro')}</p>
      <ul className="gallery-index__list">
        {answer.value.properties.map((property, index) => {
          const id = `gallery-${property.propertyId}`
          const image = property.images[0]
          return (
            <li key={property.propertyId}>
              <article className="gallery-card" aria-labelledby={id}>
                {image ? (
                  <ResponsivePicture
                    src={image}
                    alt=""
                    sizes={CARD_SIZES}
                    className="gallery-card__picture"
                    priority={index === 0}
                  />
                ) : null}
                <h2 id={id} className="gallery-card__name">
                  <Link to={property.galleryHref}>{property.name}</Link>
                </h2>
                <p className="gallery-card__facts">
                  {property.city} ·{' '}
                  {t('index.pictures', { count: property.pictureCount })}
                </p>
              </article>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
