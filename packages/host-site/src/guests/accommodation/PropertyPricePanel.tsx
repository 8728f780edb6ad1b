import { toLanguage } from '@resort/core'
import type { PropertyResponse } from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import { useTranslation } from '../../platform/i18n/translation'
import { useServerText } from '../../platform/ssr'

/**
 * The price panel beside the property's page (issue 33): the lowest price of its rooms for the
 * stay in the address, the stay's dates and guests, and the way down to the rooms. Sticky beside
 * the content on a wide screen, a section in the flow on a phone (accommodation.css). Not a live
 * region: the rooms' status below announces what changed.
 */
export function PropertyPricePanel({
  offer,
  loading,
  lowestTotal,
}: {
  offer: PropertyResponse
  loading: boolean
  /** The lowest total of the rooms' rates for the stay; none when no room is free. */
  lowestTotal: number | undefined
}) {
  const { t, i18n } = useTranslation('accommodation')
  const language = toLanguage(i18n.language) ?? 'en'
  const { dateFrom, dateTo, nights, adults, children } = offer.stay
  const { currency } = offer.property
  // Formatted by the server already: the browser's first format of a date or price is slow.
  const price = useServerText(
    'property-price-panel-price',
    [language, loading, lowestTotal, currency, nights].join(),
    () =>
      loading
        ? t('rooms.loading')
        : lowestTotal === undefined
          ? t('rooms.none')
          : t('price_panel.from', {
              count: nights,
              price: formatPrice(lowestTotal, currency, language),
            }),
  )
  const stay = useServerText(
    'property-price-panel-stay',
    [language, dateFrom, dateTo, adults, children].join(),
    () =>
      `${formatStayDates(dateFrom, dateTo, language)} · ${t('rooms.guests', {
        count: adults + children,
      })}`,
  )
  const priced = !loading && lowestTotal !== undefined
  return (
    <section
      className="price-panel"
      aria-labelledby="price-panel-title"
      aria-busy={loading}
    >
      <h2 id="price-panel-title" className="price-panel__title">
        {t('price_panel.title')}
      </h2>
      <p
        id="property-price-panel-price"
        className={`price-panel__price${priced ? '' : ' price-panel__price--none'}`}
      >
        {price}
      </p>
      <p id="property-price-panel-stay" className="price-panel__stay">
        {stay}
      </p>
      {/* Within the page: the rooms' heading, with the stay form under it. */}
      <a className="site-button price-panel__rooms" href="#property-rooms">
        {t('price_panel.rooms_link')}
      </a>
    </section>
  )
}
