import type { InputOf } from '../api/endpoint'
import type { createPromoCode } from '../api/endpoints'
import {
  createPromoCodeRequestSchema,
  type PromoCodeKind,
} from '../api/promoCodes'
import { requestCodes } from '../validation/requestCodes'
import { minorUnitsOf, wholeNumberOf } from './amountInput'
import type { FieldCodes } from './staffActionTypes'

/** The new promo code's form as typed (issue 35): text as entered, so nothing is lost on a refusal. */
export interface PromoCodeDraft {
  code: string
  kind: PromoCodeKind
  /** A whole percentage ("15"), or an amount in currency units ("25.50"). */
  value: string
  /** The amount's currency; a percentage sends none. */
  currency: string
  /** The properties chosen; none: every property. */
  propertyIds: string[]
  /** The rates ticked, by property: only the chosen properties' are sent; none: all their rates. */
  ratePlanIds: Readonly<Record<string, readonly string[]>>
  /** yyyy-MM-dd, or '' for no bound. */
  stayFrom: string
  stayTo: string
  bookFrom: string
  bookTo: string
  /** '' for the server's 1. */
  minNights: string
  /** '' for no limit. */
  maxUses: string
  maxUsesPerGuest: string
  combinable: boolean
}

/** The form's fields, in its order: where an error shows, and the summary's order. */
export const PROMO_CODE_FIELDS = [
  'code',
  'kind',
  'value',
  'currency',
  'propertyIds',
  'ratePlanIds',
  'stayFrom',
  'stayTo',
  'bookFrom',
  'bookTo',
  'minNights',
  'maxUses',
  'maxUsesPerGuest',
  'combinable',
] as const
export type PromoCodeField = (typeof PROMO_CODE_FIELDS)[number]

export type PromoCodeRequest = InputOf<typeof createPromoCode>

/** A property as the catalog names its currency. */
export interface PropertyCurrency {
  propertyId: string
  currency: string
}

/** An empty form: a percentage for every property, any dates, no limits. */
export const emptyPromoCodeDraft = (currency: string): PromoCodeDraft => ({
  code: '',
  kind: 'percent',
  value: '',
  currency,
  propertyIds: [],
  ratePlanIds: {},
  stayFrom: '',
  stayTo: '',
  bookFrom: '',
  bookTo: '',
  minNights: '',
  maxUses: '',
  maxUsesPerGuest: '',
  combinable: false,
})

/** The form's field a code of the call's names belongs to (`propertyIds.2` is `propertyIds`). */
export function promoCodeFieldOf(name: string): PromoCodeField | undefined {
  const field = name.split('.')[0]
  return PROMO_CODE_FIELDS.find((known) => known === field)
}

const CURRENCY = /^[A-Z]{3}$/

/** A typed whole number, or none where nothing is typed. */
function wholeOrNone(
  typed: string,
  errors: Record<string, string>,
  field: string,
) {
  if (typed.trim() === '') return undefined
  const value = wholeNumberOf(typed)
  if (value === undefined) errors[field] = 'whole_number'
  return value
}

/** The value in what the server takes: a percentage as typed, an amount in minor units. */
function valueOf(draft: PromoCodeDraft, errors: Record<string, string>) {
  if (draft.value.trim() === '') return undefined
  // An amount without a currency has no minor units: the currency's own error says so.
  if (draft.kind === 'amount' && !CURRENCY.test(draft.currency))
    return undefined
  const value =
    draft.kind === 'percent'
      ? wholeNumberOf(draft.value)
      : minorUnitsOf(draft.value, draft.currency)
  if (value === undefined)
    errors.value = draft.kind === 'percent' ? 'whole_number' : 'invalid_amount'
  return value
}

/**
 * The request for a draft, and what its own typing gets wrong (a number that is none), by the
 * request's field names. Blank bounds and limits are left out: the server's defaults apply.
 */
export function promoCodeRequest(draft: PromoCodeDraft): {
  request: PromoCodeRequest
  typing: FieldCodes
} {
  const typing: Record<string, string> = {}
  const date = (typed: string) => typed.trim() || undefined
  const request = {
    code: draft.code.trim(),
    kind: draft.kind,
    value: valueOf(draft, typing),
    currency: draft.kind === 'amount' ? draft.currency || undefined : undefined,
    propertyIds: draft.propertyIds,
    ratePlanIds: draft.propertyIds.flatMap(
      (propertyId) => draft.ratePlanIds[propertyId] ?? [],
    ),
    stayFrom: date(draft.stayFrom),
    stayTo: date(draft.stayTo),
    bookFrom: date(draft.bookFrom),
    bookTo: date(draft.bookTo),
    minNights: wholeOrNone(draft.minNights, typing, 'minNights'),
    maxUses: wholeOrNone(draft.maxUses, typing, 'maxUses'),
    maxUsesPerGuest: wholeOrNone(
      draft.maxUsesPerGuest,
      typing,
      'maxUsesPerGuest',
    ),
    combinable: draft.combinable,
  }
  // What is not given is not sent (a blank bound, no limit): undefined keys drop out.
  const given = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as PromoCodeRequest
  return { request: given, typing }
}

/**
 * What the server would refuse in a draft, before sending: its typing, core's request schema,
 * and an amount in another currency than a property chosen (decision 044: the property's only).
 */
export function promoCodeCodes(
  draft: PromoCodeDraft,
  properties: readonly PropertyCurrency[],
): FieldCodes {
  const { request, typing } = promoCodeRequest(draft)
  const codes: Record<string, string> = { ...typing }
  for (const [name, code] of Object.entries(
    requestCodes(createPromoCodeRequestSchema, request),
  ))
    codes[name] ??= code
  const elsewhere = properties.some(
    ({ propertyId, currency }) =>
      draft.propertyIds.includes(propertyId) && currency !== draft.currency,
  )
  if (draft.kind === 'amount' && draft.currency && elsewhere)
    codes.currency ??= 'not_property_currency'
  return codes
}
