import type { PropertyResponse, UnitOffer } from '@resort/core/api'
import { lineTotal, type SupplementChoice } from '@resort/core/pricing'
import {
  agesFor,
  type ReservationUnit,
  type UnitGuests,
  type UpgradeOffer,
} from '@resort/core/reservation'
import { useId } from 'react'
import { SelectField } from '../forms/kit/SelectField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { ChildAgeFields } from '../search/ChildAgeFields'

export interface ActiveRoomProps {
  room: ReservationUnit
  /** The room's unit type as offered: how many guests it takes. */
  unit: UnitOffer | undefined
  /** A better unit type for the room, at what it adds to the stay. */
  upgrade: UpgradeOffer | undefined
  supplements: PropertyResponse['supplements']
  nights: number
  busy: boolean
  /** The guest tried to go on without an age (issue 33): each age not chosen says so. */
  agesMissing?: boolean
  money: (amount: number) => string
  onUpgrade: (unitId: string) => void
  onGuests: (guests: Partial<UnitGuests>) => void
  /** The age of child `child` (0-based), or null for none chosen (SPEC 3 childAges). */
  onChildAge?: (child: number, age: number | null) => void
  onExtra: (choice: SupplementChoice) => void
}

/** The numbers from `from` to `to`, as a select's options. */
const options = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => (
    <option key={from + n} value={from + n}>
      {from + n}
    </option>
  ))

/** The room being edited: the offer of a better one, its guests and its extras. */
export function ActiveRoom({
  room,
  unit,
  upgrade,
  supplements,
  nights,
  busy,
  agesMissing = false,
  money,
  onUpgrade,
  onGuests,
  onChildAge,
  onExtra,
}: ActiveRoomProps) {
  const { t } = useTranslation('booking')
  const id = useId()
  const { adults, children } = room.guests
  return (
    <>
      {upgrade ? (
        <section className="resort-upsell" aria-labelledby={`${id}-upsell`}>
          <h3 id={`${id}-upsell`}>{t('upsell_title')}</h3>
          <p>
            {t('upsell_offer', {
              unit: upgrade.unit.name,
              price: money(upgrade.extra),
              current: room.unitName,
            })}
          </p>
          <button
            type="button"
            className="resort-button resort-button--small"
            disabled={busy}
            onClick={() => onUpgrade(upgrade.unit.unitId)}
          >
            {t('upsell_accept', { unit: upgrade.unit.name })}
          </button>
        </section>
      ) : null}
      {unit ? (
        <fieldset className="resort-extras">
          <legend>{t('guests_in', { unit: room.unitName })}</legend>
          <SelectField
            id={`${id}-adults`}
            label={t('adults')}
            narrow
            value={String(adults)}
            disabled={busy}
            onChange={(value) => {
              const next = Number(value)
              onGuests({
                adults: next,
                children: Math.min(children, unit.maxOccupancy - next),
              })
            }}
          >
            {options(1, unit.maxAdults)}
          </SelectField>
          <SelectField
            id={`${id}-children`}
            label={t('children')}
            narrow
            value={String(children)}
            disabled={busy}
            onChange={(value) => onGuests({ children: Number(value) })}
          >
            {options(0, Math.min(unit.maxChildren, unit.maxOccupancy - adults))}
          </SelectField>
          <ChildAgeFields
            idPrefix={`${id}-child-age`}
            namespace="booking"
            ages={agesFor(children, room.guests.childAges).map((age) =>
              age === null ? '' : String(age),
            )}
            showErrors={agesMissing}
            disabled={busy}
            onChange={(child, age) =>
              onChildAge?.(child, age === '' ? null : Number(age))
            }
          />
        </fieldset>
      ) : null}
      <fieldset className="resort-extras">
        <legend>{t('extras_for', { unit: room.unitName })}</legend>
        {supplements.map((supplement) => {
          const chosen = room.roomPrices.selectedSupplements.find(
            (s) => s.serviceId === supplement.serviceId,
          )
          const forStay = lineTotal(supplement.priceType, supplement.price, {
            nights,
            guests: adults + children,
          })
          const price = t(`price_${supplement.priceType}`, {
            price: money(supplement.price),
          })
          return (
            <SelectField
              key={supplement.serviceId}
              id={`${id}-${supplement.serviceId}`}
              label={`${supplement.name} · ${price}`}
              value={String(chosen?.quantity ?? 0)}
              // A re-quote under way would put its older extras back.
              disabled={busy}
              onChange={(value) =>
                onExtra({
                  serviceId: supplement.serviceId,
                  quantity: Number(value),
                  price: forStay,
                })
              }
            >
              {options(0, supplement.maxQuantity)}
            </SelectField>
          )
        })}
      </fieldset>
    </>
  )
}
