import { createStore } from 'zustand/vanilla'
import { ApiError } from '../api/ApiError'
import { previewRateEdit, saveRateEdit } from '../api/endpoints'
import { formFieldOf, rateEditRequest } from './rateEditDraft'
import type {
  RateEditActions,
  RateEditFlow,
  RateEditFlowOptions,
  RateEditProblem,
  RateEditState,
} from './rateEditFlowTypes'

const PROBLEMS: readonly string[] = [
  'conflict',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
] satisfies RateEditProblem[]

/** A refused call as errors at the form's fields, or a problem of the whole edit. */
function refusal(error: unknown): Pick<RateEditState, 'errors' | 'problem'> {
  if (!(error instanceof ApiError)) return { errors: {}, problem: 'failed' }
  if (error.kind === 'conflict') return { errors: {}, problem: 'conflict' }
  // A 400 names its fields; so does a 404 for a unit type gone from the property.
  const errors: Record<string, string> = {}
  if (error.kind === 'missing_params' || error.kind === 'not_found')
    for (const [key, code] of Object.entries(error.fields ?? {})) {
      const field = formFieldOf(key)
      if (field) errors[field] ??= code
    }
  if (Object.keys(errors).length) return { errors, problem: undefined }
  return {
    errors: {},
    problem: PROBLEMS.includes(error.kind)
      ? (error.kind as RateEditProblem)
      : 'failed',
  }
}

const CLOSED = {
  open: undefined,
  errors: {},
  problem: undefined,
  attempt: 0,
  previewed: undefined,
  busy: false,
} as const

/**
 * The edits of the rates page: one open at a time, its draft as typed, its preview, and the save
 * of exactly what was previewed. Any change to the draft drops the preview.
 */
export function createRateEditFlow({ api }: RateEditFlowOptions): RateEditFlow {
  let serial = 0
  return createStore<RateEditState & RateEditActions>()((set, get) => {
    const refused = (error: unknown) =>
      set(({ attempt }) => ({
        ...refusal(error),
        previewed: undefined,
        busy: false,
        attempt: attempt + 1,
      }))
    return {
      ...CLOSED,
      saved: undefined,

      begin: (subject, start, context) =>
        set({
          ...CLOSED,
          saved: undefined,
          open: { subject, start, draft: start, context, serial: ++serial },
        }),

      change: (patch) => {
        const { open } = get()
        if (open)
          set({
            open: { ...open, draft: { ...open.draft, ...patch } },
            previewed: undefined,
          })
      },

      preview: async () => {
        const { open, busy } = get()
        if (!open || busy) return false
        const built = rateEditRequest(open.draft, open.start, open.context)
        if (built.errors) {
          set(({ attempt }) => ({
            errors: built.errors,
            problem: undefined,
            attempt: attempt + 1,
          }))
          return false
        }
        set({ busy: true })
        try {
          const answer = await api.call(previewRateEdit, built.request)
          set({
            errors: {},
            problem: undefined,
            previewed: { request: built.request, answer },
            busy: false,
          })
          return true
        } catch (error) {
          refused(error)
          return false
        }
      },

      save: async () => {
        const { previewed, busy } = get()
        if (!previewed || busy) return false
        set({ busy: true })
        try {
          const { saved } = await api.call(saveRateEdit, {
            ...previewed.request,
            expected: previewed.answer.expected,
          })
          set({ ...CLOSED, saved })
          return true
        } catch (error) {
          refused(error)
          return false
        }
      },

      backToEdit: () => set({ previewed: undefined }),

      close: () => set({ ...CLOSED }),
    }
  })
}
