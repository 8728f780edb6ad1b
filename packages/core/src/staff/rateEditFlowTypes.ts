import type { StoreApi } from 'zustand/vanilla'
import type { RateEditRequest } from '../api/adminRates'
import type { RateEditPreviewResponse } from '../api/adminRatesResponses'
import type { ApiClient } from '../api/createApiClient'
import type { Language } from '../i18n/languages'
import type { FieldErrors, RateEditDraft } from './rateEditDraft'

/** A refusal that belongs to no field of the edit. */
export type RateEditProblem =
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'failed'

/** What an edit changes: one unit type's night, or many nights in bulk. */
export type RateEditSubject =
  { kind: 'bulk' } | { kind: 'night'; unitTypeId: string; night: string }

/** The property the grid shows, for the request. */
export interface RateEditContext {
  propertyId: string
  currency: string
  lang: Language
}

/** The edit open on the page. */
export interface OpenRateEdit {
  subject: RateEditSubject
  /** The form as it opened: a night's own values, or a bulk edit's blanks. */
  start: RateEditDraft
  /** The form as typed: text as entered, so that nothing is lost on a refusal. */
  draft: RateEditDraft
  context: RateEditContext
  /** New for each edit opened: the form starts afresh (its focus, its fields). */
  serial: number
}

export interface RateEditState {
  /** The edit open, or none. */
  open: OpenRateEdit | undefined
  errors: FieldErrors
  problem: RateEditProblem | undefined
  /** Counts refused attempts: each moves focus to the error summary. */
  attempt: number
  /** What the server said the edit changes; the save sends exactly this request. */
  previewed:
    { request: RateEditRequest; answer: RateEditPreviewResponse } | undefined
  busy: boolean
  /** The nights the last save changed, until another edit opens. */
  saved: number | undefined
}

export interface RateEditActions {
  /** Opens an edit (any other closes): a night's, or a bulk edit's. */
  begin(
    subject: RateEditSubject,
    start: RateEditDraft,
    context: RateEditContext,
  ): void
  /** The draft changed: its preview goes, so a save never sends what was not shown. */
  change(patch: Partial<RateEditDraft>): void
  /** Checks the draft and asks the server what it would change; true when there is a preview. */
  preview(): Promise<boolean>
  /** Saves exactly what was previewed, against the nights as previewed; true when saved. */
  save(): Promise<boolean>
  /** From the preview back to the form, as typed. */
  backToEdit(): void
  /** Closes the edit without saving. */
  close(): void
}

/** The rates page's edits (issue 14): typed, previewed, then saved as previewed (decision 013). */
export type RateEditFlow = StoreApi<RateEditState & RateEditActions>

export interface RateEditFlowOptions {
  api: ApiClient
}
