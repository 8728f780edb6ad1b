import { MAX_CHILD_AGE } from '../api/stayLimits'
import type { ReservationUnit, UnitGuests } from './reservationTypes'

/** A child's age as the guest chooses it (0 is under one year): null until chosen. */
export type ChildAge = number | null

const isAge = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= 0 &&
  (value as number) <= MAX_CHILD_AGE

/**
 * Issue 33: one age per child, those given kept in order and the rest not chosen yet; a
 * party of fewer children keeps the first ones' ages.
 */
export function agesFor(
  children: number,
  given: readonly unknown[] = [],
): ChildAge[] {
  return Array.from({ length: Math.max(0, children) }, (_, child) => {
    const age = given[child]
    return isAge(age) ? age : null
  })
}

/** SPEC 3 childAges of a room once every child has an age; undefined while one is missing. */
export function chosenAges(guests: UnitGuests): number[] | undefined {
  const ages = agesFor(guests.children, guests.childAges)
  return ages.every(isAge) ? ages : undefined
}

/** The first line with a child whose age is not chosen yet (issue 33), or undefined. */
export function lineMissingAges(
  units: readonly Pick<ReservationUnit, 'lineId' | 'guests'>[],
): string | undefined {
  return units.find((unit) => chosenAges(unit.guests) === undefined)?.lineId
}
