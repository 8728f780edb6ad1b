import {
  RATE_EDIT_LIMITS,
  rateEditSchema,
  WEEKDAYS,
  type PriceEditMode,
  type RateEditRequest,
} from '../api/adminRates'
import type { RatesGridResponse } from '../api/adminRatesResponses'
import type { Language } from '../i18n/languages'
import { minorUnitsOf, typedAmount, wholeNumberOf } from './amountInput'

/** A yes/no value of the nights, or left as each night has it. */
export type Choice = 'unchanged' | 'yes' | 'no'

/** The edit form as typed: text as entered, so that nothing is lost on a refusal. */
export interface RateEditDraft {
  unitTypeIds: string[]
  from: string
  to: string
  weekdays: number[]
  priceMode: PriceEditMode
  price: string
  roomsToSell: string
  /** yes: closed; no: open. */
  closed: Choice
  minStay: string
  closedToArrival: Choice
  closedToDeparture: Choice
}

/** Error codes by field ('price.value', 'roomsToSell', 'unitTypeIds', ...). */
export type FieldErrors = Readonly<Record<string, string>>

type Night = RatesGridResponse['unitTypes'][number]['nights'][number]

/** A bulk edit: nothing changed yet, every weekday. */
export const bulkDraft = (from: string, to: string): RateEditDraft => ({
  unitTypeIds: [],
  from,
  to,
  weekdays: [...WEEKDAYS],
  priceMode: 'set',
  price: '',
  roomsToSell: '',
  closed: 'unchanged',
  minStay: '',
  closedToArrival: 'unchanged',
  closedToDeparture: 'unchanged',
})

const choiceOf = (value: boolean): Choice => (value ? 'yes' : 'no')

/** One unit type's night, filled in with what it has now. */
export function nightDraft(
  unitTypeId: string,
  night: Night,
  currency: string,
): RateEditDraft {
  return {
    ...bulkDraft(night.night, night.night),
    unitTypeIds: [unitTypeId],
    price: typedAmount(night.price, currency),
    roomsToSell: String(night.roomsToSell),
    closed: choiceOf(night.closed),
    minStay: String(night.minStay),
    closedToArrival: choiceOf(night.closedToArrival),
    closedToDeparture: choiceOf(night.closedToDeparture),
  }
}

/** The fields an error can be shown at, in the form's order. */
export const FORM_FIELDS = [
  'unitTypeIds',
  'from',
  'to',
  'weekdays',
  'changes',
  'price.value',
  'roomsToSell',
  'closed',
  'minStay',
  'closedToArrival',
  'closedToDeparture',
] as const
export type FormField = (typeof FORM_FIELDS)[number]

/**
 * The form's own field for an error the server put on a part of it ('unitTypeIds.0'); undefined
 * for one the form has no field for (propertyId, lang).
 */
export function formFieldOf(key: string): FormField | undefined {
  if (key.startsWith('unitTypeIds')) return 'unitTypeIds'
  if (key.startsWith('weekdays')) return 'weekdays'
  if (key.startsWith('price')) return 'price.value'
  return FORM_FIELDS.find((field) => field === key)
}

/** What the server would refuse in a price before reading any night (rateEditPlan's checks). */
function priceProblem({
  mode,
  value,
}: NonNullable<RateEditRequest['price']>): string | undefined {
  if (mode === 'set' && value < RATE_EDIT_LIMITS.minPrice) return 'too_small'
  if (mode !== 'set' && value === 0) return 'not_zero'
  if (mode === 'percent' && value < RATE_EDIT_LIMITS.minPercent)
    return 'too_small'
  if (mode === 'percent' && value > RATE_EDIT_LIMITS.maxPercent)
    return 'too_large'
  return undefined
}

type Built =
  | { request: RateEditRequest; errors?: undefined }
  | { request?: undefined; errors: FieldErrors }

/**
 * The request for a draft: only the values that differ from what the form started with (a
 * night's own values, or nothing for a bulk edit), in minor units; or the errors at their fields.
 */
export function rateEditRequest(
  draft: RateEditDraft,
  start: RateEditDraft,
  {
    propertyId,
    currency,
    lang,
  }: {
    propertyId: string
    currency: string
    lang: Language
  },
): Built {
  const errors: Record<string, string> = {}
  const changed = (key: keyof RateEditDraft) =>
    draft[key] !== start[key] && draft[key] !== '' && draft[key] !== 'unchanged'
  const whole = (field: 'roomsToSell' | 'minStay') => {
    if (!changed(field)) return undefined
    const value = wholeNumberOf(draft[field])
    if (value === undefined) errors[field] = 'whole_number'
    return value
  }
  const flag = (field: 'closed' | 'closedToArrival' | 'closedToDeparture') =>
    changed(field) ? draft[field] === 'yes' : undefined

  let price: RateEditRequest['price']
  if (
    draft.price.trim() !== '' &&
    (draft.price !== start.price || draft.priceMode !== start.priceMode)
  ) {
    const value =
      draft.priceMode === 'percent'
        ? wholeNumberOf(draft.price)
        : minorUnitsOf(draft.price, currency)
    if (value === undefined)
      errors['price.value'] =
        draft.priceMode === 'percent' ? 'whole_number' : 'invalid_amount'
    else price = { mode: draft.priceMode, value }
  }
  const values = {
    price,
    roomsToSell: whole('roomsToSell'),
    closed: flag('closed'),
    minStay: whole('minStay'),
    closedToArrival: flag('closedToArrival'),
    closedToDeparture: flag('closedToDeparture'),
  }
  const request = {
    propertyId,
    unitTypeIds: draft.unitTypeIds,
    from: draft.from,
    to: draft.to,
    weekdays: [...draft.weekdays].sort(),
    // Only what changes goes: an absent value leaves each night as it is.
    ...Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== undefined),
    ),
    lang,
  } as RateEditRequest
  if (!draft.from) errors.from = 'required'
  if (!draft.to) errors.to = 'required'
  if (draft.from && draft.to && draft.to < draft.from) errors.to = 'before_from'
  if (price) {
    const code = priceProblem(price)
    if (code) errors['price.value'] = code
  }
  const typedValues = ['price.value', 'roomsToSell', 'minStay']
  if (
    Object.values(values).every((value) => value === undefined) &&
    !typedValues.some((field) => field in errors)
  )
    errors.changes = 'required'
  for (const issue of rateEditSchema.safeParse(request).error?.issues ?? []) {
    const field = formFieldOf(issue.path.join('.')) ?? 'changes'
    errors[field] ??= issue.message
  }
  return Object.keys(errors).length ? { errors } : { request }
}
