import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { GalleryError } from './GalleryError'
import { GalleryLoading } from './GalleryLoading'
import { galleryGroups } from './galleryPictures'
import { PictureGrid } from './PictureGrid'
import { usePropertyUnits } from './usePropertyUnits'

/**
 * /{lang}/{gallery}/{propertyId}: all of a property's pictures, its own and then each unit
 * type's under its name, each opening the viewer.
 */
export function PropertyGalleryPage({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation('gallery')
  const answer = usePropertyUnits(propertyId)
  const property =
    answer.state === 'done' ? answer.value.properties[0] : undefined
  useDocumentTitle(
    property
      ? t('property.document_title', {
          name: property.name,
          city: property.city,
        })
      : t('loading'),
  )
  const server = useServerPage()
  if (property)
    server?.say({
      description: t('property.description', {
        name: property.name,
        city: property.city,
      }),
    })
  if (answer.state === 'error') return <GalleryError kind={answer.kind} />
  if (answer.state === 'loading') return <GalleryLoading />
  if (!property) return <GalleryError kind="not_found" />
  const groups = galleryGroups(property, answer.value.unitTypes, t)
  return (
    <section className="property-gallery" aria-labelledby="gallery-title">
      <p>
        <Link to={pagePath('gallery', i18n.language)}>
          {t('property.back_to_index')}
        </Link>
      </p>
      <h1 id="gallery-title">{property.name}</h1>
      <p>
        <Link to={property.href}>
          {t('property.property_link', { name: property.name })}
        </Link>
      </p>
      <p>{t('property.intro')}</p>
      <PictureGrid
        groups={groups}
        label={t('viewer.label', { name: property.name })}
        priority
      />
    </section>
  )
}
