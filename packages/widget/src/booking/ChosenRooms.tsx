import type { ReservationUnit } from '@resort/core/reservation'
import type { RefObject } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface ChosenRoomsProps {
  units: ReservationUnit[]
  money: (amount: number) => string
  /** The list and its heading, where the focus goes when a room's button goes away. */
  listRef: RefObject<HTMLUListElement | null>
  headingRef: RefObject<HTMLHeadingElement | null>
  onSwitch: (lineId: string) => void
  onRemove: (lineId: string) => void
}

/** The rooms chosen: each opens its guests and extras, or is removed. */
export function ChosenRooms({
  units,
  money,
  listRef,
  headingRef,
  onSwitch,
  onRemove,
}: ChosenRoomsProps) {
  const { t } = useTranslation('booking')
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('your_rooms')}
      </h2>
      {units.length === 0 ? <p>{t('no_rooms_yet')}</p> : null}
      <ul className="resort-rooms__chosen" ref={listRef}>
        {units.map((unit) => (
          <li key={unit.lineId}>
            <button
              type="button"
              className="resort-chip"
              data-line-id={unit.lineId}
              aria-pressed={unit.active}
              onClick={() => onSwitch(unit.lineId)}
            >
              {t('edit_room', { unit: unit.unitName })} · {money(unit.total)}
            </button>
            <button
              type="button"
              className="resort-link-button"
              aria-label={t('remove_room', { unit: unit.unitName })}
              onClick={() => onRemove(unit.lineId)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
