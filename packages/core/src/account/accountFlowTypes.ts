import type { StoreApi } from 'zustand/vanilla'
import type {
  ApiClient,
  changePassword,
  CookieSource,
  eraseAccount,
  InputOf,
  login,
  Member,
  MemberProfile,
  MemberSession,
  register,
  requestEmailChange,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  SessionUserCookie,
  SignedInResponse,
} from '../api'
import type { KeyValueStorage, Logger } from '../reservation/sessionState'
import type { Tracker } from '../tracking/createTracker'
import type { CookieWriter } from './redirectPage'
import type { RegistrationProgress } from './registrationState'

/** The store's actions that call the server, as outcomes and `busy` name them. */
export type AccountAction =
  | 'signIn'
  | 'register'
  | 'signOut'
  | 'resendConfirmation'
  | 'confirmEmail'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'openEmailChange'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'changePassword'
  | 'listSessions'
  | 'endSession'
  | 'endOtherSessions'
  | 'eraseAccount'

/** What an action came to, as a code the page translates (decision 013). */
export type AccountOutcomeCode =
  // Refusals
  /** Sign-in refused: the address or the password is wrong (never which). */
  | 'wrong_credentials'
  /** Sign-in with the right password, but the address is not confirmed yet. */
  | 'email_not_verified'
  /** Fields refused; their codes are in `fields`. */
  | 'invalid'
  /** Too many attempts; `retryAfterSeconds` when the server said. */
  | 'rate_limited'
  /** A mailed link unknown, used or past its time. */
  | 'link_invalid'
  /** The new address has found another owner since the link was sent. */
  | 'conflict'
  /** The session has ended (elsewhere, or by time): sign in again. */
  | 'signed_out'
  /** The session stands, but the action needs a sign-in of the last minutes (or the password). */
  | 'sign_in_again'
  /** No answer, or a fault on the server: try again. */
  | 'failed'
  // Successes
  /** A mail is on its way (or, for an unknown address, nothing: the page says the same). */
  | 'mail_sent'
  | 'email_confirmed'
  | 'password_changed'
  | 'email_changed'
  | 'session_ended'
  | 'sessions_ended'
  | 'account_erased'

export interface AccountOutcome {
  action: AccountAction
  code: AccountOutcomeCode
  /** Field codes by field name (core's AUTH_ERROR_CODES and the validation codes). */
  fields?: Readonly<Record<string, string>>
  retryAfterSeconds?: number
  /** The address a mail went to, or that is now confirmed. */
  email?: string
  /** How many sessions were ended. */
  ended?: number
}

/** 'loading' while a session cookie waits for the server's word on it. */
export type AccountStatus = 'loading' | 'signed_in' | 'signed_out'

export interface AccountFlowState {
  status: AccountStatus
  /** The signed-in member (SPEC 3), as the server last said. */
  member: Member | undefined
  /** The session cookie's facts, at once on load (SPEC 4), before the server confirmed them. */
  hint: SessionUserCookie | undefined
  /** When the session ends whatever happens (sign in again then). */
  sessionEndsAt: string | undefined
  /** The actions waiting for the server. */
  busy: readonly AccountAction[]
  /** What each action last came to; a page shows the outcomes of its own actions. */
  outcomes: Readonly<Partial<Record<AccountAction, AccountOutcome>>>
  /** The member's open sessions, once listed. */
  sessions: MemberSession[] | undefined
  /** The address an e-mail change link would confirm, once opened. */
  emailChange: { email: string } | undefined
  /** SPEC 9's registration_state, as saved in this tab. */
  registration: RegistrationProgress
}

type Input<E> = InputOf<E>

export interface AccountFlowActions {
  /** Confirms the session cookie with check-token (the client renews an ended access token once). */
  load(): Promise<void>
  signIn(input: Input<typeof login>): Promise<boolean>
  /** Takes a sign-in made another way (a passkey: login's answer) as the flow's own. */
  acceptSignIn(answer: SignedInResponse): void
  /** Shows the member's saved profile (names, contact data) at once, as check-token would. */
  acceptProfile(profile: MemberProfile): void
  /** Registers and tracks sign_up; the registration then waits for its confirmation mail. */
  register(input: Input<typeof register>): Promise<boolean>
  /** Keeps what the registration form holds (never the password) for a reload. */
  saveRegistration(
    fields: Partial<
      Pick<RegistrationProgress, 'firstName' | 'lastName' | 'email'>
    >,
  ): void
  /** Back to the registration form, keeping what it held (another address, a typo). */
  restartRegistration(): void
  signOut(): Promise<boolean>
  resendConfirmation(input: Input<typeof resendConfirmation>): Promise<boolean>
  /** Posts a confirmation link's token (once, however often asked while it is on its way). */
  confirmEmail(token: string): Promise<boolean>
  requestPasswordReset(
    input: Input<typeof requestPasswordReset>,
  ): Promise<boolean>
  resetPassword(input: Input<typeof resetPassword>): Promise<boolean>
  /** Reads the new address an e-mail change link is for, without using the link. */
  openEmailChange(token: string): Promise<boolean>
  requestEmailChange(input: Input<typeof requestEmailChange>): Promise<boolean>
  confirmEmailChange(token: string): Promise<boolean>
  changePassword(input: Input<typeof changePassword>): Promise<boolean>
  listSessions(): Promise<boolean>
  /**
   * Ends one of the member's sessions. Five minutes after signing in the server asks for the
   * password again (ASVS 7.5.2): the outcome's fields.password is reauthentication_required.
   */
  endSession(sessionId: string, password?: string): Promise<boolean>
  /** Ends every other session; the password as for endSession. */
  endOtherSessions(password?: string): Promise<boolean>
  /**
   * Erases the member's account and personal data (GDPR, decision 022); the member is then signed
   * out. Ten minutes after signing in the server asks for a sign-in again or the password: the
   * outcome is sign_in_again, or invalid with fields.password.
   */
  eraseAccount(input: Input<typeof eraseAccount>): Promise<boolean>
  /** Remembers where to go after signing in (the redirect-page cookie); same-origin paths only. */
  rememberRedirect(path: string): void
  /** The remembered path, if any and safe, which is then forgotten. */
  takeRedirect(): string | undefined
  /** Forgets every action's outcome (a page showing afresh). */
  dismiss(): void
  /** Stops the access token's renewal timer. */
  dispose(): void
}

export type AccountFlowStore = AccountFlowState & AccountFlowActions

/** A member's sign-in, registration, mailed links and sessions (decision 013). */
export type AccountFlow = StoreApi<AccountFlowStore>

export interface AccountFlowOptions {
  api: ApiClient
  tracker: Tracker
  /** The page's cookies (session_user_cookie, redirect-page); document.cookie by default. */
  cookies?: CookieSource
  /** Sets the redirect-page cookie; through document.cookie by default. */
  writeCookie?: CookieWriter
  /** Session storage for registration_state; the browser's by default. */
  storage?: KeyValueStorage | undefined
  logger?: Logger
  now?: () => number
  /** How long before the access token ends it is renewed; a minute by default. */
  refreshMarginMs?: number
}
