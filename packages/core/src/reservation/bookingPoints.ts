import { codeActions, type TypedValue } from './bookingCodeActions'
import type { BookingFlowContext } from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'

type PointsActions = Pick<BookingFlowActions, 'applyPoints' | 'removePoints'>

// A whole number, bare or grouped in thousands as the five languages write it: "2,000",
// "2.000", "2 000", "2’000". "1.5" is not read as 15.
const WHOLE = /^(\d{1,9}|\d{1,3}([ .,'’\u00a0\u202f]\d{3}){1,2})$/

/** Points as the guest types them: a whole number, grouped as their language writes it. */
export function typedPoints(typed: string): TypedValue {
  const points = WHOLE.test(typed) ? Number(typed.replace(/\D/g, '')) : 0
  return points > 0 ? { value: points } : { refusal: 'points_invalid' }
}

/**
 * A signed-in club member's points paying part of the stay (issue 35, decision 046): the server
 * says what they pay at the published rate, or why they cannot; a refusal leaves the payment as
 * it was. Removed, the card pays it all again.
 */
export function pointsActions(flow: BookingFlowContext): PointsActions {
  const { apply, remove } = codeActions(
    flow,
    'points',
    typedPoints,
    'points_failed',
  )
  return { applyPoints: apply, removePoints: remove }
}
