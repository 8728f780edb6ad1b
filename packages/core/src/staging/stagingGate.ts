import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError, stagingLogin, type ApiClient } from '../api'
import {
  consoleLogger,
  safeStorage,
  type KeyValueStorage,
  type Logger,
} from '../reservation/sessionState'

/** Where the entered credentials are remembered (SPEC 1: local browser storage). */
export const STAGING_CREDENTIALS_KEY = 'staging_credentials'

export interface StagingCredentials {
  username: string
  password: string
}

export interface StagingGateState {
  /** SPEC 4: true by default, false once a login attempt failed; no other transition. */
  authenticated: boolean
  busy: boolean
  /** The server could not be reached: nothing was decided about the credentials. */
  unreachable: boolean
}

export interface StagingGateActions {
  /** Tries the credentials; true when the gate let them through (then they are remembered). */
  login(credentials: StagingCredentials): Promise<boolean>
  /** Tries the remembered credentials, if any; true when they still pass. */
  resume(): Promise<boolean>
}

export type StagingGate = StoreApi<StagingGateState & StagingGateActions>

/** The staging gate in front of the whole app (SPEC 1, 4, 8). */
export function createStagingGate({
  api,
  storage,
  logger = consoleLogger,
}: {
  api: ApiClient
  /** Local storage in the browser. */
  storage: KeyValueStorage | undefined
  logger?: Logger
}): StagingGate {
  const kept = safeStorage(storage, logger)
  return createStore<StagingGateState & StagingGateActions>()((set, get) => ({
    authenticated: true,
    busy: false,
    unreachable: false,
    login: async (credentials) => {
      set({ busy: true, unreachable: false })
      try {
        await api.call(stagingLogin, credentials)
        kept.setItem(STAGING_CREDENTIALS_KEY, JSON.stringify(credentials))
        return true
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unauthorized') {
          kept.removeItem(STAGING_CREDENTIALS_KEY)
          set({ authenticated: false })
        } else set({ unreachable: true })
        return false
      } finally {
        set({ busy: false })
      }
    },
    resume: async () => {
      const saved = kept.getItem(STAGING_CREDENTIALS_KEY)
      if (!saved) return false
      try {
        const credentials = JSON.parse(saved) as StagingCredentials
        return await get().login(credentials)
      } catch {
        kept.removeItem(STAGING_CREDENTIALS_KEY)
        return false
      }
    },
  }))
}
