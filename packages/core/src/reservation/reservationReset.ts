import { restoresReservation } from './bookingPaths'
import {
  browserSessionStorage,
  consoleLogger,
  safeStorage,
  SESSION_KEYS,
  type Logger,
} from './sessionState'

/**
 * Forgets the saved reservation on a page that does not restore it (SPEC 4: restored on booking
 * and sign-in pages, reset on others); a site calls it on every navigation. Apart from the store,
 * whose code a page outside booking does not need.
 */
export function resetReservationOutsideBooking(
  pathname: string,
  storage = browserSessionStorage(),
  logger: Logger = consoleLogger,
): boolean {
  if (restoresReservation(pathname)) return false
  safeStorage(storage, logger).removeItem(SESSION_KEYS.reservation)
  safeStorage(storage, logger).removeItem(SESSION_KEYS.reservationConfirmation)
  return true
}
