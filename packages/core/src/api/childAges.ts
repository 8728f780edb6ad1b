import * as z from 'zod'
import { MAX_CHILD_AGE, MAX_GUESTS } from './stayLimits'

const childAgeSchema = z
  .number({ error: 'child_age_invalid' })
  .int('child_age_invalid')
  .min(0, 'child_age_invalid')
  .max(MAX_CHILD_AGE, 'child_age_invalid')

/** SPEC 3 childAges: the age of each child of a unit, in order; 0 is under one year. */
export const childAgesSchema = z
  .array(childAgeSchema)
  .max(MAX_GUESTS, 'too_many')

/** A unit's party as a request names it: its children and, when given, their ages. */
interface UnitParty {
  children: number
  childAges?: readonly number[] | undefined
}

/**
 * Issue 33: a unit's ages, when given, are one per child (`child_ages_count` at its childAges);
 * `required` for a booking, whose units with children must give them. A quote may leave them
 * out: the rooms step prices a room before the guest has chosen every age.
 */
export function refineChildAges(
  unit: UnitParty,
  context: z.core.$RefinementCtx,
  path: (string | number)[],
  required: boolean,
): void {
  const ages = unit.childAges
  const wrong =
    ages === undefined
      ? required && unit.children > 0
      : ages.length !== unit.children
  if (wrong) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'childAges'],
      message: 'child_ages_count',
    })
  }
}

/** refineChildAges for each unit of a reservation (its `units` field). */
export function refineUnitsChildAges(
  value: { units: readonly UnitParty[] },
  context: z.core.$RefinementCtx,
  required: boolean,
): void {
  value.units.forEach((unit, index) =>
    refineChildAges(unit, context, ['units', index], required),
  )
}
