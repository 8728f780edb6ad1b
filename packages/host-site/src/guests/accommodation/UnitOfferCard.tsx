import type { PropertyResponse, UnitOffer } from '@resort/core/api'
import { formatLongDate } from '@resort/core/format'
import { formatPrice } from '@resort/core/format'
import { pagePath, UNIT_KIND_SEGMENTS } from '@resort/core/site'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { bookingUrl, stayQuery } from '../../platform/routing/paths'
import { UnitPictures } from './UnitPictures'

/** One room or unit type: its pictures, size and occupancy, what it has, and each rate with a Book link. */
export function UnitOfferCard({
  unit,
  offer,
  offerRateId,
}: {
  unit: UnitOffer
  offer: PropertyResponse
  /** The rate of the offer the guest came from (issue 16: ?rate=), marked as such. */
  offerRateId?: string | undefined
}) {
  const { t, i18n } = useTranslation('accommodation')
  const { t: amenity } = useTranslation('amenities')
  const language = i18n.language
  const money = (amount: number) =>
    formatPrice(amount, offer.property.currency, language)
  const { stay, property } = offer
  return (
    <article className="unit-offer" aria-labelledby={`unit-${unit.unitId}`}>
      <h3 id={`unit-${unit.unitId}`}>
        {/* Its own page (issue 16), with the stay the guest is looking at. */}
        <Link
          to={`${pagePath('accommodation', language, property.propertyId, UNIT_KIND_SEGMENTS[unit.kind], unit.unitId)}?${stayQuery(stay)}`}
        >
          {unit.name}
        </Link>
      </h3>
      <UnitPictures unit={unit} />
      <p>{unit.description}</p>
      <dl className="unit-offer__facts">
        <div>
          <dt>{t('unit.size')}</dt>
          <dd>{`${unit.sizeM2} m²`}</dd>
        </div>
        <div>
          <dt>{t('unit.bedrooms')}</dt>
          <dd>{unit.bedrooms}</dd>
        </div>
        <div>
          <dt>{t('unit.max_occupancy')}</dt>
          <dd>{unit.maxOccupancy}</dd>
        </div>
        <div>
          <dt>{t('unit.max_adults')}</dt>
          <dd>{unit.maxAdults}</dd>
        </div>
        <div>
          <dt>{t('unit.max_children')}</dt>
          <dd>{unit.maxChildren}</dd>
        </div>
      </dl>
      {unit.amenities.length > 0 ? (
        <p className="unit-offer__amenities">
          <strong>{t('unit.amenities')}:</strong>{' '}
          {unit.amenities
            .map((code) => amenity(`amenity.${code}`, { defaultValue: code }))
            .join(', ')}
        </p>
      ) : null}
      {unit.accessibility.length > 0 ? (
        <p className="unit-offer__amenities">
          <strong>{t('unit.accessibility')}:</strong>{' '}
          {unit.accessibility
            .map((code) =>
              amenity(`accessibility.${code}`, { defaultValue: code }),
            )
            .join(', ')}
        </p>
      ) : null}
      {!unit.fitsGuests ? (
        <p className="unit-offer__unavailable">{t('unit.does_not_fit')}</p>
      ) : unit.rates.length === 0 ? (
        <p className="unit-offer__unavailable">{t('unit.sold_out')}</p>
      ) : (
        <ul className="unit-offer__rates">
          {unit.rates.map((rate) => (
            <li
              key={rate.rateId}
              className={`rate-offer${rate.rateId === offerRateId ? ' rate-offer--offer' : ''}`}
            >
              <div>
                {rate.rateId === offerRateId ? (
                  <>
                    <span className="rate-offer__badge">
                      {t('rate.offer_rate')}
                    </span>
                    <br />
                  </>
                ) : null}
                <strong>{rate.name}</strong> · {rate.boardName}
                <br />
                {rate.freeCancellationUntil
                  ? t('rate.free_cancellation_until', {
                      date: formatLongDate(
                        rate.freeCancellationUntil,
                        language,
                      ),
                    })
                  : t('rate.non_refundable')}
                <br />
                <span className="rate-offer__muted">
                  {rate.boardPrepaymentMessage}
                </span>
              </div>
              <div className="rate-offer__price">
                <strong>
                  {t('rate.total', {
                    count: stay.nights,
                    price: money(rate.total),
                  })}
                </strong>
                <span className="rate-offer__muted">
                  {t('rate.nightly', { price: money(rate.nightly) })}
                </span>
              </div>
              <Link
                className="site-button"
                to={bookingUrl(language, {
                  propertyId: property.propertyId,
                  dateFrom: stay.dateFrom,
                  dateTo: stay.dateTo,
                  adults: stay.adults,
                  children: stay.children,
                  unitId: unit.unitId,
                  rateId: rate.rateId,
                })}
                aria-label={t('rate.book_label', {
                  unit: unit.name,
                  rate: rate.name,
                  board: rate.boardName,
                })}
              >
                {t('rate.book')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
