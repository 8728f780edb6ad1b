import { describe, expect, it } from 'vitest'
import {
  restoresReservation,
  STEP_STATE_CODES,
  stepForPath,
  stepState,
  VISIBLE_STEPS,
} from './bookingPaths'

describe('booking paths', () => {
  it('maps the booking root and select-another-room to step 2', () => {
    expect(stepForPath('/en/booking')).toBe(2)
    expect(stepForPath('/de/booking/select-another-room/')).toBe(2)
  })

  it('maps payment to step 3 and reservation-confirm to step 4', () => {
    expect(stepForPath('/it/booking/payment')).toBe(3)
    expect(stepForPath('/booking/reservation-confirm')).toBe(4)
  })

  it('has no step outside the booking steps', () => {
    expect(stepForPath('/en/booking/modify')).toBeUndefined()
    expect(stepForPath('/en/offers')).toBeUndefined()
  })

  it('restores the reservation on booking and sign-in pages only', () => {
    expect(restoresReservation('/sl/booking/payment')).toBe(true)
    expect(restoresReservation('/en/sign-in')).toBe(true)
    expect(restoresReservation('/de/registration')).toBe(true)
    // Issue 33: under each language's own slug too.
    expect(restoresReservation('/de/anmelden')).toBe(true)
    expect(restoresReservation('/it/registrazione')).toBe(true)
    expect(restoresReservation('/de/registration-confirm')).toBe(false)
    expect(restoresReservation('/en/bookings-archive')).toBe(false)
    expect(restoresReservation('/en')).toBe(false)
  })

  it('shows three steps in order: room selection, payment, confirmation', () => {
    expect(VISIBLE_STEPS).toEqual([2, 3, 4])
  })

  it('marks earlier steps completed (1), the current active (2), later not started (3)', () => {
    expect(VISIBLE_STEPS.map((step) => stepState(step, 3))).toEqual([
      'completed',
      'active',
      'not_started',
    ])
    expect(STEP_STATE_CODES).toEqual({
      completed: 1,
      active: 2,
      not_started: 3,
    })
  })
})
