import { createStore } from 'zustand/vanilla'
import { ApiError, isSignedOut } from '../api/ApiError'
import {
  memberNewsletter,
  newsletterActivation,
  newsletterSubscription,
  newsletterUnsubscribe,
  setMemberNewsletter,
} from '../api/endpoints'
import type {
  NewsletterAction,
  NewsletterFlow,
  NewsletterFlowOptions,
  NewsletterOutcome,
  NewsletterStore,
} from './newsletterFlowTypes'

/** A refusal as the page shows it. */
function refusalOf(error: unknown): NewsletterOutcome {
  if (!(error instanceof ApiError)) return { code: 'failed' }
  if (isSignedOut(error)) return { code: 'signed_out' }
  if (error.kind === 'link_invalid') return { code: 'link_invalid' }
  if (error.kind === 'rate_limited')
    return error.retryAfterSeconds === undefined
      ? { code: 'rate_limited' }
      : { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds }
  return { code: 'failed' }
}

/** The newsletter's sign-up, its mailed links and the member's choice (decision 020). */
export function createNewsletterFlow({
  api,
  language,
  tracker,
}: NewsletterFlowOptions): NewsletterFlow {
  return createStore<NewsletterStore>()((set, get) => {
    /** Runs one action at a time; its refusal becomes the outcome. */
    async function run(
      action: NewsletterAction,
      work: () => Promise<NewsletterOutcome | undefined>,
    ): Promise<boolean> {
      if (get().busy) return false
      set({ busy: action, outcome: undefined })
      try {
        const outcome = await work()
        set({ busy: undefined, outcome })
        return true
      } catch (error) {
        set({ busy: undefined, outcome: refusalOf(error) })
        return false
      }
    }

    return {
      busy: undefined,
      outcome: undefined,
      emailError: undefined,
      memberStatus: undefined,
      memberFailed: false,

      subscribe: async (email, source) => {
        if (get().busy) return false
        // Not 'subscribe' yet: the form says "sending" only for an address that goes out.
        set({ busy: 'check', outcome: undefined, emailError: undefined })
        let request
        try {
          // zod loads with the first sign-up, not with every page's footer (issue 15).
          const { subscriptionRequest } = await import('./subscriptionRequest')
          request = subscriptionRequest(email, language, source)
        } catch (error) {
          set({ busy: undefined, outcome: refusalOf(error) })
          return false
        }
        if (!request.success) {
          set({
            busy: undefined,
            emailError: request.error.issues[0]?.message ?? 'email_invalid',
          })
          return false
        }
        set({ busy: 'subscribe' })
        try {
          await api.call(newsletterSubscription, request.data)
        } catch (error) {
          const field =
            error instanceof ApiError ? error.fields?.email : undefined
          set({
            busy: undefined,
            ...(field ? { emailError: field } : { outcome: refusalOf(error) }),
          })
          return false
        }
        tracker.trackNewsletterSignUp(request.data.email)
        set({ busy: undefined, outcome: { code: 'check_email' } })
        return true
      },

      confirm: (token) =>
        run('confirm', async () => {
          const { email } = await api.call(newsletterActivation, { token })
          return { code: 'confirmed', email }
        }),

      unsubscribe: (token) =>
        run('unsubscribe', async () => {
          await api.call(newsletterUnsubscribe, { token })
          return { code: 'unsubscribed' }
        }),

      loadMember: async () => {
        try {
          const { status } = await api.call(memberNewsletter)
          set({ memberStatus: status, memberFailed: false })
        } catch (error) {
          set(
            isSignedOut(error)
              ? { outcome: { code: 'signed_out' } }
              : { memberFailed: true },
          )
        }
      },

      setMemberSubscribed: (subscribed, email) =>
        run('member', async () => {
          const { status } = await api.call(setMemberNewsletter, {
            subscribed,
            lang: language,
          })
          set({ memberStatus: status })
          if (subscribed) tracker.trackNewsletterSignUp(email)
          return undefined
        }),

      dismiss: () => set({ outcome: undefined, emailError: undefined }),
    }
  })
}
