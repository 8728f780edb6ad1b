/** Guests one search may ask for; larger groups send a booking request (one fact, in core). */
export { SEARCH_GUEST_LIMITS as GUEST_LIMITS } from '@resort/core/search'
