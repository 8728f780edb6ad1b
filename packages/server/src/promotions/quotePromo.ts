import type { PromoCodeRefusal, QuotedUnit } from '@resort/core/api'
import { ApiProblem, invalidParam } from '#http/errors'
import {
  PROMO_CODE_REFUSAL_TEXT,
  promoDiscounts,
  type PromoCode,
} from './promoCodeRules'

/**
 * A code not applied, on the promoCode field: 400 for the guest to change, except the uses gone
 * since it was typed (409, the quote's or the booking's own use finding none left).
 */
export const promoRefused = (reason: PromoCodeRefusal) =>
  reason === 'promo_code_used_up' || reason === 'promo_code_guest_limit'
    ? new ApiProblem(409, 'conflict', PROMO_CODE_REFUSAL_TEXT[reason], {
        promoCode: reason,
      })
    : invalidParam('promoCode', reason, PROMO_CODE_REFUSAL_TEXT[reason])

/** What the code took off the units in all (their promo_code lines). */
export const promoDiscountOf = (units: QuotedUnit[]) =>
  -units
    .flatMap((unit) => unit.priceBrakedown)
    .filter((line) => line.kind === 'promo_code')
    .reduce((sum, line) => sum + line.total, 0)

/**
 * Takes the code's discount off each unit's stay (decision 044): a line of its own after the
 * stay's lines, so the lines still add up to the unit's total.
 */
export function withPromo(
  units: QuotedUnit[],
  promo: PromoCode,
  label: string,
): QuotedUnit[] {
  const discounts = promoDiscounts(
    promo,
    units.map((unit) => unit.initialTotal),
  )
  return units.map((unit, index) => {
    const discount = discounts[index]!
    if (discount === 0) return unit
    const stayLines = unit.priceBrakedown.filter(
      (line) => line.kind !== 'supplement',
    )
    const extras = unit.priceBrakedown.filter(
      (line) => line.kind === 'supplement',
    )
    return {
      ...unit,
      initialTotal: unit.initialTotal - discount,
      total: unit.total - discount,
      priceBrakedown: [
        ...stayLines,
        {
          kind: 'promo_code',
          label: `${label} ${promo.code}`,
          quantity: 1,
          unitPrice: -discount,
          total: -discount,
        },
        ...extras,
      ],
    }
  })
}
