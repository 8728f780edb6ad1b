// The photo header's and the price panel's styles (issue 33), with the page.
import '../../platform/styles/propertyPage.css'
import { toLanguage } from '@resort/core'
import { property as propertyEndpoint } from '@resort/core/api'
import { SESSION_KEYS, loadState } from '@resort/core/reservation'
import { pagePath } from '@resort/core/site'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { FavouriteButton } from '../../members/favourites/FavouriteButton'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { stayQuery } from '../../platform/routing/paths'
import { usePropertyHead } from '../../platform/seo/usePropertyHead'
import { StaticPart, useHydrated } from '../../platform/ssr'
import { AccommodationError } from '../accommodation/AccommodationError'
import { initialStay } from '../accommodation/initialStay'
import { PropertyFacts } from '../accommodation/PropertyFacts'
import { PropertyPhotos } from '../accommodation/PropertyPhotos'
import { PropertyPolicies } from '../accommodation/PropertyPolicies'
import { PropertyPricePanel } from '../accommodation/PropertyPricePanel'
import { PropertyReviews } from '../accommodation/PropertyReviews'
import { RoomsStatus } from '../accommodation/RoomsStatus'
import { StayForm } from '../accommodation/StayForm'
import { UnitOfferCard } from '../accommodation/UnitOfferCard'

/**
 * One property: its photo header, description and policies, its rooms priced for the guest's stay
 * with their pictures, and a price panel beside them (issue 33).
 */
export function PropertyDetailPage({
  propertyId,
  listPath,
}: {
  propertyId: string
  /** The accommodation list in this language, for the way back. */
  listPath: string
}) {
  const { t, i18n } = useTranslation('accommodation')
  const language = toLanguage(i18n.language) ?? 'en'
  const [params, setParams] = useSearchParams()
  // The guest's last search (session storage) fills what the address leaves out, once the page
  // has hydrated: the server cannot see it, and hydration must render what the server did.
  const hydrated = useHydrated()
  const stay = useMemo(
    () =>
      initialStay(
        params,
        hydrated ? loadState(SESSION_KEYS.searchParams) : undefined,
      ),
    [params, hydrated],
  )
  const answer = useEndpoint(propertyEndpoint, {
    propertyId,
    ...stay,
    lang: language,
  })
  const offer =
    answer.state === 'done'
      ? answer.value
      : answer.state === 'loading' &&
          answer.previous?.property.propertyId === propertyId
        ? answer.previous
        : undefined
  useDocumentTitle(
    offer
      ? t('document_title', {
          name: offer.property.name,
          city: offer.property.city,
        })
      : t('loading'),
  )
  usePropertyHead(offer)

  if (answer.state === 'error')
    return <AccommodationError kind={answer.kind} listPath={listPath} />
  if (!offer) {
    return (
      <p role="status" className="page-loading">
        {t('loading')}
      </p>
    )
  }
  const { property } = offer
  const loading = answer.state === 'loading'
  const bookable = offer.units.some((unit) => unit.rates.length > 0)
  // Staff's photos with their alt texts, else the generated pictures (issue 33).
  const pictures =
    property.pictures ??
    property.images.map((src) => ({ src, alt: '', caption: '' }))
  // The stay's lowest price values the favourite for add_to_wishlist, as view_item does.
  const totals = offer.units.flatMap((unit) =>
    unit.rates.map((rate) => rate.total),
  )
  const lowestTotal = totals.length > 0 ? Math.min(...totals) : undefined
  // The offer the static parts show: another stay renders them anew.
  const { dateFrom, dateTo, adults, children } = offer.stay
  const shown = [property.propertyId, dateFrom, dateTo, adults, children].join()
  return (
    <article className="property-detail" aria-labelledby="property-title">
      <p>
        <Link to={listPath}>{t('back_to_list')}</Link>
      </p>
      <h1 id="property-title">{property.name}</h1>
      <PropertyFacts {...property} />
      <FavouriteButton
        propertyId={property.propertyId}
        name={property.name}
        {...(lowestTotal === undefined
          ? {}
          : { price: { amount: lowestTotal, currency: property.currency } })}
      />
      <PropertyPhotos
        name={property.name}
        pictures={pictures}
        galleryPath={pagePath('gallery', language, property.propertyId)}
      />
      {/* The price panel first, for the keyboard and on a phone; beside the content when wide. */}
      <div className="property-detail__layout">
        <PropertyPricePanel
          offer={offer}
          loading={loading}
          lowestTotal={lowestTotal}
        />
        <div className="property-detail__content">
          <StaticPart id="property-about-part" version={shown}>
            <section aria-labelledby="property-about">
              <h2 id="property-about">{t('about_title')}</h2>
              <p className="property-detail__summary">{property.summary}</p>
              <p>{property.description}</p>
            </section>
            <PropertyPolicies offer={offer} />
          </StaticPart>
          <section
            aria-labelledby="property-rooms"
            aria-busy={loading}
            className="property-rooms"
          >
            <h2 id="property-rooms">{t('rooms.title')}</h2>
            <StayForm
              key={stayQuery(stay)}
              stay={stay}
              property={{
                propertyId: property.propertyId,
                name: property.name,
              }}
              onChange={(next) => setParams(stayQuery(next))}
            />
            <RoomsStatus offer={offer} loading={loading} bookable={bookable} />
            {loading ? null : (
              <StaticPart id="property-rooms-part" version={shown}>
                <ul className="property-rooms__list">
                  {offer.units.map((unit) => (
                    <li key={unit.unitId}>
                      <UnitOfferCard
                        unit={unit}
                        offer={offer}
                        offerRateId={params.get('rate') ?? undefined}
                      />
                    </li>
                  ))}
                </ul>
              </StaticPart>
            )}
          </section>
          <PropertyReviews propertyId={property.propertyId} />
        </div>
      </div>
    </article>
  )
}
