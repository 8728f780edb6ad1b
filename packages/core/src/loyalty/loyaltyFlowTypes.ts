import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { LoyaltySummary, PointsEntry } from '../api/loyaltyResponses'
import type { Language } from '../i18n/languages'
import type { Tracker } from '../tracking/createTracker'
import type { SignUpContext } from '../tracking/trackingEvents'

export type LoyaltyAction = 'load' | 'join' | 'transfer'

/** What an action came to, as a code the page translates (decision 013). */
export type LoyaltyNoticeCode =
  | 'joined'
  | 'transferred'
  /** The session has ended: sign in again. */
  | 'signed_out'
  /** Moving points needs a sign-in within the last ten minutes (ASVS 7.5.1). */
  | 'sign_in_again'
  /** No answer, or a fault on the server: try again. */
  | 'failed'

export interface LoyaltyNotice {
  action: LoyaltyAction
  code: LoyaltyNoticeCode
  /** The points a transfer moved. */
  points?: number
}

/** The transfer form's fields, as typed. */
export interface TransferInput {
  memberNumber: string
  lastName: string
  points: string
}

export type TransferField = keyof TransferInput

export interface LoyaltyFlowState {
  /** The member's club membership: undefined until known, null when they have not joined. */
  summary: LoyaltySummary | null | undefined
  /** The summary could not be loaded. */
  loadFailed: boolean
  /** The points history, newest first, once loaded. */
  history: readonly PointsEntry[] | undefined
  historyFailed: boolean
  /** The action waiting for the server. */
  busy: Exclude<LoyaltyAction, 'load'> | undefined
  /** The transfer form's refused fields, as error codes. */
  transferErrors: Partial<Record<TransferField, string>>
  notice: LoyaltyNotice | undefined
}

export interface LoyaltyFlowActions {
  /** Loads the membership and points (asked again meanwhile, asks once). */
  load(): Promise<void>
  /** Loads the points history; offers' bonuses are titled in `language` (the member's own when not given). */
  loadHistory(language?: Language): Promise<void>
  /** Joins the club; `sign_up` is tracked with the context the member joined from (SPEC 4). */
  join(context: SignUpContext): Promise<boolean>
  /** Sends points to another member; a retry after a lost answer moves nothing twice. */
  transfer(input: TransferInput): Promise<boolean>
  /** Forgets the member's club data (signed out). */
  reset(): void
  /** Forgets the last notice. */
  dismiss(): void
}

export type LoyaltyFlowStore = LoyaltyFlowState & LoyaltyFlowActions

/** A signed-in member's loyalty club membership and points (issue 13, decision 021). */
export type LoyaltyFlow = StoreApi<LoyaltyFlowStore>

export interface LoyaltyFlowOptions {
  api: ApiClient
  tracker: Tracker
  /** A new UUID: the id of one transfer, kept for its retries (crypto.randomUUID in a browser). */
  newRequestId: () => string
}
