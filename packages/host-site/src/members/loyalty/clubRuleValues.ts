import { CLUB_RULES } from '@resort/core/api'

/** The club's rules as the pages' texts interpolate them, figures in the page's language. */
export function clubRuleValues(language: string) {
  const number = new Intl.NumberFormat(language)
  const list = new Intl.ListFormat(language, { type: 'conjunction' })
  return {
    points: number.format(CLUB_RULES.pointsPerEuro),
    months: number.format(CLUB_RULES.inactivityMonths),
    reminders: list.format(CLUB_RULES.reminderDays.map(String)),
    minimum: number.format(CLUB_RULES.transferMinimum),
    maximum: number.format(CLUB_RULES.transferYearlyMaximum),
    // Points as payment (issue 35, decision 046): the published rate, in euros.
    paymentRate: number.format(CLUB_RULES.paymentPointsPerEuro),
    paymentUnit: new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(1),
    paymentMinimum: number.format(CLUB_RULES.paymentMinimum),
    paymentStep: number.format(CLUB_RULES.paymentStep),
  }
}
