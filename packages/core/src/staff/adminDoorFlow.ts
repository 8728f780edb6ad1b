import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import { adminSession } from '../api/endpoints'

type AdminSessionAnswer = OutputOf<typeof adminSession>

/** Where a visitor stands at the admin area's door (SPEC 6; issue 14). */
export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signed_out' }
  /** Signed in, but not on the list of admins: 403 forbidden from the session call. */
  | { state: 'not_admin' }
  /** An admin whose account's admin access is locked after too many wrong codes (issue 30). */
  | { state: 'locked' }
  | { state: 'failed' }
  /** An admin whose session has not passed its second factor yet. */
  | { state: 'second_factor'; email: string }
  | { state: 'admin'; email: string }

export interface AdminDoorActions {
  /** Asks the server who the signed-in member is to the admin area (again after a failure). */
  check(): Promise<void>
  /** The second factor passed: the session it answered opens the door. */
  passed(session: AdminSessionAnswer): void
}

/**
 * The admin area's door for one signed-in member: the server checks every admin call itself,
 * so this only decides what the page shows (decision 013).
 */
export type AdminDoorFlow = StoreApi<{ access: AdminAccess } & AdminDoorActions>

const accessOf = (answer: AdminSessionAnswer): AdminAccess =>
  answer.secondFactor === null
    ? { state: 'second_factor', email: answer.email }
    : { state: 'admin', email: answer.email }

const refusedAccess = (error: unknown): AdminAccess => {
  if (!(error instanceof ApiError)) return { state: 'failed' }
  if (error.fields?.account === 'admin_locked') return { state: 'locked' }
  if (error.kind === 'forbidden') return { state: 'not_admin' }
  if (error.kind === 'unauthorized') return { state: 'signed_out' }
  return { state: 'failed' }
}

export function createAdminDoorFlow({
  api,
}: {
  api: ApiClient
}): AdminDoorFlow {
  // Only the last check's answer counts: an earlier one arriving late is dropped.
  let asked = 0
  return createStore<{ access: AdminAccess } & AdminDoorActions>()((set) => ({
    access: { state: 'checking' },
    check: async () => {
      const ask = ++asked
      set({ access: { state: 'checking' } })
      let access: AdminAccess
      try {
        access = accessOf(await api.call(adminSession))
      } catch (error) {
        access = refusedAccess(error)
      }
      if (ask === asked) set({ access })
    },
    passed: (session) => {
      asked++
      set({ access: accessOf(session) })
    },
  }))
}
