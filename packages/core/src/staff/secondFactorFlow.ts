import { createStore, type StoreApi } from 'zustand/vanilla'
import { adminCodeRequestSchema } from '../api/admin'
import { problemOf, type CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import {
  adminSecondFactorCode,
  adminSecondFactorVerify,
} from '../api/endpoints'
import { requestCodes } from '../validation/requestCodes'

/** The admin session after the second factor. */
export type AdminSessionPassed = OutputOf<typeof adminSecondFactorVerify>

export interface SecondFactorState {
  /** When the code last mailed stops working (ISO); undefined until one is sent. */
  sentUntil: string | undefined
  /** A code is being mailed or checked. */
  busy: boolean
  /** The code field's error code: the page's check (`code_invalid`) or the server's (`code_wrong`). */
  codeError: string | undefined
  /** A refusal or failure of no field: a lock, a wait, a lost connection. */
  problem: CallProblem | undefined
  /** The session once the code was right. */
  passed: AdminSessionPassed | undefined
}

export interface SecondFactorActions {
  /** Mails a code (again); true once it is on its way. */
  sendCode(): Promise<boolean>
  /** Checks the typed code, then the server's; true when the session passed. */
  verify(code: string): Promise<boolean>
  /** The code was changed: its error goes. */
  edit(): void
}

/** The admin session's second factor (ASVS 6.3.3): a mailed code, typed in. */
export type SecondFactorFlow = StoreApi<SecondFactorState & SecondFactorActions>

/** The second factor of one admin visit; state changes only through its actions (decision 013). */
export function createSecondFactorFlow({
  api,
}: {
  api: ApiClient
}): SecondFactorFlow {
  return createStore<SecondFactorState & SecondFactorActions>()((set, get) => ({
    sentUntil: undefined,
    busy: false,
    codeError: undefined,
    problem: undefined,
    passed: undefined,

    sendCode: async () => {
      if (get().busy) return false
      set({ busy: true, problem: undefined })
      try {
        const sent = await api.call(adminSecondFactorCode)
        // A new code: what was said of the last one no longer holds.
        set({ busy: false, sentUntil: sent.expiresAt, codeError: undefined })
        return true
      } catch (failure) {
        set({ busy: false, problem: problemOf(failure) })
        return false
      }
    },

    verify: async (typed) => {
      if (get().busy) return false
      const request = { code: typed.trim() }
      const codeError = requestCodes(adminCodeRequestSchema, request).code
      set({ codeError, problem: undefined })
      if (codeError) return false
      set({ busy: true })
      try {
        const passed = await api.call(adminSecondFactorVerify, request)
        set({ busy: false, passed })
        return true
      } catch (failure) {
        const found = problemOf(failure)
        const code = found.fields.code
        set({
          busy: false,
          codeError: code,
          problem: code ? undefined : found,
        })
        return false
      }
    },

    edit: () => set({ codeError: undefined }),
  }))
}
