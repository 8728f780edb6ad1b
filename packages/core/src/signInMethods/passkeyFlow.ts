import { createStore } from 'zustand/vanilla'
import { ApiError, fieldCodeOf, isSignedOut } from '../api/ApiError'
import { memberPasskeys, removePasskey, renamePasskey } from '../api/endpoints'
import { addPasskey, signInWithPasskey } from '../api/passkeyCeremonies'
import { renamePasskeyRequestSchema } from '../api/passkeys'
import type {
  PasskeyAction,
  PasskeyFlow,
  PasskeyFlowOptions,
  PasskeyFlowStore,
  PasskeyNameError,
  PasskeyNoticeCode,
  WebAuthnBrowser,
} from './passkeyFlowTypes'

// The WebAuthn errors a browser throws when the member closes its prompt or it times out.
const CANCELLED = new Set(['NotAllowedError', 'AbortError'])

/** What a failed action came to; undefined when the member cancelled (no error). */
function noticeCodeOf(
  action: PasskeyAction,
  error: unknown,
): PasskeyNoticeCode | undefined {
  if (!(error instanceof ApiError)) {
    const name = error instanceof Error ? error.name : undefined
    if (name && CANCELLED.has(name)) return undefined
    // excludeCredentials: this authenticator already holds one of the member's passkeys.
    return name === 'InvalidStateError' ? 'already_registered' : 'failed'
  }
  const field = fieldCodeOf(error)
  if (
    field === 'sign_in_again' ||
    field === 'too_many_passkeys' ||
    field === 'passkey_not_verified'
  )
    return field
  if (error.kind === 'unauthorized')
    return action === 'signIn' ? 'refused' : 'signed_out'
  if (error.kind === 'conflict') return 'already_registered'
  if (error.kind === 'not_found') return 'not_found'
  return 'failed'
}

/** A passkey's name as the server takes it: trimmed, 1 to 64 characters. */
function checkedName(
  name: string,
): { name: string } | { error: PasskeyNameError['code'] } {
  const parsed = renamePasskeyRequestSchema.shape.name.safeParse(name)
  if (parsed.success) return { name: parsed.data }
  return {
    error:
      parsed.error.issues[0]?.message === 'too_long' ? 'too_long' : 'required',
  }
}

/** Signing in with a passkey, and the member's passkeys: state changes only through its actions. */
export function createPasskeyFlow({
  api,
  webAuthn,
}: PasskeyFlowOptions): PasskeyFlow {
  let browser: Promise<WebAuthnBrowser> | undefined
  const loadBrowser = () => {
    browser ??= webAuthn().catch((error: unknown) => {
      browser = undefined
      throw error
    })
    return browser
  }

  return createStore<PasskeyFlowStore>()((set, get) => {
    /** Runs one action at a time; its failure becomes the notice. */
    async function run<T>(
      action: PasskeyAction,
      work: () => Promise<T>,
      id?: string,
    ): Promise<T | undefined> {
      if (get().busy) return undefined
      set({ busy: action, notice: undefined, nameError: undefined })
      try {
        const result = await work()
        set({ busy: undefined })
        return result
      } catch (error) {
        const code = noticeCodeOf(action, error)
        set({
          busy: undefined,
          notice: code && { action, code, ...(id ? { id } : {}) },
        })
        // Gone already: the list shows what is left.
        if (code === 'not_found') void get().load()
        return undefined
      }
    }

    return {
      supported: undefined,
      passkeys: undefined,
      listFailed: false,
      busy: undefined,
      notice: undefined,
      nameError: undefined,

      checkSupport: () =>
        loadBrowser().then(
          (loaded) => set({ supported: loaded.browserSupportsWebAuthn() }),
          () => set({ supported: false }),
        ),

      load: async () => {
        try {
          const { passkeys } = await api.call(memberPasskeys)
          set({ passkeys, listFailed: false })
        } catch (error) {
          set(
            isSignedOut(error)
              ? { notice: { action: 'list', code: 'signed_out' } }
              : { listFailed: true },
          )
        }
      },

      add: async (name) => {
        const given = name?.trim() ? checkedName(name) : undefined
        if (given && 'error' in given) {
          set({
            nameError: { action: 'add', code: given.error },
            notice: undefined,
          })
          return false
        }
        const added = await run('add', async () => {
          const { startRegistration } = await loadBrowser()
          return addPasskey(api, startRegistration, given?.name)
        })
        if (!added) return false
        set((state) => ({
          passkeys: [...(state.passkeys ?? []), added],
          notice: { action: 'add', code: 'added', id: added.id },
        }))
        return true
      },

      rename: async (id, name) => {
        const checked = checkedName(name)
        if ('error' in checked) {
          set({
            nameError: { action: 'rename', code: checked.error, id },
            notice: undefined,
          })
          return false
        }
        const renamed = await run(
          'rename',
          () => api.call(renamePasskey, { id, name: checked.name }),
          id,
        )
        if (!renamed) return false
        set((state) => ({
          passkeys: state.passkeys?.map((passkey) =>
            passkey.id === id ? renamed : passkey,
          ),
          notice: { action: 'rename', code: 'renamed', id },
        }))
        return true
      },

      remove: async (id) => {
        const removed = await run(
          'remove',
          () => api.call(removePasskey, { id }),
          id,
        )
        if (!removed) return false
        set((state) => ({
          passkeys: state.passkeys?.filter((passkey) => passkey.id !== id),
          notice: { action: 'remove', code: 'removed', id },
        }))
        return true
      },

      signIn: () =>
        run('signIn', async () => {
          const { startAuthentication } = await loadBrowser()
          return signInWithPasskey(api, startAuthentication)
        }),

      dismiss: () => set({ notice: undefined, nameError: undefined }),
    }
  })
}
