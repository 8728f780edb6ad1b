import { isAccountSlug } from '../site/memberSlugs'
import type { BookingStep } from './reservationTypes'

// Paths are /{lang}/booking/...; the language segment is optional so that embeds can pass bare paths.
const LANGUAGE_PREFIX = /^\/(?:[a-z]{2}(?=\/|$))?/

function withoutLanguage(pathname: string): string {
  const rest = pathname.replace(LANGUAGE_PREFIX, '').replace(/\/+$/, '')
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** The stepper step of a booking page (SPEC 2), or undefined outside the booking steps. */
export function stepForPath(pathname: string): BookingStep | undefined {
  switch (withoutLanguage(pathname)) {
    case '/booking':
    case '/booking/select-another-room':
      return 2
    case '/booking/payment':
      return 3
    case '/booking/reservation-confirm':
      return 4
    default:
      return undefined
  }
}

/**
 * True on booking and sign-in pages, where the reservation is restored; elsewhere it is reset
 * (SPEC 4). Registration counts as signing in: a guest who registers from the booking flow
 * (sign_up in loyalty_reservation) finds the booking still there.
 */
export function restoresReservation(pathname: string): boolean {
  const path = withoutLanguage(pathname)
  return (
    path === '/booking' ||
    path.startsWith('/booking/') ||
    isAccountSlug(path.slice(1))
  )
}

export type StepState = 'completed' | 'active' | 'not_started'

/** The three visible steps, in order (SPEC 4: room selection, payment, confirmation). */
export const VISIBLE_STEPS: readonly BookingStep[] = [2, 3, 4]

/** How a stepper shows a step while another is active. */
export function stepState(
  step: BookingStep,
  activeStep: BookingStep,
): StepState {
  if (step < activeStep) return 'completed'
  return step === activeStep ? 'active' : 'not_started'
}

/** The numeric state codes of SPEC 2: 1 completed, 2 active, 3 not started. */
export const STEP_STATE_CODES: Record<StepState, 1 | 2 | 3> = {
  completed: 1,
  active: 2,
  not_started: 3,
}
