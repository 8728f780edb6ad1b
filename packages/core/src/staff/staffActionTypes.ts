import type { StoreApi } from 'zustand/vanilla'
import type { CallProblem } from '../api/ApiError'

/** Codes by the call's own names for its fields (`note`, `texts.1.summary`), as the server says them. */
export type FieldCodes = Readonly<Record<string, string>>

export interface StaffActionState<Draft, Done, Field extends string> {
  /** What the action will send, as the staff member has it so far. */
  draft: Draft
  /** A question is open: the action waits for a yes (sending a mail again, removing an entry). */
  asking: boolean
  /** The call is waiting for the server. */
  busy: boolean
  /** The form's refused fields, as error codes (the page's own check, or the server's). */
  errors: Partial<Record<Field, string>>
  /** A refusal or failure that names none of the form's fields. */
  problem: CallProblem | undefined
  /** What the last call that went through answered, kept until the next one goes through. */
  done: Done | undefined
  /** The last call went through and nothing was changed since: its outcome is still news. */
  justDone: boolean
}

export interface StaffActionControls<Draft, Field extends string> {
  /** The staff member changed the draft: what was just done or failed is over; the field's error goes. */
  change(patch: Partial<Draft>, field?: Field): void
  /** Opens the question before the action, about the draft with `patch` applied. */
  ask(patch?: Partial<Draft>): void
  /** Closes the question without acting. */
  cancel(): void
  /** The last outcome is no longer news (the page moved on to other things). */
  dismiss(): void
}

/** Sends the draft, with `patch` applied first; false when it was checked out, refused or failed. */
export type StaffActionRun<Draft> = (patch?: Partial<Draft>) => Promise<boolean>

/** One staff action's store: its state and its controls, and the action under its own name. */
export type StaffActionStore<
  Name extends string,
  Draft,
  Done,
  Field extends string,
> = StaffActionState<Draft, Done, Field> &
  StaffActionControls<Draft, Field> &
  Record<Name, StaffActionRun<Draft>>

export type StaffAction<
  Name extends string,
  Draft,
  Done,
  Field extends string = never,
> = StoreApi<StaffActionStore<Name, Draft, Done, Field>>

export interface StaffActionOptions<Draft, Done, Field extends string> {
  /** The draft to begin with. */
  draft: Draft
  /** The page's own check before sending: codes by the call's field names, none when it may go. */
  check?: (draft: Draft) => FieldCodes
  /** The one call, and what it answers. */
  send: (draft: Draft) => Promise<Done>
  /** The form's field a code's name belongs to (undefined: a problem of no field). */
  fieldOf?: (name: string, draft: Draft) => Field | undefined
  /** Once done, the draft begins again (a form that adds one thing after another). */
  startOver?: boolean
}
