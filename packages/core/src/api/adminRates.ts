// The rates-and-availability grid's calls (issue 14). Request schemas in zod mini (decision 014:
// the admin pages run them); the answers are in adminRatesResponses.ts.
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import { requiredText } from '../validation/schemaParts'
import { catalogIdSchema, isoDateSchema, languageParam } from './stayQuery'

/** The limits of a rates edit; beyond them a value is a typing slip, not a price. */
export const RATE_EDIT_LIMITS = {
  /** A night's price, in minor units: at least 1.00 and at most 100,000.00. */
  minPrice: 100,
  maxPrice: 10_000_000,
  /** A change by percent: from -90 % to +500 %. */
  minPercent: -90,
  maxPercent: 500,
  maxRoomsToSell: 999,
  maxMinStay: 99,
  /** Days the grid shows at once, and days one bulk edit covers. */
  gridDays: 62,
  editDays: 366,
} as const

/** ISO weekdays: 1 Monday to 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

const wholeNumber = (min: number, max: number) =>
  zm
    .number({ error: 'required' })
    .check(
      zm.int('whole_number'),
      zm.gte(min, 'too_small'),
      zm.lte(max, 'too_large'),
    )

/** GET /api/v1/admin/rates: a property's unit types night by night over [from, to]. */
export const ratesGridQuerySchema = zm.object({
  propertyId: catalogIdSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  lang: languageParam,
})

export const PRICE_EDIT_MODES = ['set', 'add', 'percent'] as const
export type PriceEditMode = (typeof PRICE_EDIT_MODES)[number]

/**
 * POST /api/v1/admin/rates/preview: what an edit of the nights [from, to] on the weekdays chosen
 * would change. Each value given is set on every such night of the unit types; the price is set,
 * moved by an amount (minor units), or moved by a percent.
 */
export const rateEditSchema = zm.object({
  propertyId: catalogIdSchema,
  unitTypeIds: zm
    .array(catalogIdSchema)
    .check(zm.minLength(1, 'required'), zm.maxLength(50, 'too_long')),
  from: isoDateSchema,
  to: isoDateSchema,
  weekdays: zm._default(
    zm
      .array(wholeNumber(1, 7))
      .check(zm.minLength(1, 'required'), zm.maxLength(7, 'too_long')),
    [...WEEKDAYS],
  ),
  price: zm.optional(
    zm.object({
      mode: zm.enum(PRICE_EDIT_MODES),
      value: wholeNumber(-RATE_EDIT_LIMITS.maxPrice, RATE_EDIT_LIMITS.maxPrice),
    }),
  ),
  roomsToSell: zm.optional(wholeNumber(0, RATE_EDIT_LIMITS.maxRoomsToSell)),
  closed: zm.optional(zm.boolean()),
  minStay: zm.optional(wholeNumber(0, RATE_EDIT_LIMITS.maxMinStay)),
  closedToArrival: zm.optional(zm.boolean()),
  closedToDeparture: zm.optional(zm.boolean()),
  lang: languageParam,
})

/** POST /api/v1/admin/rates/save: the edit previewed, with the preview's `expected` fingerprint. */
export const rateEditSaveSchema = zm.extend(rateEditSchema, {
  expected: requiredText(64),
})

/** POST /api/v1/admin/rate-plans/rename: a rate's name in one or more languages. */
export const ratePlanRenameSchema = zm.object({
  ratePlanId: catalogIdSchema,
  names: zm
    .array(
      zm.object({
        language: zm.enum(LANGUAGES),
        name: requiredText(100),
      }),
    )
    .check(
      zm.minLength(1, 'required'),
      zm.maxLength(LANGUAGES.length, 'too_long'),
    ),
})

export type RateEditRequest = zm.output<typeof rateEditSchema>
