import type { RatesGridResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { addDaysIso } from '@resort/core/stay'
import type { ReactNode } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fullDay, mediumDay, shortDay } from './gridDates'
import { rateLabel } from './rateLabel'

type UnitType = RatesGridResponse['unitTypes'][number]
type Night = UnitType['nights'][number]

/** The days from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDaysIso(day, 1)) days.push(day)
  return days
}

/** A short mark that reads in full to a screen reader. */
function Marker({ short, full }: { short: string; full: string }) {
  return (
    <span className="rates-grid__marker">
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  )
}

/**
 * The rates-and-availability grid: a unit type's rows (price per night with an edit button,
 * each rate's price, rooms to sell and sold, restrictions) under a column per day.
 */
export function RatesGrid({
  grid,
  today,
  onEditNight,
}: {
  grid: RatesGridResponse
  /** Nights before it cannot be changed: they get no edit button. */
  today: string
  onEditNight: (unitTypeId: string, night: Night) => void
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const days = daysOf(grid.from, grid.to)
  const money = (minor: number) => formatPrice(minor, grid.currency, language)
  const caption = t('grid.caption', {
    property: grid.propertyName,
    from: mediumDay(grid.from, language),
    to: mediumDay(grid.to, language),
  })
  return (
    <>
      <div
        className="rates-grid__scroll"
        role="region"
        aria-label={t('grid.scroll_label', { caption })}
        // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="rates-grid">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td className="rates-grid__corner" />
              {days.map((day) => (
                <th key={day} scope="col">
                  <span aria-hidden="true">{shortDay(day, language)}</span>
                  <span className="visually-hidden">
                    {fullDay(day, language)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {grid.unitTypes.map((unit) => {
            const nightOf = new Map(unit.nights.map((n) => [n.night, n]))
            const cells = (render: (night: Night) => ReactNode) =>
              days.map((day) => {
                const night = nightOf.get(day)
                return (
                  <td key={day}>
                    {night ? (
                      render(night)
                    ) : (
                      <Marker short="–" full={t('grid.no_inventory')} />
                    )}
                  </td>
                )
              })
            return (
              <tbody key={unit.unitTypeId}>
                <tr className="rates-grid__unit">
                  <th scope="rowgroup" colSpan={days.length + 1}>
                    {unit.name}{' '}
                    <span className="rates-grid__units">
                      {t('grid.units', { count: unit.inventoryCount })}
                    </span>
                  </th>
                </tr>
                <tr>
                  <th scope="row">{t('grid.price')}</th>
                  {cells((night) => (
                    <>
                      <span className="rates-grid__price">
                        {money(night.price)}
                      </span>
                      {night.night >= today ? (
                        <button
                          type="button"
                          className="rates-grid__edit"
                          aria-label={t('grid.edit_night', {
                            unit: unit.name,
                            date: fullDay(night.night, language),
                          })}
                          onClick={() => onEditNight(unit.unitTypeId, night)}
                        >
                          <span aria-hidden="true">✎</span>
                        </button>
                      ) : null}
                    </>
                  ))}
                </tr>
                {grid.ratePlans.map((rate, index) => (
                  <tr key={rate.ratePlanId} className="rates-grid__rate">
                    <th scope="row">{rateLabel(t, rate)}</th>
                    {cells((night) => {
                      const price = night.ratePrices[index]
                      return price === undefined ? '' : money(price)
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('grid.rooms')}</th>
                  {cells((night) => (
                    <Marker
                      short={`${night.roomsToSell} / ${night.sold}`}
                      full={t('grid.rooms_full', {
                        toSell: night.roomsToSell,
                        sold: night.sold,
                      })}
                    />
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('grid.restrictions')}</th>
                  {cells((night) => (
                    <Restrictions night={night} />
                  ))}
                </tr>
              </tbody>
            )
          })}
        </table>
      </div>
      <Legend />
    </>
  )
}

function Restrictions({ night }: { night: Night }) {
  const { t } = useTranslation('adminRates')
  const marks = [
    night.closed && (
      <Marker
        key="closed"
        short={t('markers.closed_short')}
        full={t('markers.closed')}
      />
    ),
    night.minStay > 0 && (
      <Marker
        key="min"
        short={t('markers.min_stay_short', { count: night.minStay })}
        full={t('markers.min_stay', { count: night.minStay })}
      />
    ),
    night.closedToArrival && (
      <Marker
        key="cta"
        short={t('markers.closed_to_arrival_short')}
        full={t('markers.closed_to_arrival')}
      />
    ),
    night.closedToDeparture && (
      <Marker
        key="ctd"
        short={t('markers.closed_to_departure_short')}
        full={t('markers.closed_to_departure')}
      />
    ),
  ].filter(Boolean)
  return marks.length ? (
    <span className="rates-grid__markers">{marks}</span>
  ) : (
    <Marker short="" full={t('markers.none')} />
  )
}

/** What the grid's short marks mean: text, never colour alone. */
function Legend() {
  const { t } = useTranslation('adminRates')
  const entries = [
    ['rooms_short', 'rooms_legend'],
    ['closed_short', 'closed_legend'],
    ['min_stay_legend_short', 'min_stay_legend'],
    ['closed_to_arrival_short', 'closed_to_arrival_legend'],
    ['closed_to_departure_short', 'closed_to_departure_legend'],
    ['no_inventory_short', 'no_inventory_legend'],
  ] as const
  return (
    <section className="rates-legend" aria-labelledby="rates-legend-title">
      <h3 id="rates-legend-title">{t('legend.title')}</h3>
      <dl>
        {entries.map(([short, meaning]) => (
          <div key={short}>
            <dt>{t(`legend.${short}`)}</dt>
            <dd>{t(`legend.${meaning}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
