/** A meal an extra sells (SPEC 3 extras): breakfast, or dinner (half board's evening meal). */
export type Meal = 'breakfast' | 'dinner'

// What each board (SPEC 3 boardName) already serves: an extra selling it is not sold with it.
const SERVED: Record<string, readonly Meal[]> = {
  RO: [],
  BB: ['breakfast'],
  HB: ['breakfast', 'dinner'],
  FB: ['breakfast', 'dinner'],
  AI: ['breakfast', 'dinner'],
}

/** True when a rate's board already serves the meal an extra sells (issue 33). */
export const boardServes = (board: string, meal: Meal | null): boolean =>
  meal !== null && (SERVED[board] ?? []).includes(meal)
