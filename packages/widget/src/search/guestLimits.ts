/** Guests one search may ask for; larger groups send a booking request. */
export const GUEST_LIMITS = {
  adults: { min: 1, max: 10 },
  children: { min: 0, max: 10 },
} as const
