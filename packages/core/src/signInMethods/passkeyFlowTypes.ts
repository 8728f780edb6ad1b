import type { StoreApi } from 'zustand/vanilla'
import type { SignedInResponse } from '../api/auth'
import type { ApiClient } from '../api/createApiClient'
import type {
  StartAuthentication,
  StartRegistration,
} from '../api/passkeyCeremonies'
import type { Passkey } from '../api/passkeys'

/** The browser's side of WebAuthn: @simplewebauthn/browser, or functions of its shape. */
export interface WebAuthnBrowser {
  browserSupportsWebAuthn(): boolean
  startRegistration: StartRegistration
  startAuthentication: StartAuthentication
}

export type PasskeyAction = 'add' | 'rename' | 'remove' | 'signIn'

/** What an action came to, as a code the page translates. */
export type PasskeyNoticeCode =
  | 'added'
  | 'renamed'
  | 'removed'
  /** The member's sign-in is too old to add a way in (ten minutes, ASVS 7.5.1): sign in again. */
  | 'sign_in_again'
  /** The session has ended: sign in again. */
  | 'signed_out'
  /** The member keeps the most passkeys allowed; remove one first. */
  | 'too_many_passkeys'
  /** The browser's answer did not prove a passkey (or took too long): try again. */
  | 'passkey_not_verified'
  /** This device already holds a passkey of the member's. */
  | 'already_registered'
  /** The passkey was refused at sign-in (unknown, removed, not verified). */
  | 'refused'
  /** The passkey is no longer there (removed elsewhere). */
  | 'not_found'
  /** The server or the browser failed otherwise: try again. */
  | 'failed'

export interface PasskeyNotice {
  /** The action it is about; `list` when listing found the member signed out. */
  action: PasskeyAction | 'list'
  code: PasskeyNoticeCode
  /** The passkey it is about, when one. */
  id?: string
}

/** A name refused before anything was asked, and the form it was typed in. */
export interface PasskeyNameError {
  action: 'add' | 'rename'
  code: 'required' | 'too_long'
  /** The passkey being renamed. */
  id?: string
}

export interface PasskeyFlowState {
  /** Whether this browser can use passkeys; undefined until asked. */
  supported: boolean | undefined
  /** The member's passkeys, once listed. */
  passkeys: readonly Passkey[] | undefined
  /** The list could not be loaded. */
  listFailed: boolean
  /** The action waiting for the browser or the server. */
  busy: PasskeyAction | undefined
  /** The last action's outcome; none after a cancelled ceremony (cancelling is no error). */
  notice: PasskeyNotice | undefined
  nameError: PasskeyNameError | undefined
}

export interface PasskeyFlowActions {
  /** Loads the browser's WebAuthn support (and the library, so a click waits for nothing). */
  checkSupport(): Promise<void>
  /** Lists the member's passkeys. */
  load(): Promise<void>
  /** Adds a passkey of this device, named `name` or after the browser that made it. */
  add(name?: string): Promise<boolean>
  rename(id: string, name: string): Promise<boolean>
  remove(id: string): Promise<boolean>
  /** Signs in with a passkey the member picks; the answer is login's, undefined when not. */
  signIn(): Promise<SignedInResponse | undefined>
  /** Forgets the last notice and name error. */
  dismiss(): void
}

export type PasskeyFlowStore = PasskeyFlowState & PasskeyFlowActions

/** Signing in with a passkey, and the member's passkeys (decisions 013, 018). */
export type PasskeyFlow = StoreApi<PasskeyFlowStore>

export interface PasskeyFlowOptions {
  api: ApiClient
  /** Loads the browser's WebAuthn functions (the site imports @simplewebauthn/browser lazily). */
  webAuthn: () => Promise<WebAuthnBrowser>
}
