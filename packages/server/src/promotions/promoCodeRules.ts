import type { Language } from '@resort/core'
import type { PromoCodeRefusal } from '@resort/core/api'
import { addDaysIso, type IsoDate } from '@resort/core/stay'

/** A promo code as the rules read it (decision 044). */
export interface PromoCode {
  id: string
  code: string
  kind: 'percent' | 'amount'
  value: number
  currency: string | null
  propertyIds: readonly string[]
  ratePlanIds: readonly string[]
  stayFrom: string | null
  stayTo: string | null
  bookFrom: string | null
  bookTo: string | null
  minNights: number
  maxUses: number | null
  maxUsesPerGuest: number | null
  combinable: boolean
  uses: number
  voided: boolean
}

/** The reservation a code is asked for. */
export interface PromoStay {
  propertyId: string
  rateId: string
  currency: string
  dateFrom: IsoDate
  dateTo: IsoDate
  nights: number
  /** The day of booking (UTC). */
  today: IsoDate
  /** Whether the member price applies to this quote. */
  memberPrice: boolean
}

const outside = (list: readonly string[], id: string) =>
  list.length > 0 && !list.includes(id)

/**
 * Why `code` does not apply to `stay`, or undefined when it does. Uses left are counted too.
 * `held`: the booking being changed holds a use of it already, so only the stay is judged (a code
 * voided, past its booking window or used up since stays with the bookings made with it).
 */
export function promoCodeRefusal(
  code: PromoCode,
  stay: PromoStay,
  held = false,
): PromoCodeRefusal | undefined {
  if (!held) {
    if (code.voided) return 'promo_code_unknown'
    if (code.bookFrom && stay.today < code.bookFrom) return 'promo_code_not_yet'
    if (code.bookTo && stay.today > code.bookTo) return 'promo_code_expired'
  }
  if (
    outside(code.propertyIds, stay.propertyId) ||
    outside(code.ratePlanIds, stay.rateId) ||
    (code.kind === 'amount' && code.currency !== stay.currency)
  )
    return 'promo_code_not_here'
  const lastNight = addDaysIso(stay.dateTo, -1)
  if (
    (code.stayFrom && stay.dateFrom < code.stayFrom) ||
    (code.stayTo && lastNight > code.stayTo)
  )
    return 'promo_code_stay_dates'
  if (stay.nights < code.minNights) return 'promo_code_min_nights'
  if (!held && code.maxUses !== null && code.uses >= code.maxUses)
    return 'promo_code_used_up'
  if (!code.combinable && stay.memberPrice) return 'promo_code_not_combinable'
  return undefined
}

/**
 * What the code takes off each unit's stay price (nights, extra guests, board; in minor units):
 * a percentage of each, rounded half up; an amount spread over the units in order, each at most
 * its price. Never more than a unit's price, never below 0.
 */
export function promoDiscounts(
  code: Pick<PromoCode, 'kind' | 'value'>,
  stayPrices: readonly number[],
): number[] {
  if (code.kind === 'percent')
    return stayPrices.map((price) =>
      price <= 0 ? 0 : Math.min(price, Math.round((price * code.value) / 100)),
    )
  let left = code.value
  return stayPrices.map((price) => {
    const discount = Math.min(left, Math.max(price, 0))
    left -= discount
    return discount
  })
}

/** The English detail of a refusal; the widget shows its own words for the code. */
export const PROMO_CODE_REFUSAL_TEXT: Record<PromoCodeRefusal, string> = {
  promo_code_unknown: 'There is no such promo code.',
  promo_code_not_yet: 'This promo code cannot be used yet.',
  promo_code_expired: 'This promo code can no longer be used.',
  promo_code_stay_dates: 'This promo code is not for these dates.',
  promo_code_min_nights: 'This promo code needs a longer stay.',
  promo_code_not_here: 'This promo code is not for this property or rate.',
  promo_code_used_up: 'This promo code has been used as often as it may be.',
  promo_code_guest_limit:
    'This promo code has been used as often as one guest may use it.',
  promo_code_not_combinable:
    'This promo code cannot be combined with the member price.',
}

/** The breakdown line's label before the code, in the quote's language. */
export const promoCodeLabel: Record<Language, string> = {
  en: 'Promo code',
  de: 'Aktionscode',
  it: 'Codice promozionale',
  hr: 'Promotivni kod',
  sl: 'Promocijska koda',
}
