import { promoValue } from '../promoCodes/promoValue'
import {
  reading,
  text,
  whole,
  type Describe,
  type Values,
} from './auditReading'
import type { Say } from './auditSay'

const ids = (value: unknown) =>
  Array.isArray(value) && value.every((id) => typeof id === 'string')
    ? value.join(', ')
    : undefined

// A window of days with either bound open, as the audit says dates.
function windowOf(from: unknown, to: unknown, say: Say) {
  const [first, last] = [text(from), text(to)]
  if (first && last) return say.dates(first, last)
  if (first) return say.t('audit.say.promo_code_from', { from: say.day(first) })
  if (last) return say.t('audit.say.promo_code_until', { to: say.day(last) })
  return undefined
}

/** What a new code limits, a line each; what it leaves open is not said. */
function conditions(after: Values, say: Say): string[] {
  const lines: string[] = []
  const add = (key: string, values: Record<string, string> = {}) =>
    lines.push(say.t(`audit.say.${key}`, values))
  const properties = ids(after.propertyIds)
  if (properties) add('promo_code_properties', { properties })
  const rates = ids(after.ratePlanIds)
  if (rates) add('promo_code_rates', { rates })
  const stays = windowOf(after.stayFrom, after.stayTo, say)
  if (stays) add('promo_code_stays', { window: stays })
  const booked = windowOf(after.bookFrom, after.bookTo, say)
  if (booked) add('promo_code_booked', { window: booked })
  const minNights = whole(after.minNights)
  if (minNights !== undefined && minNights > 1)
    add('promo_code_min_nights', { nights: say.count(minNights) })
  const maxUses = whole(after.maxUses)
  if (maxUses !== undefined)
    add('promo_code_max_uses', { uses: say.count(maxUses) })
  const perGuest = whole(after.maxUsesPerGuest)
  if (perGuest !== undefined)
    add('promo_code_max_uses_per_guest', { uses: say.count(perGuest) })
  if (after.combinable === true) add('promo_code_combinable')
  return lines
}

const promoCodeCreated: Describe = ({ entityId }, _before, after, say) => {
  const kind = text(after.kind)
  const value = whole(after.value)
  const currency = text(after.currency)
  if ((kind !== 'percent' && kind !== 'amount') || value === undefined)
    return undefined
  if (kind === 'amount' && !currency) return undefined
  return reading(
    say.t('audit.say.promo_code_created', {
      code: text(after.code) ?? entityId,
      discount: promoValue({ kind, value, currency }, say.language),
    }),
    conditions(after, say),
  )
}

const promoCodeVoided: Describe = ({ entityId }, before, after, say) => {
  if (!text(after.voidedAt)) return undefined
  const uses = whole(before.uses)
  return reading(
    say.t('audit.say.promo_code_voided', { code: entityId }),
    uses === undefined
      ? []
      : [say.t('audit.say.promo_code_uses', { uses: say.count(uses) })],
  )
}

/** Staff's promo codes (issue 35, decision 044) as staff would say them. */
export const PROMO_CODE_SENTENCES: Record<string, Describe> = {
  promo_code_created: promoCodeCreated,
  promo_code_voided: promoCodeVoided,
}
