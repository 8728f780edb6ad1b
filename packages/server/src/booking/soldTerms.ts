import type { Language } from '@resort/core'
import type { PolicyKind } from '#db/schema'
import type { CatalogRatePlan } from '../catalog/catalogSnapshot'

type RatePolicy = Record<PolicyKind, string[]>

/** The rate as it was sold, in every language the catalog had then. */
interface SoldTerms {
  rate: Record<string, { name: string; boardName: string }>
  policy: Record<string, RatePolicy>
}

/**
 * What the guest bought of a rate (issue 14: bookings keep what was sold): its name, board and
 * policies, copied onto the booking when it is made, so a later catalog edit changes nothing the
 * guest agreed to. Every language, since the guest may read the booking in another.
 */
export function soldTermsOf(rate: CatalogRatePlan): string {
  const terms: SoldTerms = { rate: {}, policy: {} }
  for (const [language, texts] of rate.texts)
    terms.rate[language] = { name: texts.name, boardName: texts.boardName }
  for (const [language, policy] of rate.policy) terms.policy[language] = policy
  return JSON.stringify(terms)
}

/** The sold rate's texts in a language (English when the rate had none in it); null before issue 14. */
export function soldTermsIn(
  soldTerms: string | null,
  language: Language,
): { name: string; boardName: string; policy: RatePolicy | undefined } | null {
  if (soldTerms === null) return null
  const terms = JSON.parse(soldTerms) as SoldTerms
  const rate = terms.rate[language] ?? terms.rate.en
  if (!rate) return null
  return { ...rate, policy: terms.policy[language] ?? terms.policy.en }
}
