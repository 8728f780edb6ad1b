import { CLUB_RULES } from '@resort/core/api'

// The earning rule members read on the loyalty page (decision 021): 10 points per whole euro a
// stay costs (rooms and extras as booked, taxes included), pending from booking, earned once the
// stay is over and was not cancelled. Every property sells in euros.

export const POINTS_PER_EURO = CLUB_RULES.pointsPerEuro

/** The points a stay of `totalCents` earns. */
export const pointsForStay = (totalCents: number): number =>
  Math.floor(Math.max(0, totalCents) / 100) * POINTS_PER_EURO
