import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import type { identities } from '../api/endpoints'
import type { ConnectableProvider, SocialProvider } from '../api/socialSignIn'
import type { Language } from '../i18n/languages'

/** A social identity connected to the member (identities endpoint). */
export type ConnectedIdentity = OutputOf<
  typeof identities
>['identities'][number]

/** What the last action came to, as a code the page translates. */
export type SocialAccountsNotice =
  /** The identity is no longer connected. */
  | 'identity_removed'
  /** Refused: it is the account's only way to sign in (no password, no other identity or passkey). */
  | 'last_way_to_sign_in'
  /** The member's session has ended: sign in again. */
  | 'signed_out'
  /** The confirmation link is on its way to the address given (external-provider). */
  | 'email_sent'
  /** The provider's sign-in waited too long for the address (30 minutes) or was used: start again. */
  | 'email_expired'
  /** The server could not be reached or failed: try again. */
  | 'failed'

export interface SocialAccountsState {
  /** The providers this server offers; none until asked, or when it offers none or cannot say. */
  providers: readonly SocialProvider[]
  /** Those of them a signed-in member may connect. */
  connectable: readonly ConnectableProvider[]
  /** The member's connected identities, once listed. */
  identities: readonly ConnectedIdentity[] | undefined
  /** Whether the account also signs in with a password, once listed. */
  hasPassword: boolean | undefined
  /** The list could not be loaded. */
  identitiesFailed: boolean
  /** The action waiting for the server. */
  busy: 'remove' | 'email' | undefined
  notice: SocialAccountsNotice | undefined
  /** Why the address was refused ('required', 'email_invalid', 'too_long'). */
  emailError: string | undefined
}

export interface SocialAccountsActions {
  /** Asks the server once which providers it offers. */
  loadProviders(): Promise<void>
  /** Lists the member's connected identities. */
  loadIdentities(): Promise<void>
  removeIdentity(id: string): Promise<boolean>
  /** Gives the address a provider did not (email_required); a confirmation link is mailed. */
  submitEmail(email: string): Promise<boolean>
  /** Forgets the last notice and the address's error. */
  dismiss(): void
}

export type SocialAccountsStore = SocialAccountsState & SocialAccountsActions

/** Social sign-in as the site shows it: providers, connected identities, a missing address. */
export type SocialAccountsFlow = StoreApi<SocialAccountsStore>

export interface SocialAccountsFlowOptions {
  api: ApiClient
  /** The language of the confirmation mail. */
  language: Language
}
