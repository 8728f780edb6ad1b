import type { UnitOffer } from '@resort/core/api'
import type { ReservationUnit, UnitGuests } from '@resort/core/reservation'
import { useId } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface RoomGuestsProps {
  room: ReservationUnit
  /** The room's unit type as offered: how many guests it takes. */
  unit: UnitOffer
  busy: boolean
  onChange: (guests: Partial<UnitGuests>) => void
}

/** The adults and children in the active room, within what its unit type takes. */
export function RoomGuests({ room, unit, busy, onChange }: RoomGuestsProps) {
  const { t } = useTranslation('booking')
  const id = useId()
  const { adults, children } = room.guests
  const options = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, n) => (
      <option key={from + n} value={from + n}>
        {from + n}
      </option>
    ))
  return (
    <fieldset className="resort-extras">
      <legend>{t('guests_in', { unit: room.unitName })}</legend>
      <div className="resort-field resort-field--narrow">
        <label htmlFor={`${id}-adults`}>{t('adults')}</label>
        <select
          id={`${id}-adults`}
          value={adults}
          disabled={busy}
          onChange={(event) => {
            const next = Number(event.target.value)
            onChange({
              adults: next,
              children: Math.min(children, unit.maxOccupancy - next),
            })
          }}
        >
          {options(1, unit.maxAdults)}
        </select>
      </div>
      <div className="resort-field resort-field--narrow">
        <label htmlFor={`${id}-children`}>{t('children')}</label>
        <select
          id={`${id}-children`}
          value={children}
          disabled={busy}
          onChange={(event) =>
            onChange({ children: Number(event.target.value) })
          }
        >
          {options(0, Math.min(unit.maxChildren, unit.maxOccupancy - adults))}
        </select>
      </div>
    </fieldset>
  )
}
