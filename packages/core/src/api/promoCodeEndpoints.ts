// The promo code calls (issue 35), rows of the endpoint table in a module of their own (see
// endpoints.ts).
import type * as z from 'zod'
import { staffEndpoint, type WireInput } from './endpoint'
import type {
  adminPromoCodesResponseSchema,
  adminPromoCodeSchema,
} from './promoCodeResponses'
import type {
  createPromoCodeRequestSchema,
  voidPromoCodeRequestSchema,
} from './promoCodes'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const adminPromoCodes = /* @__PURE__ */ staffEndpoint<
  undefined,
  Out<typeof adminPromoCodesResponseSchema>
>('adminPromoCodes', 'GET', '/api/v1/admin/promo-codes')
export const createPromoCode = /* @__PURE__ */ staffEndpoint<
  In<typeof createPromoCodeRequestSchema>,
  Out<typeof adminPromoCodeSchema>
>('createPromoCode', 'POST', '/api/v1/admin/promo-codes', ['conflict'])
export const voidPromoCode = /* @__PURE__ */ staffEndpoint<
  In<typeof voidPromoCodeRequestSchema>,
  Out<typeof adminPromoCodeSchema>
>('voidPromoCode', 'POST', '/api/v1/admin/promo-codes/void', ['not_found'])
