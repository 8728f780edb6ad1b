import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { NewsletterSource, NewsletterStatus } from '../api/newsletter'
import type { Language } from '../i18n/languages'
import type { Tracker } from '../tracking/createTracker'

/** What the last action came to, as a code the page translates. */
export type NewsletterOutcome =
  /** The confirmation link is on its way (or the address was already subscribed: same words). */
  | { code: 'check_email' }
  /** The subscription is confirmed; the address receives the newsletter. */
  | { code: 'confirmed'; email: string }
  /** The address no longer receives the newsletter. */
  | { code: 'unsubscribed' }
  /** The link is unknown, used or past its time. */
  | { code: 'link_invalid' }
  /** Too many requests; when given, the seconds to wait. */
  | { code: 'rate_limited'; retryAfterSeconds?: number }
  /** The member's session has ended: sign in again. */
  | { code: 'signed_out' }
  /** The server could not be reached or failed: try again. */
  | { code: 'failed' }

export type NewsletterAction =
  'check' | 'subscribe' | 'confirm' | 'unsubscribe' | 'member'

export interface NewsletterState {
  /**
   * The action waiting: 'check' while a sign-up's address is checked (its check may still be
   * loading), the others for the server.
   */
  busy: NewsletterAction | undefined
  outcome: NewsletterOutcome | undefined
  /** Why the address was refused ('required', 'email_invalid', 'too_long'). */
  emailError: string | undefined
  /** The signed-in member's subscription, once loaded. */
  memberStatus: NewsletterStatus | undefined
  /** The member's subscription could not be loaded. */
  memberFailed: boolean
}

export interface NewsletterActions {
  /** Asks for the newsletter for an address; a confirmation link is mailed. */
  subscribe(email: string, source: NewsletterSource): Promise<boolean>
  /** Confirms a subscription with the token of its mailed link (by POST, never by the link's GET). */
  confirm(token: string): Promise<boolean>
  /** Unsubscribes with the token of a newsletter mail. */
  unsubscribe(token: string): Promise<boolean>
  /** Reads the signed-in member's subscription. */
  loadMember(): Promise<void>
  /** Subscribes or unsubscribes the signed-in member's address (`email`, for the data layer). */
  setMemberSubscribed(subscribed: boolean, email: string): Promise<boolean>
  /** Forgets the last outcome and the address's error. */
  dismiss(): void
}

export type NewsletterStore = NewsletterState & NewsletterActions

/** The newsletter as the site shows it: sign-up, the mailed links, the profile's choice. */
export type NewsletterFlow = StoreApi<NewsletterStore>

export interface NewsletterFlowOptions {
  api: ApiClient
  /** The language of the mails. */
  language: Language
  /** Told of each sign-up (SPEC 4 newsletter_sign_up, with the crm e-mail). */
  tracker: Pick<Tracker, 'trackNewsletterSignUp'>
}
