import type { CalendarResponse } from '@resort/core/api'
import { addDaysIso, nightsBetween } from '@resort/core/stay'
import type { Kysely, Selectable } from 'kysely'
import type { BookingTable, BookingUnitTable, Database } from '#db/schema'
import type { Catalog } from '../catalog/catalogSnapshot'
import { initialStayTotal } from '../pricing/stayPrice'
import { nightInventory } from '../search/availability'
import { findProperty } from '../search/propertyOffers'

type BookedUnit = Pick<
  Selectable<BookingUnitTable>,
  'unit_type_id' | 'adults' | 'children'
>
type CalendarDay = CalendarResponse['days'][number]

/**
 * Per day of [from, to): could the booking's rooms stay that night, its own nights counting as
 * free, and what that night costs its rooms on its rate (issue 33: the change of dates shows
 * prices), with the shortest stay from it and staff's closings to arrival and departure.
 */
export async function bookingCalendar(
  db: Kysely<Database>,
  catalog: Catalog,
  booking: Selectable<BookingTable>,
  units: readonly BookedUnit[],
  from: string,
  to: string,
): Promise<CalendarDay[]> {
  const property = findProperty(catalog, booking.property_id)
  const rate = property.ratePlans.find(
    (plan) => plan.id === booking.rate_plan_id,
  )
  const types = [...new Set(units.map((unit) => unit.unit_type_id))]
  const inventory = await nightInventory(db, types, from, to)
  const own =
    booking.status === 'confirmed'
      ? (night: string) => night >= booking.date_from && night < booking.date_to
      : () => false
  return Array.from(
    { length: Math.max(0, nightsBetween(from, to)) },
    (_, i) => {
      const date = addDaysIso(from, i)
      const nights = units.map((unit) => ({
        unit,
        type: property.unitTypes.find((type) => type.id === unit.unit_type_id),
        night: inventory
          .get(unit.unit_type_id)
          ?.find((row) => row.night === date),
      }))
      const wanted = (typeId: string) =>
        units.filter((unit) => unit.unit_type_id === typeId).length
      const Available = nights.every(
        ({ unit, night }) =>
          night !== undefined &&
          !night.closed &&
          night.free + (own(date) ? wanted(unit.unit_type_id) : 0) >=
            wanted(unit.unit_type_id),
      )
      const priced =
        Available && rate
          ? nights.reduce<number | null>(
              (sum, { unit, type, night }) =>
                sum === null || !type || !night
                  ? null
                  : sum +
                    initialStayTotal(type, rate, night.price, 1, {
                      adults: unit.adults,
                      children: unit.children,
                    }),
              0,
            )
          : null
      const minNights = Math.max(
        rate?.min_nights ?? 1,
        ...nights.map(({ night }) => night?.minStay ?? 1),
      )
      return {
        date,
        Available,
        lowestPrice: priced,
        minNights: Available ? minNights : null,
        ...(nights.some(({ night }) => night?.closedToArrival)
          ? { closedToArrival: true }
          : {}),
        ...(nights.some(({ night }) => night?.closedToDeparture)
          ? { closedToDeparture: true }
          : {}),
      }
    },
  )
}
