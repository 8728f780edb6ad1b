// The answers of the promo code calls (issue 35); the requests are in promoCodes.ts.
import * as z from 'zod'
import { PROMO_CODE_KINDS } from './promoCodes'

export const adminPromoCodeSchema = z.object({
  codeId: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  value: z.number().int(),
  currency: z.string().nullable(),
  propertyIds: z.array(z.string()),
  ratePlanIds: z.array(z.string()),
  stayFrom: z.string().nullable(),
  stayTo: z.string().nullable(),
  bookFrom: z.string().nullable(),
  bookTo: z.string().nullable(),
  minNights: z.number().int(),
  maxUses: z.number().int().nullable(),
  maxUsesPerGuest: z.number().int().nullable(),
  combinable: z.boolean(),
  /** Bookings that hold a use now (cancelled ones gave theirs back). */
  uses: z.number().int(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
})
export type PromoCodeResponse = z.output<typeof adminPromoCodeSchema>

export const adminPromoCodesResponseSchema = z.object({
  codes: z.array(adminPromoCodeSchema),
})
