import type { Language } from '@resort/core'
import {
  ApiError,
  previewRateEdit,
  saveRateEdit,
  type RateEditPreviewResponse,
  type RateEditRequest,
} from '@resort/core/api'
import { useState } from 'react'
import { useSiteApi } from '../api/SiteApiContext'
import {
  formFieldOf,
  rateEditRequest,
  type FieldErrors,
  type RateEditDraft,
} from './rateEditDraft'

/** A refusal that belongs to no field. */
type EditProblem =
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'failed'

export interface RateEditState {
  draft: RateEditDraft
  errors: FieldErrors
  problem?: EditProblem | undefined
  /** Counts refused attempts: each moves focus to the error summary. */
  attempt: number
  /** What the server said the edit changes; the save sends exactly this request. */
  preview?:
    { request: RateEditRequest; answer: RateEditPreviewResponse } | undefined
  busy: boolean
}

const PROBLEMS: readonly string[] = [
  'conflict',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
] satisfies EditProblem[]

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
  if (Object.keys(errors).length) return { errors }
  return {
    errors: {},
    problem: PROBLEMS.includes(error.kind)
      ? (error.kind as EditProblem)
      : 'failed',
  }
}

/**
 * The edit form's state: the draft as typed, its preview, and saving exactly what was previewed.
 * Any change to the draft drops the preview, so a save never sends what was not shown.
 */
export function useRateEdit(
  start: RateEditDraft,
  context: { propertyId: string; currency: string; lang: Language },
  onSaved: (saved: number) => void,
) {
  const api = useSiteApi()
  const [state, setState] = useState<RateEditState>({
    draft: start,
    errors: {},
    attempt: 0,
    busy: false,
  })

  const refused = (error: unknown) =>
    setState((current) => ({
      ...current,
      ...refusal(error),
      preview: undefined,
      busy: false,
      attempt: current.attempt + 1,
    }))

  return {
    state,
    change(patch: Partial<RateEditDraft>) {
      setState((current) => ({
        ...current,
        draft: { ...current.draft, ...patch },
        preview: undefined,
      }))
    },
    async preview() {
      if (state.busy) return
      const built = rateEditRequest(state.draft, start, context)
      if (built.errors) {
        setState((current) => ({
          ...current,
          errors: built.errors,
          problem: undefined,
          attempt: current.attempt + 1,
        }))
        return
      }
      setState((current) => ({ ...current, busy: true }))
      try {
        const answer = await api.call(previewRateEdit, built.request)
        setState((current) => ({
          ...current,
          errors: {},
          problem: undefined,
          preview: { request: built.request, answer },
          busy: false,
        }))
      } catch (error) {
        refused(error)
      }
    },
    async save() {
      const { preview } = state
      if (!preview) return
      setState((current) => ({ ...current, busy: true }))
      try {
        const { saved } = await api.call(saveRateEdit, {
          ...preview.request,
          expected: preview.answer.expected,
        })
        onSaved(saved)
      } catch (error) {
        refused(error)
      }
    },
    backToEdit() {
      setState((current) => ({ ...current, preview: undefined }))
    },
  }
}
