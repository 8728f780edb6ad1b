import type { StoreApi } from 'zustand/vanilla'
import type { CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'

/** The adjustment form's fields, as the staff member typed them. */
export interface PointsAdjustmentInput {
  /** Whole points, with an optional sign: above zero adds, below zero takes. */
  points: string
  /** Why, as the member reads it in the points history. */
  note: string
}

export type PointsAdjustmentField = keyof PointsAdjustmentInput

export interface PointsAdjustmentState {
  /** An adjustment is waiting for the server. */
  busy: boolean
  /** The form's refused fields, as error codes (the page's own check, or the server's). */
  errors: Partial<Record<PointsAdjustmentField, string>>
  /** A refusal or failure that names none of the form's fields. */
  problem: CallProblem | undefined
  /** The last adjustment done: the points it added or took, and the member's earned points after it. */
  done: { points: number; earned: number } | undefined
}

export interface PointsAdjustmentActions {
  /** Checks and sends an adjustment; sent again unchanged, or after a lost answer, it adds nothing twice. */
  adjust(input: PointsAdjustmentInput): Promise<boolean>
  /** A field was changed: its error goes, and after a done adjustment the next one begins. */
  edit(field: PointsAdjustmentField): void
}

export type PointsAdjustmentStore = PointsAdjustmentState &
  PointsAdjustmentActions

/** Staff adding or taking one member's earned points (issue 14), the member transfer's pattern. */
export type PointsAdjustmentFlow = StoreApi<PointsAdjustmentStore>

export interface PointsAdjustmentFlowOptions {
  api: ApiClient
  /** The member whose points are adjusted. */
  userId: string
  /** A new UUID: the id of one adjustment, kept for its retries (crypto.randomUUID in a browser). */
  newRequestId: () => string
}
