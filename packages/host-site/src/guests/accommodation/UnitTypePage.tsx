// The galleries' and unit pages' styles, with their chunk.
import '../../platform/styles/gallery.css'
import type { GalleryProperty, UnitType } from '@resort/core/api'
import { UNIT_KIND_SEGMENTS } from '@resort/core/site'
import { use } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { Redirect, useServerPage } from '../../platform/ssr'
import { GalleryError } from '../gallery/GalleryError'
import { GalleryLoading } from '../gallery/GalleryLoading'
import { unitPictures } from '../gallery/galleryPictures'
import { galleryTextsFor } from '../gallery/galleryTexts'
import { PictureGrid } from '../gallery/PictureGrid'
import { usePropertyUnits } from '../gallery/usePropertyUnits'
import { NotFoundPage } from '../pages/NotFoundPage'

/** The room's or unit's size, bedrooms and guests, with the property page's labels. */
function UnitFacts({ unit }: { unit: UnitType }) {
  const { t } = useTranslation('accommodation')
  const { t: label } = useTranslation('gallery')
  const facts = [
    [t('unit.size'), label('unit.size_value', { size: unit.sizeM2 })],
    [t('unit.bedrooms'), unit.bedrooms],
    [t('unit.max_occupancy'), unit.maxOccupancy],
    [t('unit.max_adults'), unit.maxAdults],
    [t('unit.max_children'), unit.maxChildren],
  ] as const
  return (
    <dl className="unit-page__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function UnitTypeDetails({
  property,
  unit,
  others,
}: {
  property: GalleryProperty
  unit: UnitType
  others: readonly UnitType[]
}) {
  const { t } = useTranslation('gallery')
  const { t: accommodation } = useTranslation('accommodation')
  const { t: amenity } = useTranslation('amenities')
  const { search } = useLocation()
  useDocumentTitle(
    t('unit.document_title', {
      name: unit.name,
      property: property.name,
      city: property.city,
    }),
  )
  useServerPage()?.say({ description: unit.description })
  const pictures = unitPictures(unit, t)
  return (
    <section className="unit-page" aria-labelledby="unit-title">
      <p className="unit-page__property">
        <Link to={`${property.href}${search}`}>{property.name}</Link>,{' '}
        {property.city}
      </p>
      <h1 id="unit-title">{unit.name}</h1>
      <p>
        {/* A whole page load, so that the browser scrolls to the rooms; the stay comes along. */}
        <Link
          reloadDocument
          className="site-button unit-page__book"
          to={`${property.href}${search}#property-rooms`}
        >
          {t('unit.book')}
        </Link>
      </p>
      {pictures.length > 0 ? (
        <section aria-labelledby="unit-pictures">
          <h2 id="unit-pictures">{t('unit.pictures_title')}</h2>
          <PictureGrid
            groups={[{ id: unit.unitId, pictures }]}
            label={t('viewer.label', { name: unit.name })}
            priority
          />
        </section>
      ) : null}
      <section aria-labelledby="unit-about">
        <h2 id="unit-about">
          {t(unit.kind === 'room' ? 'unit.about_room' : 'unit.about_unit')}
        </h2>
        <p>{unit.description}</p>
        <UnitFacts unit={unit} />
      </section>
      {unit.amenities.length > 0 ? (
        <section aria-labelledby="unit-amenities">
          <h2 id="unit-amenities">{accommodation('unit.amenities')}</h2>
          <ul className="unit-page__features">
            {unit.amenities.map((code) => (
              <li key={code}>
                {amenity(`amenity.${code}`, { defaultValue: code })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="unit-accessibility">
        <h2 id="unit-accessibility">{accommodation('unit.accessibility')}</h2>
        {unit.accessibility.length > 0 ? (
          <ul className="unit-page__features">
            {unit.accessibility.map((code) => (
              <li key={code}>
                {amenity(`accessibility.${code}`, { defaultValue: code })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('unit.accessibility_none')}</p>
        )}
      </section>
      {others.length > 0 ? (
        <nav aria-labelledby="unit-others">
          <h2 id="unit-others">
            {t(unit.kind === 'room' ? 'unit.other_room' : 'unit.other_unit', {
              property: property.name,
            })}
          </h2>
          <ul>
            {others.map((other) => (
              <li key={other.unitId}>
                <Link to={`${other.href}${search}`}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link to={property.galleryHref}>
          {t('unit.gallery_link', { property: property.name })}
        </Link>
      </p>
    </section>
  )
}

function UnitTypeAnswer({
  propertyId,
  kind,
  unitId,
}: {
  propertyId: string
  kind: string
  unitId: string
}) {
  const { search } = useLocation()
  const answer = usePropertyUnits(propertyId)
  if (answer.state === 'error') return <GalleryError kind={answer.kind} />
  if (answer.state === 'loading') return <GalleryLoading />
  const property = answer.value.properties[0]
  const unit = answer.value.unitTypes.find((each) => each.unitId === unitId)
  if (!property || !unit) return <NotFoundPage />
  // A room under /units (or the other way round) moves to its own address.
  if (UNIT_KIND_SEGMENTS[unit.kind] !== kind)
    return <Redirect to={`${unit.href}${search}`} />
  return (
    <UnitTypeDetails
      property={property}
      unit={unit}
      others={answer.value.unitTypes.filter((each) => each !== unit)}
    />
  )
}

/**
 * A room or unit type's page (SPEC 2 rooms and units, issue 16): its pictures, description,
 * facts, amenities and accessibility, and the way to its prices on the property's page.
 */
export function UnitTypePage(props: {
  propertyId: string
  /** The address's segment, rooms or units: the unit's kind decides which is right. */
  kind: string
  unitId: string
}) {
  const { i18n } = useTranslation()
  // Its labels load with it (Suspense), in the page's language only.
  use(galleryTextsFor(i18n))
  return <UnitTypeAnswer {...props} />
}
