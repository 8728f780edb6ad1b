import type { UnitOffer } from '@resort/core/api'
import { formatLongDate } from '@resort/core/format'
import { useTranslation } from '../i18n/WidgetTranslations'

export type RateOffer = UnitOffer['rates'][number]

export interface UnitOffersProps {
  units: UnitOffer[]
  /** The rate of the rooms chosen: the other rates cannot be added beside it. */
  chosenRate: string | undefined
  busy: boolean
  /** How many units of a type are still free for this reservation. */
  left: (unitId: string) => number
  money: (amount: number) => string
  onAdd: (unit: UnitOffer, rate: RateOffer) => void
}

/** The property's unit types with their rates, each with its Add button. */
export function UnitOffers({
  units,
  chosenRate,
  busy,
  left,
  money,
  onAdd,
}: UnitOffersProps) {
  const { t, i18n } = useTranslation('booking')
  return (
    <ul className="resort-rooms__offers">
      {units.map((unit) => (
        <li key={unit.unitId} className="resort-unit">
          <h3>{unit.name}</h3>
          <p>{unit.description}</p>
          {!unit.fitsGuests ? (
            <p>{t('does_not_fit')}</p>
          ) : left(unit.unitId) <= 0 || unit.rates.length === 0 ? (
            <p>{t('sold_out')}</p>
          ) : (
            <ul className="resort-unit__rates">
              {unit.rates.map((rate) => (
                <li key={rate.rateId}>
                  <span className="resort-unit__rate">
                    <strong>{rate.name}</strong> · {rate.boardName} ·{' '}
                    {rate.freeCancellationUntil
                      ? t('free_cancellation_until', {
                          date: formatLongDate(
                            rate.freeCancellationUntil,
                            i18n.language,
                          ),
                        })
                      : t('non_refundable')}
                  </span>
                  <span className="resort-unit__price">
                    {money(rate.total)}
                    {rate.memberTotal === undefined ? null : (
                      <span className="resort-unit__member-price">
                        {' '}
                        {t('members_pay', { price: money(rate.memberTotal) })}
                      </span>
                    )}
                  </span>
                  <button
                    type="button"
                    className="resort-button resort-button--small"
                    disabled={
                      (chosenRate !== undefined &&
                        chosenRate !== rate.rateId) ||
                      busy
                    }
                    aria-label={t('add_room', {
                      unit: unit.name,
                      rate: rate.name,
                    })}
                    onClick={() => onAdd(unit, rate)}
                  >
                    {t('add')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
