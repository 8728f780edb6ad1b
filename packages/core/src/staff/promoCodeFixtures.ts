// Promo codes for the tests of core and of the admin area (issue 35): one set of test data.
import type { InputOf } from '../api/endpoint'
import type { createPromoCode } from '../api/endpoints'
import type { PromoCode } from './promoCodeActions'

// This file is @resort/core/staff/testing: the gift vouchers' and the webhooks' test data
// (issue 35) go with it.
export * from './giftVoucherFixtures'
export * from './webhookFixtures'

type PromoCodeRequest = InputOf<typeof createPromoCode>

/**
 * Hotel Vala's code as the form sends it: €25.50 off summer stays of 3 nights or more at its
 * flexible rate, booked by the end of June; 10 uses in all, 1 per guest, with the member price.
 */
export const valaRequest = {
  code: 'VALA-25',
  kind: 'amount',
  value: 2550,
  currency: 'EUR',
  propertyIds: ['vala-krk'],
  ratePlanIds: ['vala-flex'],
  stayFrom: '2030-07-01',
  stayTo: '2030-08-31',
  bookTo: '2030-06-30',
  minNights: 3,
  maxUses: 10,
  maxUsesPerGuest: 1,
  combinable: true,
} satisfies PromoCodeRequest

/** A code as the server lists it: 15 % off everything, any time, never used. */
export const promoCode = (fields: Partial<PromoCode> = {}): PromoCode => ({
  codeId: 'code-summer',
  code: 'SUMMER15',
  kind: 'percent',
  value: 15,
  currency: null,
  propertyIds: [],
  ratePlanIds: [],
  stayFrom: null,
  stayTo: null,
  bookFrom: null,
  bookTo: null,
  minNights: 1,
  maxUses: null,
  maxUsesPerGuest: null,
  combinable: false,
  uses: 0,
  createdAt: '2030-05-02T09:00:00.000Z',
  voidedAt: null,
  ...fields,
})

/** The code the server answers for `request`: kept in capitals, what was left out as its default. */
export const createdCode = (
  request: PromoCodeRequest,
  fields: Partial<PromoCode> = {},
): PromoCode =>
  promoCode({
    ...request,
    code: request.code.trim().toUpperCase(),
    currency: request.currency ?? null,
    ...fields,
  })
