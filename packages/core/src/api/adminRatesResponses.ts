// The rates-and-availability grid's answers (issue 14). Classic zod: only the server and the API
// document load these (decision 014).
import * as z from 'zod'

/** What staff set on a unit type's night. */
const nightValues = z.object({
  /** The night's price for the unit type's base occupancy, in minor units; rates derive from it. */
  price: z.number().int(),
  roomsToSell: z.number().int(),
  closed: z.boolean(),
  /** A stay arriving that night lasts at least this many nights; 0: only the rate's own minimum. */
  minStay: z.number().int(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
})

export const ratesGridResponseSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  ratePlans: z.array(
    z.object({
      ratePlanId: z.string(),
      name: z.string(),
      board: z.string(),
      /** The rate's share of the night's price, in thousandths (900: 10 % off). */
      priceFactorPermille: z.number().int(),
      minNights: z.number().int(),
    }),
  ),
  unitTypes: z.array(
    z.object({
      unitTypeId: z.string(),
      name: z.string(),
      /** The units of the type that exist; rooms to sell never go above it. */
      inventoryCount: z.number().int(),
      nights: z.array(
        nightValues.extend({
          night: z.string(),
          sold: z.number().int(),
          /** Each rate's room price that night, in the order of `ratePlans`. */
          ratePrices: z.array(z.number().int()),
        }),
      ),
    }),
  ),
})

const RATE_EDIT_WARNINGS = [
  /** Nights closed (or rooms cut to what is sold) that confirmed bookings hold: they keep them. */
  'closes_sold_nights',
  /** A new price for nights with bookings: the bookings keep the price they were sold at. */
  'sold_nights_keep_price',
  /** A minimum stay longer than the nights edited: stays arriving then run past them. */
  'min_stay_beyond_range',
  /** Nights not open for sale yet: nothing to change there. */
  'nights_without_inventory',
] as const

export const rateEditPreviewResponseSchema = z.object({
  currency: z.string(),
  /** Every night that changes, with the values before and after. */
  changes: z.array(
    z.object({
      unitTypeId: z.string(),
      unitName: z.string(),
      night: z.string(),
      sold: z.number().int(),
      before: nightValues,
      after: nightValues,
    }),
  ),
  warnings: z.array(
    z.object({
      code: z.enum(RATE_EDIT_WARNINGS),
      /** How many nights, and the first of them. */
      count: z.number().int(),
      nights: z.array(z.string()),
    }),
  ),
  /** Sent back with the save: the save is refused if the nights changed since this preview. */
  expected: z.string(),
})

export const rateEditSavedResponseSchema = z.object({
  saved: z.number().int(),
})

export const ratePlanRenamedResponseSchema = z.object({
  ratePlanId: z.string(),
  names: z.record(z.string(), z.string()),
})

export type RatesGridResponse = z.output<typeof ratesGridResponseSchema>
export type RateEditPreviewResponse = z.output<
  typeof rateEditPreviewResponseSchema
>
