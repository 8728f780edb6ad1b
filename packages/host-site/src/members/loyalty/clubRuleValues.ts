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
  }
}
