import { createStore } from 'zustand/vanilla'
import {
  ApiError,
  fieldCodeOf,
  isSignedOut,
  mayHaveTakenEffect,
} from '../api/ApiError'
import {
  joinClub,
  memberLoyalty,
  pointsHistory,
  transferPoints,
} from '../api/endpoints'
import { transferPointsRequestSchema } from '../api/loyalty'
import type { Language } from '../i18n/languages'
import type {
  LoyaltyAction,
  LoyaltyFlow,
  LoyaltyFlowOptions,
  LoyaltyFlowStore,
  LoyaltyNotice,
  TransferField,
  TransferInput,
} from './loyaltyFlowTypes'

const TRANSFER_FIELDS: readonly TransferField[] = [
  'memberNumber',
  'lastName',
  'points',
]
const isTransferField = (field: unknown): field is TransferField =>
  TRANSFER_FIELDS.includes(field as TransferField)

/** A refusal that names no field, as the page shows it. */
function noticeOf(action: LoyaltyAction, error: unknown): LoyaltyNotice {
  if (fieldCodeOf(error) === 'sign_in_again')
    return { action, code: 'sign_in_again' }
  return { action, code: isSignedOut(error) ? 'signed_out' : 'failed' }
}

/** The server's refusal of named fields (loyalty codes such as below_minimum), if it was one. */
function fieldsOf(error: unknown): Partial<Record<TransferField, string>> {
  if (!(error instanceof ApiError) || !error.fields) return {}
  return Object.fromEntries(
    Object.entries(error.fields).filter(([field]) => isTransferField(field)),
  )
}

/**
 * A signed-in member's club membership, points history and transfers; state changes only
 * through the actions (decision 013).
 */
export function createLoyaltyFlow({
  api,
  tracker,
  newRequestId,
}: LoyaltyFlowOptions): LoyaltyFlow {
  // A reset (sign-out) makes answers to earlier calls stale.
  let generation = 0
  let loading: Promise<void> | undefined
  let requestId = newRequestId()
  // The history's language, so that a reload after a transfer keeps it.
  let historyLanguage: Language | undefined

  return createStore<LoyaltyFlowStore>()((set, get) => {
    async function loadSummary(): Promise<void> {
      const started = generation
      try {
        const { loyalty } = await api.call(memberLoyalty)
        if (started === generation) set({ summary: loyalty, loadFailed: false })
      } catch (error) {
        if (started !== generation) return
        set(
          isSignedOut(error)
            ? { notice: noticeOf('load', error) }
            : { loadFailed: true },
        )
      }
    }

    return {
      summary: undefined,
      loadFailed: false,
      history: undefined,
      historyFailed: false,
      busy: undefined,
      transferErrors: {},
      notice: undefined,

      load: () => {
        loading ??= loadSummary().finally(() => {
          loading = undefined
        })
        return loading
      },

      loadHistory: async (language) => {
        const started = generation
        historyLanguage = language ?? historyLanguage
        const query = historyLanguage ? { lang: historyLanguage } : undefined
        try {
          const { entries } = await api.call(pointsHistory, query)
          if (started === generation)
            set({ history: entries, historyFailed: false })
        } catch (error) {
          if (started !== generation) return
          set(
            isSignedOut(error)
              ? { notice: noticeOf('load', error) }
              : { historyFailed: true },
          )
        }
      },

      join: async (context) => {
        if (get().busy) return false
        const started = generation
        set({ busy: 'join', notice: undefined })
        try {
          const { loyalty } = await api.call(joinClub)
          if (started !== generation) return false
          const joined = get().summary == null
          set({
            busy: undefined,
            summary: loyalty,
            notice: { action: 'join', code: 'joined' },
          })
          if (joined) tracker.trackSignUp(context)
          return true
        } catch (error) {
          if (started !== generation) return false
          set({ busy: undefined, notice: noticeOf('join', error) })
          return false
        }
      },

      transfer: async (input: TransferInput) => {
        if (get().busy) return false
        const points = input.points.trim()
        const request = transferPointsRequestSchema.safeParse({
          requestId,
          memberNumber: input.memberNumber,
          lastName: input.lastName,
          points: points === '' ? undefined : Number(points),
        })
        if (!request.success) {
          const errors: Partial<Record<TransferField, string>> = {}
          for (const issue of request.error.issues) {
            const field = issue.path[0]
            if (isTransferField(field)) errors[field] ??= issue.message
          }
          // Text that is not a number was typed: invalid, not missing.
          if (errors.points === 'required' && points !== '')
            errors.points = 'invalid'
          set({ transferErrors: errors, notice: undefined })
          return false
        }
        const started = generation
        set({ busy: 'transfer', transferErrors: {}, notice: undefined })
        try {
          const answer = await api.call(transferPoints, request.data)
          if (started !== generation) return false
          requestId = newRequestId()
          set({
            busy: undefined,
            summary: answer.loyalty,
            notice: {
              action: 'transfer',
              code: 'transferred',
              points: answer.points,
            },
          })
          if (get().history !== undefined) void get().loadHistory()
          return true
        } catch (error) {
          if (started !== generation) return false
          // A refusal moved nothing; points that may have moved keep the id for the retry.
          if (!mayHaveTakenEffect(error)) requestId = newRequestId()
          const transferErrors = fieldsOf(error)
          set({
            busy: undefined,
            transferErrors,
            notice:
              Object.keys(transferErrors).length > 0
                ? undefined
                : noticeOf('transfer', error),
          })
          return false
        }
      },

      reset: () => {
        generation++
        loading = undefined
        requestId = newRequestId()
        set({
          summary: undefined,
          loadFailed: false,
          history: undefined,
          historyFailed: false,
          busy: undefined,
          transferErrors: {},
          notice: undefined,
        })
      },

      dismiss: () => set({ notice: undefined }),
    }
  })
}
