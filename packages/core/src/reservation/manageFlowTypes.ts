import type { StoreApi } from 'zustand/vanilla'
import type {
  ApiClient,
  CallProblem,
  ExistingBookingResponse,
  PropertyResponse,
} from '../api'
import type { Language } from '../i18n/languages'
import type { Tracker } from '../tracking/createTracker'
import type { GuestForm } from '../validation/guestFormSchema'
import type { CardStep } from './bookingFlowTypes'
import type { ChangeMachineState } from './changeMachine'
import type {
  ModifyConfirmation,
  ModifyDraft,
  ModifyState,
} from './modifyState'
import type { KeyValueStorage, Logger } from './sessionState'

/** A guest's review of their stay, as the booking page's form gives it. */
export interface StayReview {
  rating: number
  title: string
  text: string
}

/** Where the guest is in managing a booking; a host site maps these to its routes. */
export type ManageView =
  'find' | 'booking' | 'modify' | 'guest' | 'cancel' | 'changed' | 'cancelled'

/** The booking number and e-mail a guest without the link finds the booking by. */
export interface BookingQuery {
  bookingId: string
  email: string
}

/** The screens' own calls, each with its busy and failed state. */
export type ManageCallName = 'find' | 'saveGuest' | 'cancel' | 'review'

/** One screen's call: waiting for the server, or why it last failed (a code, never a sentence). */
export interface ManageCall {
  busy: boolean
  problem: CallProblem | undefined
}

/**
 * Why another card did not go through (issue 32): the new card declined too, of a brand the
 * property does not take, or not confirmed on the card page (each needs a new card step); no
 * answer while keeping it (the same card is kept again); the card step could not open; or the
 * booking's card can no longer change (cancelled, or its stay over).
 */
export type CardProblem =
  | 'declined'
  | 'brand_not_accepted'
  | 'incomplete'
  | 'unanswered'
  | 'unavailable'
  | 'closed'

/** Another card for a payment the booking's card could not make (issue 32). */
export interface ManageCard {
  /** The card page open for the new card, until the server keeps it or the guest goes back. */
  step: CardStep | undefined
  /** Waiting for the server: the card step opening, or the new card being kept; false when not. */
  busy: false | 'opening' | 'keeping'
  problem: CardProblem | undefined
}

/** Where "change" lands in the modify view (SPEC 3 scrollToRoomTabs). */
export type ChangeFocus = 'dates' | 'rooms'

export interface ManageFlowState extends ChangeMachineState {
  view: ManageView
  /** The signed token of the booking link; without one the guest finds the booking first. */
  token: string | undefined
  booking: ExistingBookingResponse | undefined
  failure: 'link' | 'generic' | undefined
  /** True once the guest moved between views: a view's heading then takes the focus. */
  moved: boolean
  /** Said once on the overview after a change of the guest's details, a review sent, or another card kept. */
  notice: 'guest_saved' | 'review_sent' | 'card_replaced' | undefined
  /** The modify state (SPEC 4) with the change the guest is making. */
  modify: (ModifyState & { draft: ModifyDraft }) | undefined
  focus: ChangeFocus
  /** The property's rooms and extras for the change's dates. */
  changeOffer: PropertyResponse | undefined
  changeOfferFailed: boolean
  /** The guest tried to confirm a change with a child's age not chosen (issue 33). */
  changeAgesMissing: boolean
  /** The change just made, or after a reload of the confirm page the one saved (SPEC 4 key). */
  confirmation: ModifyConfirmation | undefined
  /** Finding, saving the guest, cancelling, reviewing: busy or failed until the view changes. */
  calls: Record<ManageCallName, ManageCall>
  /** Another card for a declined payment (issue 32): its card step, busy or failed. */
  card: ManageCard
}

export interface ManageFlowActions {
  /** Opens the booking of the token (again after a failure). */
  load(): Promise<void>
  /** Moves to another view, forgetting a notice and the screens' last failures. */
  go(view: ManageView): void
  /** Finds the booking by number and e-mail and opens it; a refusal stays in `calls.find`. */
  find(query: BookingQuery): Promise<boolean>
  /** Starts changing the booking, landing on its dates or its rooms. */
  startChange(focus: ChangeFocus): void
  /** The guest's change as it stands: kept across a reload, priced a moment later. */
  setDraft(draft: ModifyDraft): void
  /** The age of child `child` (0-based) of the change's unit `unit`, null for none chosen (issue 33). */
  setChildAge(unit: number, child: number, age: number | null): void
  retryChangeOffer(): void
  confirmChange(): Promise<void>
  /** Saves the guest's details; the refused fields' codes stay in `calls.saveGuest`. */
  saveGuest(guest: GuestForm): Promise<boolean>
  /** Cancels the booking (SPEC 4); a failure stays in `calls.cancel`. */
  cancel(): Promise<boolean>
  /**
   * Sends the guest's review of a stay that is over (issue 16); a refusal stays in
   * `calls.review`, so the form keeps what was written and shows why.
   */
  review(review: StayReview): Promise<boolean>
  /** Opens the card page for another card (replace-card) when the booking's card was declined. */
  giveAnotherCard(): Promise<void>
  /**
   * The card page confirmed the open card step's intent: the server keeps the card and makes
   * the payment still owed with it (card-replaced). A failure stays in `card.problem`.
   */
  cardConfirmed(intent: string): Promise<void>
  /** After a failure: the same card kept again when the answer was lost, else a new card step. */
  retryCard(): Promise<void>
  /** Back from the card page to the booking, as it was. */
  leaveCardStep(): void
}

export type ManageFlowStore = ManageFlowState & ManageFlowActions

export type ManageFlow = StoreApi<ManageFlowStore>

export interface ManageFlowOptions {
  api: ApiClient
  lang: Language
  token: string | undefined
  initialView: ManageView
  tracker: Tracker
  /** The origin of the page the flow is on: the only one the card page talks to (decision 040). */
  pageOrigin: string
  storage?: KeyValueStorage | undefined
  logger?: Logger
  /** How long an edit waits before it is priced, so typing a date asks once. */
  quoteDelayMs?: number
  /** The day the change's dates are checked against; today by default. */
  today?: () => string
  onModified?: (booking: ExistingBookingResponse, previousTotal: number) => void
  onCancelled?: (booking: ExistingBookingResponse) => void
}
