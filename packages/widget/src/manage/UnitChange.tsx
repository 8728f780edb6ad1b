import type {
  EditBookingQuoteRequest,
  PropertyResponse,
} from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useId } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

type Unit = EditBookingQuoteRequest['units'][number]

export interface UnitChangeProps {
  index: number
  unit: Unit
  /** The room's name as booked; shown until the property's rooms have loaded. */
  bookedName: string | undefined
  /** The booking's rate: a room can change only to a type sold on it. */
  rateId: string
  offer: PropertyResponse | undefined
  currency: string
  canRemove: boolean
  onChange: (unit: Unit) => void
  onRemove: () => void
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, n) => from + n)

/** One room of a booking being changed: its type, its guests and its extras. */
export function UnitChange({
  index,
  unit,
  bookedName,
  rateId,
  offer,
  currency,
  canRemove,
  onChange,
  onRemove,
}: UnitChangeProps) {
  const { t, i18n } = useTranslation('manage')
  const booking = useTranslation('booking').t
  const id = useId()
  const money = (amount: number) => formatPrice(amount, currency, i18n.language)
  const types = (offer?.units ?? []).filter(
    (type) =>
      type.unitId === unit.unitId ||
      type.rates.some((rate) => rate.rateId === rateId),
  )
  const type = types.find((each) => each.unitId === unit.unitId)
  const name = type?.name ?? bookedName ?? unit.unitId
  const maxAdults = type?.maxAdults ?? Math.max(unit.adults, 2)
  const maxChildren = Math.min(
    type?.maxChildren ?? unit.children,
    (type?.maxOccupancy ?? unit.adults + unit.children) - unit.adults,
  )
  const quantityOf = (serviceId: string) =>
    unit.supplements?.find((s) => s.serviceId === serviceId)?.quantity ?? 0

  function setExtra(serviceId: string, quantity: number) {
    const others = (unit.supplements ?? []).filter(
      (s) => s.serviceId !== serviceId,
    )
    onChange({
      ...unit,
      supplements: quantity > 0 ? [...others, { serviceId, quantity }] : others,
    })
  }

  return (
    <fieldset className="resort-extras resort-manage__unit">
      <legend>{t('modify.unit', { n: index + 1, unit: name })}</legend>
      {types.length > 1 ? (
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-type`}>{t('modify.room_type')}</label>
          <select
            id={`${id}-type`}
            value={unit.unitId}
            onChange={(event) => {
              const next = types.find((u) => u.unitId === event.target.value)
              if (!next) return
              const adults = Math.min(unit.adults, next.maxAdults)
              onChange({
                ...unit,
                unitId: next.unitId,
                adults,
                children: Math.min(
                  unit.children,
                  next.maxChildren,
                  next.maxOccupancy - adults,
                ),
              })
            }}
          >
            {types.map((each) => (
              <option key={each.unitId} value={each.unitId}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="form-field form-field--narrow">
        <label htmlFor={`${id}-adults`}>{booking('adults')}</label>
        <select
          id={`${id}-adults`}
          value={unit.adults}
          onChange={(event) => {
            const adults = Number(event.target.value)
            const maxKids =
              (type?.maxOccupancy ?? adults + unit.children) - adults
            onChange({
              ...unit,
              adults,
              children: Math.min(unit.children, Math.max(0, maxKids)),
            })
          }}
        >
          {range(1, maxAdults).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field form-field--narrow">
        <label htmlFor={`${id}-children`}>{booking('children')}</label>
        <select
          id={`${id}-children`}
          value={unit.children}
          onChange={(event) =>
            onChange({ ...unit, children: Number(event.target.value) })
          }
        >
          {range(0, Math.max(maxChildren, unit.children)).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {(offer?.supplements ?? []).map((supplement) => (
        <div
          key={supplement.serviceId}
          className="form-field resort-extras__item"
        >
          <label htmlFor={`${id}-${supplement.serviceId}`}>
            {supplement.name} ·{' '}
            {booking(`price_${supplement.priceType}`, {
              price: money(supplement.price),
            })}
          </label>
          <select
            id={`${id}-${supplement.serviceId}`}
            value={quantityOf(supplement.serviceId)}
            onChange={(event) =>
              setExtra(supplement.serviceId, Number(event.target.value))
            }
          >
            {range(0, supplement.maxQuantity).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ))}
      {canRemove ? (
        <button type="button" className="resort-link-button" onClick={onRemove}>
          {t('modify.remove_room', { unit: name })}
        </button>
      ) : null}
    </fieldset>
  )
}
