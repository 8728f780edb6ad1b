import type { ApiClient } from '../api/createApiClient'
import { createPromoCode, voidPromoCode } from '../api/endpoints'
import type { PromoCodeResponse } from '../api/promoCodeResponses'
import {
  emptyPromoCodeDraft,
  promoCodeCodes,
  promoCodeFieldOf,
  promoCodeRequest,
  type PromoCodeDraft,
  type PromoCodeField,
  type PropertyCurrency,
} from './promoCodeDraft'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** A code as staff's list has it (issue 35). */
export type PromoCode = PromoCodeResponse

/** A code named by its id and by what guests type. */
export interface PromoCodeName {
  codeId: string
  code: string
}

/**
 * A new code from the form (issue 35); refusals, the server's too (a code that exists already),
 * show at their fields with what was typed kept; the form is empty again after each.
 */
export type PromoCodeCreation = StaffAction<
  'create',
  PromoCodeDraft,
  PromoCode,
  PromoCodeField
>

/**
 * Voiding a code, after a yes: no new quote or booking takes it, its bookings keep it (decision
 * 044). The action is named `remove` so that the admin area's question step (RemoveStep) asks it.
 */
export type PromoCodeVoiding = StaffAction<'remove', PromoCodeName, PromoCode>

/** What staff do with promo codes; only the latest outcome is news. */
export interface PromoCodeActions {
  creation: PromoCodeCreation
  voiding: PromoCodeVoiding
}

/** The currency most of the properties use: an amount's to begin with. */
function usualCurrency(properties: readonly PropertyCurrency[]): string {
  const counts = new Map<string, number>()
  for (const { currency } of properties)
    counts.set(currency, (counts.get(currency) ?? 0) + 1)
  let usual = 'EUR'
  let most = 0
  for (const [currency, count] of counts)
    if (count > most) [usual, most] = [currency, count]
  return usual
}

/** The promo codes' actions, given the catalog's properties and their currencies. */
export function createPromoCodeActions({
  api,
  properties,
}: {
  api: ApiClient
  properties: readonly PropertyCurrency[]
}): PromoCodeActions {
  // Each action, as it starts, makes the other's last outcome old news.
  const others = (acting: object) => {
    for (const action of Object.values(actions))
      if (action !== acting) action.getState().dismiss()
  }
  const creation: PromoCodeCreation = createStaffAction('create', {
    draft: emptyPromoCodeDraft(usualCurrency(properties)),
    check: (draft) => promoCodeCodes(draft, properties),
    send: (draft) => {
      others(creation)
      return api.call(createPromoCode, promoCodeRequest(draft).request)
    },
    fieldOf: promoCodeFieldOf,
    startOver: true,
  })
  const voiding: PromoCodeVoiding = createStaffAction('remove', {
    draft: { codeId: '', code: '' },
    send: ({ codeId }) => {
      others(voiding)
      return api.call(voidPromoCode, { codeId })
    },
  })
  const actions: PromoCodeActions = { creation, voiding }
  return actions
}
