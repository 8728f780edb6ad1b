import { agesFor, type ChildAge } from './childAges'
import type { BookedStay, ModifyDraft } from './modifyState'

type BookedUnit = BookedStay['accomodationData'][number]

/** The change with one age per child in each unit, those given kept in order (issue 33). */
export function withChildAges(draft: ModifyDraft): ModifyDraft {
  return {
    ...draft,
    units: draft.units.map((unit) => ({
      ...unit,
      childAges: agesFor(unit.children, unit.childAges),
    })),
  }
}

/** The change with child `child`'s age (0-based) of unit `unit` set, or not chosen when null. */
export function withChildAge(
  draft: ModifyDraft,
  unit: number,
  child: number,
  age: ChildAge,
): ModifyDraft {
  return withChildAges({
    ...draft,
    units: draft.units.map((each, index) => {
      if (index !== unit) return each
      const ages = agesFor(each.children, each.childAges)
      return {
        ...each,
        childAges: ages.map((at, n) => (n === child ? age : at)),
      }
    }),
  })
}

/**
 * Issue 33: a changed unit with children gives each child's age, except the booked unit's same
 * children booked before ages were asked (the server keeps those as they were).
 */
export function needsChildAges(
  booked: BookedUnit | undefined,
  unit: ModifyDraft['units'][number],
): boolean {
  if (unit.children === 0) return false
  const bookedWithoutAges =
    booked !== undefined &&
    booked.children === unit.children &&
    (booked.childAges ?? []).length === 0
  return !bookedWithoutAges
}

/** The first unit of a change (its index) missing a child's age it needs, or undefined. */
export function unitMissingAges(
  booking: BookedStay,
  draft: ModifyDraft,
): number | undefined {
  const index = draft.units.findIndex(
    (unit, at) =>
      needsChildAges(booking.accomodationData[at], unit) &&
      agesFor(unit.children, unit.childAges).includes(null),
  )
  return index < 0 ? undefined : index
}

type WireUnit = Omit<ModifyDraft['units'][number], 'childAges'> & {
  childAges?: number[]
}

/** The change as the quote and edit calls take it: a unit's ages once each child has one. */
export function changeRequestOf(
  draft: ModifyDraft,
): Omit<ModifyDraft, 'units'> & { units: WireUnit[] } {
  return {
    ...draft,
    units: draft.units.map(({ childAges, ...unit }) => {
      const ages = agesFor(unit.children, childAges)
      const chosen = ages.filter((age): age is number => age !== null)
      return unit.children > 0 && chosen.length === unit.children
        ? { ...unit, childAges: chosen }
        : unit
    }),
  }
}
