import type { StoreApi } from 'zustand/vanilla'
import type { CardPaymentResponse } from '../api/booking'
import type { ApiClient } from '../api/createApiClient'
import type { GiftVoucherBought } from '../api/giftVoucherResponses'
import type { Language } from '../i18n/languages'
import type {
  GiftVoucherOrderDraft,
  GiftVoucherOrderErrors,
} from './giftVoucherOrderDraft'

/** Where the buyer is: filling in the form, on the card page, or holding the voucher. */
export type GiftVoucherStage = 'form' | 'card' | 'bought'

/** What went wrong that no field of the form can say, as a code the page translates. */
export type GiftVoucherProblem =
  /** The card service did not answer: nothing was charged; try again in a moment. */
  | { code: 'payment_unavailable' }
  /** The card was not taken (declined, or the card page not finished): try the card again. */
  | { code: 'card_not_taken' }
  /** No answer whether the voucher was made: asking again makes it once (same intent). */
  | { code: 'unanswered' }
  /** Too many requests; when given, the seconds to wait. */
  | { code: 'rate_limited'; retryAfterSeconds?: number }
  /** The server refused for a reason the buyer cannot mend: try again. */
  | { code: 'failed' }

export interface GiftVoucherPurchaseState {
  stage: GiftVoucherStage
  /** The form as the buyer last sent it: the form starts from it again, nothing typed lost. */
  draft: GiftVoucherOrderDraft
  /** The form's refused fields, as error codes (the schema's or the server's). */
  errors: GiftVoucherOrderErrors
  /** 'order' while the card step opens, 'purchase' while the voucher is being made. */
  busy: 'order' | 'purchase' | undefined
  /** The card page to show (decision 040), while the stage is 'card'. */
  cardStep: CardPaymentResponse | undefined
  /** The voucher, once bought: its code is shown here and mailed, nowhere else. */
  voucher: GiftVoucherBought | undefined
  problem: GiftVoucherProblem | undefined
}

export interface GiftVoucherPurchaseActions {
  /** Checks the form and opens the card step for its amount; false, with the errors, if refused. */
  order(draft: GiftVoucherOrderDraft): Promise<boolean>
  /** The card page confirmed `intent`: makes the voucher (only the open step's intent, once). */
  cardConfirmed(intent: string): Promise<boolean>
  /** After a problem on the card step: the same intent asked again, or a new card step. */
  retryCard(): Promise<void>
  /** Leaves the card step for the form, as it was sent. */
  backToForm(): void
  /** After a purchase: an empty form for another voucher. */
  startOver(): void
}

export type GiftVoucherPurchaseStore = GiftVoucherPurchaseState &
  GiftVoucherPurchaseActions

/** Buying a gift voucher (issue 35): the form, the card page, the voucher. */
export type GiftVoucherPurchase = StoreApi<GiftVoucherPurchaseStore>

export interface GiftVoucherPurchaseOptions {
  api: ApiClient
  /** The language of the voucher's mail. */
  language: Language
  /** The origin of the page that frames the card page (`window.location.origin`). */
  pageOrigin: string
}
