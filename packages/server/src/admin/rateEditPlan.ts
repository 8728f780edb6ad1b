import { createHash } from 'node:crypto'
import {
  RATE_EDIT_LIMITS,
  type RateEditPreviewResponse,
  type RateEditRequest,
} from '@resort/core/api'
import { addDaysIso, nightsBetween } from '@resort/core/stay'
import type { Selectable } from 'kysely'
import type { InventoryTable } from '#db/schema'
import { invalidParam, notFound } from '#http/errors'
import type { CatalogProperty } from '../catalog/catalogSnapshot'

type InventoryRow = Selectable<InventoryTable>
type Change = RateEditPreviewResponse['changes'][number]
export type NightValues = Change['before']
type Warning = RateEditPreviewResponse['warnings'][number]

/** What staff set on a night, as the grid and the preview show it. */
export function nightValues(row: InventoryRow): NightValues {
  return {
    price: row.price,
    roomsToSell: row.total,
    closed: row.closed === 1,
    minStay: row.min_stay,
    closedToArrival: row.closed_to_arrival === 1,
    closedToDeparture: row.closed_to_departure === 1,
  }
}

/** ISO weekday of a date: 1 Monday to 7 Sunday. */
const isoWeekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).getUTCDay() || 7

/** The nights of [from, to] (both included) on the weekdays asked for. */
export function editedNights(edit: RateEditRequest): string[] {
  const nights: string[] = []
  for (let night = edit.from; night <= edit.to; night = addDaysIso(night, 1))
    if (edit.weekdays.includes(isoWeekday(night))) nights.push(night)
  return nights
}

/** Refuses an edit that can only be a slip, at its field, before any night is read. */
export function checkRateEdit(
  property: CatalogProperty,
  edit: RateEditRequest,
  today: string,
): void {
  if (edit.to < edit.from)
    throw invalidParam(
      'to',
      'before_from',
      'The last night is before the first.',
    )
  if (edit.from < today)
    throw invalidParam(
      'from',
      'in_past',
      'Nights in the past cannot be changed.',
    )
  if (nightsBetween(edit.from, edit.to) + 1 > RATE_EDIT_LIMITS.editDays) {
    throw invalidParam(
      'to',
      'range_too_long',
      `One edit covers at most ${RATE_EDIT_LIMITS.editDays} days.`,
    )
  }
  edit.unitTypeIds.forEach((id, index) => {
    if (!property.unitTypes.some((unit) => unit.id === id))
      throw notFound('unit type at this property', id, `unitTypeIds.${index}`)
  })
  const { price } = edit
  if (price?.mode === 'set' && price.value < RATE_EDIT_LIMITS.minPrice)
    throw invalidParam('price.value', 'too_small', 'A price is at least 1.00.')
  if (price && price.mode !== 'set' && price.value === 0)
    throw invalidParam(
      'price.value',
      'not_zero',
      'A change of 0 changes nothing.',
    )
  if (
    price?.mode === 'percent' &&
    (price.value < RATE_EDIT_LIMITS.minPercent ||
      price.value > RATE_EDIT_LIMITS.maxPercent)
  ) {
    throw invalidParam(
      'price.value',
      price.value < 0 ? 'too_small' : 'too_large',
      `A change by percent is from ${RATE_EDIT_LIMITS.minPercent} to +${RATE_EDIT_LIMITS.maxPercent}.`,
    )
  }
  const changesSomething =
    price !== undefined ||
    edit.roomsToSell !== undefined ||
    edit.closed !== undefined ||
    edit.minStay !== undefined ||
    edit.closedToArrival !== undefined ||
    edit.closedToDeparture !== undefined
  if (!changesSomething)
    throw invalidParam(
      'changes',
      'required',
      'Choose at least one value to change.',
    )
}

function newPrice(price: number, edit: RateEditRequest['price']): number {
  if (!edit) return price
  if (edit.mode === 'set') return edit.value
  if (edit.mode === 'add') return price + edit.value
  return Math.round((price * (100 + edit.value)) / 100)
}

/** A night's values after the edit. */
function edited(before: NightValues, edit: RateEditRequest): NightValues {
  return {
    price: newPrice(before.price, edit.price),
    roomsToSell: edit.roomsToSell ?? before.roomsToSell,
    closed: edit.closed ?? before.closed,
    minStay: edit.minStay ?? before.minStay,
    closedToArrival: edit.closedToArrival ?? before.closedToArrival,
    closedToDeparture: edit.closedToDeparture ?? before.closedToDeparture,
  }
}

const sameValues = (a: NightValues, b: NightValues) =>
  (Object.keys(a) as (keyof NightValues)[]).every((key) => a[key] === b[key])

// A warning names how many nights and the first few of them.
const FIRST_NIGHTS = 5
function warning(code: Warning['code'], nights: string[]): Warning[] {
  return nights.length
    ? [{ code, count: nights.length, nights: nights.slice(0, FIRST_NIGHTS) }]
    : []
}

const listed = (nights: string[]) =>
  nights.slice(0, FIRST_NIGHTS).join(', ') +
  (nights.length > FIRST_NIGHTS
    ? ` and ${nights.length - FIRST_NIGHTS} more`
    : '')

/**
 * The nights an edit changes, before and after, and what staff should know before saving.
 * Refuses (at the field) a price that would leave its bounds and rooms to sell above the units
 * that exist or below what is sold; the whole edit or nothing.
 */
export function planRateEdit(
  property: CatalogProperty,
  rows: InventoryRow[],
  edit: RateEditRequest,
  unitName: (unitTypeId: string) => string,
): Omit<RateEditPreviewResponse, 'currency' | 'expected'> {
  const nights = editedNights(edit)
  const byKey = new Map(
    rows.map((row) => [`${row.unit_type_id}/${row.night}`, row]),
  )
  const changes: Change[] = []
  const missing: string[] = []
  const priceOutOfRange: string[] = []
  const belowSold: string[] = []
  const closesSold: string[] = []
  const soldKeepPrice: string[] = []
  for (const unitTypeId of edit.unitTypeIds) {
    const unit = property.unitTypes.find(
      (candidate) => candidate.id === unitTypeId,
    )!
    if (
      edit.roomsToSell !== undefined &&
      edit.roomsToSell > unit.inventory_count
    ) {
      throw invalidParam(
        'roomsToSell',
        'above_inventory',
        `${unitName(unitTypeId)} has ${unit.inventory_count} units; no more can be sold.`,
      )
    }
    for (const night of nights) {
      const row = byKey.get(`${unitTypeId}/${night}`)
      if (!row) {
        missing.push(night)
        continue
      }
      const before = nightValues(row)
      const after = edited(before, edit)
      if (sameValues(before, after)) continue
      const label = `${unitName(unitTypeId)} ${night}`
      if (
        after.price < RATE_EDIT_LIMITS.minPrice ||
        after.price > RATE_EDIT_LIMITS.maxPrice
      )
        priceOutOfRange.push(label)
      if (after.roomsToSell < row.sold) belowSold.push(label)
      if (row.sold > 0 && after.closed && !before.closed) closesSold.push(night)
      if (row.sold > 0 && after.price !== before.price)
        soldKeepPrice.push(night)
      changes.push({
        unitTypeId,
        unitName: unitName(unitTypeId),
        night,
        sold: row.sold,
        before,
        after,
      })
    }
  }
  if (priceOutOfRange.length) {
    throw invalidParam(
      'price.value',
      'price_out_of_range',
      `The price would leave 1.00–100,000.00 on ${listed(priceOutOfRange)}.`,
    )
  }
  if (belowSold.length) {
    throw invalidParam(
      'roomsToSell',
      'below_sold',
      `More rooms are already sold than that on ${listed(belowSold)}.`,
    )
  }
  const uniqueMissing = [...new Set(missing)]
  return {
    changes,
    warnings: [
      ...warning('closes_sold_nights', [...new Set(closesSold)]),
      ...warning('sold_nights_keep_price', [...new Set(soldKeepPrice)]),
      ...warning(
        'min_stay_beyond_range',
        edit.minStay !== undefined &&
          edit.minStay > nightsBetween(edit.from, edit.to) + 1
          ? [edit.from]
          : [],
      ),
      ...warning('nights_without_inventory', uniqueMissing),
    ],
  }
}

/** The preview's fingerprint: the save goes ahead only if the same nights change the same way. */
export function changesFingerprint(changes: Change[]): string {
  const hash = createHash('sha256')
  for (const change of changes)
    hash.update(
      JSON.stringify([
        change.unitTypeId,
        change.night,
        change.before,
        change.after,
      ]),
    )
  return hash.digest('base64url')
}
