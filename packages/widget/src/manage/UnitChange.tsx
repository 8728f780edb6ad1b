import type { PropertyResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { boardServes } from '@resort/core/pricing'
import { agesFor, type ModifyUnit } from '@resort/core/reservation'
import { useId } from 'react'
import { SelectField } from '../forms/kit/SelectField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { ChildAgeFields } from '../search/ChildAgeFields'

type Unit = ModifyUnit
type Supplement = PropertyResponse['supplements'][number]

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
  /** The guest tried to confirm without an age this room needs (issue 33): each missing says so. */
  agesMissing?: boolean
  onChange: (unit: Unit) => void
  /** The age of child `child` (0-based), or null for none chosen (SPEC 3 childAges). */
  onChildAge: (child: number, age: number | null) => void
  onRemove: () => void
}

/** The options from one number to another. */
const counts = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, n) => (
    <option key={n} value={from + n}>
      {from + n}
    </option>
  ))

/** One room of a booking being changed: its type, its guests and its extras. */
export function UnitChange({
  index,
  unit,
  bookedName,
  rateId,
  offer,
  currency,
  canRemove,
  agesMissing = false,
  onChange,
  onChildAge,
  onRemove,
}: UnitChangeProps) {
  const { t, i18n } = useTranslation('manage')
  const booking = useTranslation('booking').t
  const id = useId()
  const priceOf = ({ price, priceType }: Supplement) =>
    booking(`price_${priceType}`, {
      price: formatPrice(price, currency, i18n.language),
    })
  const types = (offer?.units ?? []).filter(
    (type) =>
      type.unitId === unit.unitId ||
      type.rates.some((rate) => rate.rateId === rateId),
  )
  const type = types.find((each) => each.unitId === unit.unitId)
  const board =
    offer?.units
      .flatMap((each) => each.rates)
      .find((rate) => rate.rateId === rateId)?.board ?? 'RO'
  const name = type?.name ?? bookedName ?? unit.unitId
  const maxAdults = type?.maxAdults ?? Math.max(unit.adults, 2)
  const maxChildren = Math.min(
    type?.maxChildren ?? unit.children,
    (type?.maxOccupancy ?? unit.adults + unit.children) - unit.adults,
  )
  const quantityOf = (serviceId: string) =>
    unit.supplements?.find((s) => s.serviceId === serviceId)?.quantity ?? 0

  // Another type keeps the guests it can hold.
  function setType(unitId: string) {
    const next = types.find((u) => u.unitId === unitId)
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
  }

  function setAdults(adults: number) {
    const maxKids = (type?.maxOccupancy ?? adults + unit.children) - adults
    onChange({
      ...unit,
      adults,
      children: Math.min(unit.children, Math.max(0, maxKids)),
    })
  }

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
        <SelectField
          id={`${id}-type`}
          label={t('modify.room_type')}
          wide
          value={unit.unitId}
          onChange={setType}
        >
          {types.map((each) => (
            <option key={each.unitId} value={each.unitId}>
              {each.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        id={`${id}-adults`}
        label={booking('adults')}
        narrow
        value={String(unit.adults)}
        onChange={(value) => setAdults(Number(value))}
      >
        {counts(1, maxAdults)}
      </SelectField>
      <SelectField
        id={`${id}-children`}
        label={booking('children')}
        narrow
        value={String(unit.children)}
        onChange={(value) => onChange({ ...unit, children: Number(value) })}
      >
        {counts(0, Math.max(maxChildren, unit.children))}
      </SelectField>
      <ChildAgeFields
        idPrefix={`${id}-child-age`}
        namespace="booking"
        ages={agesFor(unit.children, unit.childAges).map((age) =>
          age === null ? '' : String(age),
        )}
        showErrors={agesMissing}
        onChange={(child, age) =>
          onChildAge(child, age === '' ? null : Number(age))
        }
      />
      {(offer?.supplements ?? [])
        // Not sold with a board that serves its meal (issue 33), unless the booking has it.
        .filter(
          (supplement) =>
            !boardServes(board, supplement.meal) ||
            quantityOf(supplement.serviceId) > 0,
        )
        .map((supplement) => (
          <SelectField
            key={supplement.serviceId}
            id={`${id}-${supplement.serviceId}`}
            label={`${supplement.name} · ${priceOf(supplement)}`}
            value={String(quantityOf(supplement.serviceId))}
            onChange={(value) => setExtra(supplement.serviceId, Number(value))}
          >
            {counts(0, supplement.maxQuantity)}
          </SelectField>
        ))}
      {canRemove ? (
        <button type="button" className="resort-link-button" onClick={onRemove}>
          {t('modify.remove_room', { unit: name })}
        </button>
      ) : null}
    </fieldset>
  )
}
