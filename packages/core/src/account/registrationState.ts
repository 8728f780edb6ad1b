// SPEC 9's registration_state: what the registration form holds that may be kept, so that a
// reload loses nothing. Never the password (ASVS 14.3.3: no secrets in browser storage).
import {
  loadState,
  SESSION_KEYS,
  saveState,
  type KeyValueStorage,
  type Logger,
} from '../reservation/sessionState'

/** Where a registration stands: the form, or the mail sent and waiting to be confirmed. */
export interface RegistrationProgress {
  step: 'form' | 'check_email'
  firstName: string
  lastName: string
  email: string
}

export const EMPTY_REGISTRATION: RegistrationProgress = {
  step: 'form',
  firstName: '',
  lastName: '',
  email: '',
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The registration saved in this tab's session, or an empty one. */
export function loadRegistration(
  storage: KeyValueStorage | undefined,
  logger: Logger,
): RegistrationProgress {
  const saved = loadState<Record<string, unknown>>(
    SESSION_KEYS.registration,
    storage,
    logger,
  )
  if (!saved || typeof saved !== 'object') return EMPTY_REGISTRATION
  return {
    step: saved.step === 'check_email' ? 'check_email' : 'form',
    firstName: text(saved.firstName),
    lastName: text(saved.lastName),
    email: text(saved.email),
  }
}

/** Saves exactly the four fields of a registration; a failure only logs (SPEC 4). */
export function saveRegistration(
  { step, firstName, lastName, email }: RegistrationProgress,
  storage: KeyValueStorage | undefined,
  logger: Logger,
): void {
  saveState(
    SESSION_KEYS.registration,
    { step, firstName, lastName, email },
    storage,
    logger,
  )
}
