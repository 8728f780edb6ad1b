// The galleries' and unit pages' styles, with their chunk.
import '../../platform/styles/gallery.css'
import { use, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { GalleryIndexPage } from './GalleryIndexPage'
import { galleryTextsFor } from './galleryTexts'
import { PropertyGalleryPage } from './PropertyGalleryPage'

/** Its labels load with the page (Suspense), in the page's language only. */
function WithGalleryTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  use(galleryTextsFor(i18n))
  return children
}

/** /{lang}/{gallery}[/{propertyId}] (SPEC 2 gallery, issue 16), under the language's own slug. */
export function GalleryRoute() {
  const { propertyId } = useParams()
  return (
    <WithGalleryTexts>
      {propertyId === undefined ? (
        <GalleryIndexPage />
      ) : (
        <PropertyGalleryPage key={propertyId} propertyId={propertyId} />
      )}
    </WithGalleryTexts>
  )
}
