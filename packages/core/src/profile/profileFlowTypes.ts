import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { MemberProfileInput } from '../api/profile'
import type { MemberProfile } from '../api/profileResponses'

/** What the last save came to, as a code the page translates (decision 013). */
export type ProfileOutcome =
  /** Everything was saved. */
  | { code: 'saved' }
  /** Fields refused, by the form's check or the server's; nothing was saved. */
  | { code: 'invalid'; fields: Readonly<Record<string, string>> }
  /** Too many attempts; `retryAfterSeconds` when the server said. */
  | { code: 'rate_limited'; retryAfterSeconds?: number }
  /** The session has ended: sign in again. */
  | { code: 'signed_out' }
  /** No answer, or a fault on the server: try again. */
  | { code: 'failed' }

/** A field of the profile form. */
export type ProfileField = keyof MemberProfileInput

/** What the profile form holds: every field as typed or chosen (empty when left out). */
export type ProfileForm = Readonly<Record<ProfileField, string>>

export interface ProfileState {
  /** The member's personal and contact data, as the server last said. */
  profile: MemberProfile | undefined
  /** The data could not be read (try again); a signed-out member gets the outcome instead. */
  loadFailed: boolean
  /** The action waiting for the server. */
  busy: 'load' | 'save' | undefined
  outcome: ProfileOutcome | undefined
}

export interface ProfileActions {
  /** Reads the member's personal and contact data. */
  load(): Promise<void>
  /** Checks the form as the server will, then saves it; false when anything was refused. */
  save(form: ProfileForm): Promise<boolean>
  /** Forgets the last outcome. */
  dismiss(): void
}

export type ProfileStore = ProfileState & ProfileActions

/** The member's personal and contact data in the profile (issue 13). */
export type ProfileFlow = StoreApi<ProfileStore>

export interface ProfileFlowOptions {
  api: ApiClient
  /** Told of saved data, so that the rest of the page (the signed-in member) shows it at once. */
  onSaved?: (profile: MemberProfile) => void
}
