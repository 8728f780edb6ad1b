/** Why a booking cannot be reviewed, as a field code of `token` (issue 16). */
export const REVIEW_REFUSALS = [
  'stay_not_over',
  'cancelled',
  'already_reviewed',
] as const
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number]

/** Whether the guest may review their stay now (`open`), or why not. */
export const REVIEW_STATES = ['open', ...REVIEW_REFUSALS] as const
export type ReviewState = (typeof REVIEW_STATES)[number]
