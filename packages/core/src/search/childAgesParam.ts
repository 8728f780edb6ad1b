import { MAX_CHILD_AGE } from '../api/stayLimits'

export { MAX_CHILD_AGE }

/** The children's ages as a query string names them: `childAges=4,9` (SPEC 3 childAges). */
export const childAgesParam = (ages: readonly number[]): string =>
  ages.join(',')

/**
 * Ages from a query string value such as `4,9` (issue 33): one whole age from 0 to 17 per child,
 * or undefined, so the rooms step asks for them. A party without children has none to read.
 */
export function parseChildAges(
  value: string | null | undefined,
  children: number,
): number[] | undefined {
  if (!value) return undefined
  const parts = value.split(',')
  const ages = parts.map((part) =>
    /^\s*\d{1,2}\s*$/.test(part) ? Number(part) : Number.NaN,
  )
  const valid = ages.every((age) => age >= 0 && age <= MAX_CHILD_AGE)
  return valid && ages.length === children ? ages : undefined
}

/** The ages of a party of `children`, when `ages` holds one valid age for each. */
export function partyAges(
  ages: readonly unknown[] | undefined,
  children: number,
): number[] | undefined {
  return ages && children > 0
    ? parseChildAges(ages.map(String).join(','), children)
    : undefined
}
