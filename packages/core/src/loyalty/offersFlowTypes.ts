import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { MemberOffer } from '../api/memberOffersResponses'
import type { Language } from '../i18n/languages'
import type { KeyValueStorage, Logger } from '../reservation/sessionState'

/** Why an offer was not activated, as a code the page shows at its card (decision 013). */
export type OfferRefusalCode =
  /** Today is outside the days it may be activated. */
  | 'offer_not_active'
  /** The offer is gone from the catalog. */
  | 'not_found'
  /** Only club members activate offers. */
  | 'not_a_member'
  /** The session has ended: sign in again. */
  | 'signed_out'
  /** No answer, or a fault on the server: try again. */
  | 'failed'

export interface OffersFlowState {
  /** The member's exclusive offers once loaded. */
  offers: readonly MemberOffer[] | undefined
  /** The language they were loaded in. */
  language: Language | undefined
  loadFailed: boolean
  /** The signed-in account has not joined the club: it has no offers. */
  notMember: boolean
  /** The offer being activated. */
  busy: string | undefined
  /** Refusals of activations, by offer id, shown at the offer's card. */
  refusals: Readonly<Record<string, OfferRefusalCode>>
  /** The offer just activated, to announce. */
  activated: string | undefined
  /** The member dismissed the profile's teaser in this browser session (SPEC 9 promo_box). */
  promoDismissed: boolean
}

export interface OffersFlowActions {
  /** Loads the member's offers in a language. */
  load(language: Language): Promise<void>
  /** Activates an offer; activating it again answers the first activation. */
  activate(offerId: string): Promise<boolean>
  /** Hides the teaser for the rest of the browser session (sessionStorage promo_box). */
  dismissPromo(): void
  /** Forgets the member's offers (signed out); the teaser's dismissal stays for the session. */
  reset(): void
}

export type OffersFlowStore = OffersFlowState & OffersFlowActions

/** A club member's exclusive offers and the profile's teaser (issue 13, decision 024). */
export type OffersFlow = StoreApi<OffersFlowStore>

export interface OffersFlowOptions {
  api: ApiClient
  /** Where promo_box is kept; the browser's sessionStorage when left out. */
  storage?: KeyValueStorage | undefined
  logger?: Logger
}
