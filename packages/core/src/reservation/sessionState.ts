/** Session-storage keys of SPEC 9. */
export const SESSION_KEYS = {
  reservation: 'reservation_state',
  reservationModify: 'reservation_modify_state',
  reservationConfirmation: 'reservation_confirmation',
  reservationModifyConfirmation: 'reservation_modify_confirmation',
  searchParams: 'search_params_state',
  registration: 'registration_state',
  promoBox: 'promo_box',
} as const

// The server reads the cookies too, and must not load the booking flow to name them.
export { COOKIE_NAMES } from '../api/cookieNames'

/** The part of the Web Storage API this module needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Where storage failures are reported; the console by default (core has no DOM or Node types). */
export interface Logger {
  error(message: string, ...details: unknown[]): void
}

export const consoleLogger: Logger = (
  globalThis as unknown as { console: Logger }
).console

/** Session storage when the runtime has it (browsers), else undefined (servers, tests). */
export function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage
  } catch {
    // Reading sessionStorage throws where storage is blocked (some privacy modes, sandboxed frames).
    return undefined
  }
}

/**
 * Storage whose failures (quota, blocked storage, bad JSON) only log to the console (SPEC 4):
 * a guest can always go on booking, at worst without a restore after reload.
 */
export function safeStorage(
  storage: KeyValueStorage | undefined,
  logger: Logger = consoleLogger,
): KeyValueStorage {
  const attempt = <T>(
    what: string,
    key: string,
    fallback: T,
    action: () => T,
  ): T => {
    try {
      return storage ? action() : fallback
    } catch (error) {
      logger.error(`Could not ${what} "${key}" in session storage`, error)
      return fallback
    }
  }
  return {
    getItem: (key) => attempt('load', key, null, () => storage!.getItem(key)),
    setItem: (key, value) =>
      attempt('save', key, undefined, () => storage!.setItem(key, value)),
    removeItem: (key) =>
      attempt('remove', key, undefined, () => storage!.removeItem(key)),
  }
}

/** Saves a value as JSON under a caller-chosen key; a failure only logs. */
export function saveState(
  key: string,
  value: unknown,
  storage = browserSessionStorage(),
  logger: Logger = consoleLogger,
): void {
  try {
    safeStorage(storage, logger).setItem(key, JSON.stringify(value))
  } catch (error) {
    logger.error(`Could not save "${key}" in session storage`, error)
  }
}

/** Loads a JSON value saved under a key; undefined when missing or unreadable (logged). */
export function loadState<T>(
  key: string,
  storage = browserSessionStorage(),
  logger: Logger = consoleLogger,
): T | undefined {
  const text = safeStorage(storage, logger).getItem(key)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as T
  } catch (error) {
    logger.error(`Could not read "${key}" from session storage`, error)
    return undefined
  }
}
