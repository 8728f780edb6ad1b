import { createStore } from 'zustand/vanilla'
import { ApiError, isSignedOut } from '../api/ApiError'
import { memberProfile, updateMemberProfile } from '../api/endpoints'
import { memberProfileRequestSchema } from '../api/profile'
import { formField, issueCodes } from '../validation/requestCodes'
import type {
  ProfileFlow,
  ProfileFlowOptions,
  ProfileOutcome,
  ProfileStore,
} from './profileFlowTypes'

/** A refusal as the page shows it. */
function refusalOf(error: unknown): ProfileOutcome {
  if (!(error instanceof ApiError)) return { code: 'failed' }
  if (isSignedOut(error)) return { code: 'signed_out' }
  if (error.fields && error.kind !== 'unauthorized')
    return { code: 'invalid', fields: error.fields }
  if (error.kind === 'rate_limited')
    return error.retryAfterSeconds === undefined
      ? { code: 'rate_limited' }
      : { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds }
  return { code: 'failed' }
}

/** The member's personal and contact data: read, checked and saved (decision 013). */
export function createProfileFlow({
  api,
  onSaved,
}: ProfileFlowOptions): ProfileFlow {
  return createStore<ProfileStore>()((set, get) => ({
    profile: undefined,
    loadFailed: false,
    busy: undefined,
    outcome: undefined,

    load: async () => {
      if (get().busy) return
      set({ busy: 'load', loadFailed: false })
      try {
        const profile = await api.call(memberProfile)
        set({ busy: undefined, profile })
      } catch (error) {
        set(
          isSignedOut(error)
            ? { busy: undefined, outcome: { code: 'signed_out' } }
            : { busy: undefined, loadFailed: true },
        )
      }
    },

    save: async (form) => {
      if (get().busy) return false
      const checked = memberProfileRequestSchema.safeParse(form)
      if (!checked.success) {
        set({
          outcome: {
            code: 'invalid',
            fields: issueCodes(checked.error.issues, formField),
          },
        })
        return false
      }
      set({ busy: 'save', outcome: undefined })
      try {
        const profile = await api.call(updateMemberProfile, checked.data)
        set({ busy: undefined, profile, outcome: { code: 'saved' } })
        onSaved?.(profile)
        return true
      } catch (error) {
        set({ busy: undefined, outcome: refusalOf(error) })
        return false
      }
    },

    dismiss: () => set({ outcome: undefined }),
  }))
}
