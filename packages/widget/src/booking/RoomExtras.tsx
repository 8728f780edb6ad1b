import type { PropertyResponse } from '@resort/core/api'
import { lineTotal, type SupplementChoice } from '@resort/core/pricing'
import type { ReservationUnit } from '@resort/core/reservation'
import { useId } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface RoomExtrasProps {
  room: ReservationUnit
  supplements: PropertyResponse['supplements']
  nights: number
  busy: boolean
  money: (amount: number) => string
  onSelect: (choice: SupplementChoice) => void
}

/** The extras of the active room, each a quantity priced for the stay and its guests. */
export function RoomExtras({
  room,
  supplements,
  nights,
  busy,
  money,
  onSelect,
}: RoomExtrasProps) {
  const { t } = useTranslation('booking')
  const id = useId()
  const guests = room.guests.adults + room.guests.children
  return (
    <fieldset className="resort-extras">
      <legend>{t('extras_for', { unit: room.unitName })}</legend>
      {supplements.map((supplement) => {
        const chosen = room.roomPrices.selectedSupplements.find(
          (s) => s.serviceId === supplement.serviceId,
        )
        const forStay = lineTotal(supplement.priceType, supplement.price, {
          nights,
          guests,
        })
        return (
          <div
            key={supplement.serviceId}
            className="resort-field resort-extras__item"
          >
            <label htmlFor={`${id}-${supplement.serviceId}`}>
              {supplement.name} ·{' '}
              {t(`price_${supplement.priceType}`, {
                price: money(supplement.price),
              })}
            </label>
            <select
              id={`${id}-${supplement.serviceId}`}
              value={chosen?.quantity ?? 0}
              // A re-quote under way would put its older extras back.
              disabled={busy}
              onChange={(event) =>
                onSelect({
                  serviceId: supplement.serviceId,
                  quantity: Number(event.target.value),
                  price: forStay,
                })
              }
            >
              {Array.from({ length: supplement.maxQuantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )
      })}
    </fieldset>
  )
}
