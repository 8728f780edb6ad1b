import type { MemberOffer } from '@resort/core/api'
import type { TFunction } from '../../platform/i18n/translation'

/** A day of the calendar ('yyyy-MM-dd') in the page's language, as the offer's windows name them. */
export const formatCalendarDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))

/** The offer's bonus rule in plain words: "2 times the points for a stay of at least 2 nights". */
export function offerRule(
  t: TFunction<'loyalty'>,
  offer: MemberOffer,
  language: string,
): string {
  const count = offer.minNights
  return offer.bonus.kind === 'multiplier'
    ? t('offers.rule_multiplier', { factor: offer.bonus.value + 1, count })
    : t('offers.rule_fixed', {
        points: new Intl.NumberFormat(language).format(offer.bonus.value),
        count,
      })
}

/** Where the offer applies: its regions and properties, or every property. */
export function offerCovers(
  t: TFunction<'loyalty'>,
  offer: MemberOffer,
  language: string,
): string {
  if (offer.covers.length === 0) return t('offers.covers_all')
  const places = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    offer.covers,
  )
  return t('offers.covers', { places })
}
