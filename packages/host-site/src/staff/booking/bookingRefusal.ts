import type { TFunction } from '../../platform/i18n/translation'
import { problemText, type AdminProblem } from '../adminProblems'

// The refusals of a cancel or change for the guest that have a sentence of their own.
const REFUSALS = new Set([
  'sold_out',
  'cancelled',
  'not_editable',
  'conflict',
  'price_changed',
])

// The refusals of a fee or a refund (issue 32) that have a sentence of their own.
const MONEY_REFUSALS = new Set([
  'conflict',
  'payment_declined',
  'payment_unavailable',
])

/** Why staff's cancel or change of a booking was refused, in their language. */
export const bookingRefusalText = (
  t: TFunction<'admin'>,
  problem: AdminProblem,
): string =>
  REFUSALS.has(problem.kind)
    ? t(`booking.refusals.${problem.kind}`)
    : problemText(t, problem)

/** Why staff's fee or refund was refused or failed, in their language. */
export const moneyRefusalText = (
  t: TFunction<'admin'>,
  problem: AdminProblem,
): string =>
  MONEY_REFUSALS.has(problem.kind)
    ? t(`booking.money.refusals.${problem.kind}`)
    : problemText(t, problem)
