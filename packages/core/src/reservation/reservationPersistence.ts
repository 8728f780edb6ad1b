import { createJSONStorage, type PersistOptions } from 'zustand/middleware'
import { restoresReservation } from './bookingPaths'
import type { ReservationSlice } from './reservationSlice'
import type { ReservationState } from './reservationTypes'
import {
  safeStorage,
  SESSION_KEYS,
  type KeyValueStorage,
  type Logger,
} from './sessionState'

/**
 * The reservation as session storage keeps it; the card never reaches the flow (decision 040),
 * and a gift voucher's code is left out (decision 045).
 */
export type SavedReservation = ReservationState

export interface ReservationPersistenceOptions {
  /** The page the flow is on: booking and sign-in pages restore a saved reservation, others reset it. */
  pathname: string
  storage: KeyValueStorage | undefined
  logger: Logger
  storageKey?: string
}

/**
 * How a store with the reservation slice keeps it in session storage (SPEC 4, SPEC 9): only the
 * reservation, none of the flow's state beside it (busy, the card step), under
 * `reservation_state`; restored on booking and sign-in pages. On any other page the saved
 * reservation is removed at once.
 */
export function persistReservation<S extends ReservationSlice>({
  pathname,
  storage,
  logger,
  storageKey = SESSION_KEYS.reservation,
}: ReservationPersistenceOptions): PersistOptions<S, SavedReservation> {
  const safe = safeStorage(storage, logger)
  const restore = restoresReservation(pathname)
  if (!restore) safe.removeItem(storageKey)
  return {
    name: storageKey,
    storage: createJSONStorage(() => safe),
    // Version 1 named lines "type#n"; a reservation saved by it is dropped, not misread.
    version: 2,
    migrate: () => ({}) as SavedReservation,
    skipHydration: !restore,
    // A gift voucher's code is worth money: other scripts of the page may read session storage.
    partialize: ({ reservation: { giftVoucher: _code, ...kept } }) => kept,
    merge: (saved, current) => ({
      ...current,
      reservation: {
        ...current.reservation,
        ...(saved as Partial<SavedReservation>),
      },
    }),
  }
}
