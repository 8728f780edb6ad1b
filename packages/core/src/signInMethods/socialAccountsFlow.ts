import { createStore } from 'zustand/vanilla'
import { ApiError, fieldCodeOf, isSignedOut } from '../api/ApiError'
import {
  externalProvider,
  identities,
  removeIdentity,
  socialProviders,
} from '../api/endpoints'
import { externalProviderRequestSchema } from '../api/socialSignIn'
import type {
  SocialAccountsFlow,
  SocialAccountsFlowOptions,
  SocialAccountsNotice,
  SocialAccountsStore,
} from './socialAccountsFlowTypes'

const removalRefusal = (error: unknown): SocialAccountsNotice =>
  // Removed elsewhere meanwhile: it is gone, as asked.
  error instanceof ApiError && error.kind === 'not_found'
    ? 'identity_removed'
    : fieldCodeOf(error) === 'last_way_to_sign_in'
      ? 'last_way_to_sign_in'
      : isSignedOut(error)
        ? 'signed_out'
        : 'failed'

/** Social sign-in's providers, the member's identities and a missing address (decision 017). */
export function createSocialAccountsFlow({
  api,
  language,
}: SocialAccountsFlowOptions): SocialAccountsFlow {
  let providersAsked: Promise<void> | undefined

  return createStore<SocialAccountsStore>()((set, get) => ({
    providers: [],
    connectable: [],
    identities: undefined,
    hasPassword: undefined,
    identitiesFailed: false,
    busy: undefined,
    notice: undefined,
    emailError: undefined,

    loadProviders: () => {
      providersAsked ??= api.call(socialProviders).then(
        ({ providers, connectable }) => set({ providers, connectable }),
        // A server that cannot say offers none: no button leads to a failing route.
        () => set({ providers: [], connectable: [] }),
      )
      return providersAsked
    },

    loadIdentities: async () => {
      try {
        const answer = await api.call(identities)
        set({
          identities: answer.identities,
          hasPassword: answer.hasPassword,
          identitiesFailed: false,
        })
      } catch (error) {
        set(
          isSignedOut(error)
            ? { notice: 'signed_out' }
            : { identitiesFailed: true },
        )
      }
    },

    removeIdentity: async (id) => {
      if (get().busy) return false
      set({ busy: 'remove', notice: undefined })
      try {
        const answer = await api.call(removeIdentity, { id })
        set({
          identities: answer.identities,
          hasPassword: answer.hasPassword,
          busy: undefined,
          notice: 'identity_removed',
        })
        return true
      } catch (error) {
        set({ busy: undefined, notice: removalRefusal(error) })
        // The list shows what is left.
        if (error instanceof ApiError && error.kind === 'not_found')
          await get().loadIdentities()
        return false
      }
    },

    submitEmail: async (email) => {
      if (get().busy) return false
      const request = externalProviderRequestSchema.safeParse({
        email,
        lang: language,
      })
      if (!request.success) {
        set({
          emailError: request.error.issues[0]?.message ?? 'email_invalid',
          notice: undefined,
        })
        return false
      }
      set({ busy: 'email', notice: undefined, emailError: undefined })
      try {
        await api.call(externalProvider, request.data)
        set({ busy: undefined, notice: 'email_sent' })
        return true
      } catch (error) {
        const field =
          error instanceof ApiError ? error.fields?.email : undefined
        set({
          busy: undefined,
          ...(field
            ? { emailError: field }
            : {
                notice:
                  error instanceof ApiError && error.kind === 'unauthorized'
                    ? 'email_expired'
                    : 'failed',
              }),
        })
        return false
      }
    },

    dismiss: () => set({ notice: undefined, emailError: undefined }),
  }))
}
