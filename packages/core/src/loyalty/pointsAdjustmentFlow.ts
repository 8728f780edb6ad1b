import { createStore } from 'zustand/vanilla'
import { pointsAdjustmentRequestSchema } from '../api/admin'
import {
  mayHaveTakenEffect,
  problemOf,
  type CallProblem,
} from '../api/ApiError'
import type { InputOf } from '../api/endpoint'
import { adjustMemberPoints } from '../api/endpoints'
import { formField, issueCodes } from '../validation/requestCodes'
import type {
  PointsAdjustmentField,
  PointsAdjustmentFlow,
  PointsAdjustmentFlowOptions,
  PointsAdjustmentInput,
  PointsAdjustmentState,
  PointsAdjustmentStore,
} from './pointsAdjustmentFlowTypes'

const FIELDS: readonly PointsAdjustmentField[] = ['points', 'note']
const isField = (field: unknown): field is PointsAdjustmentField =>
  FIELDS.includes(field as PointsAdjustmentField)
const WHOLE_NUMBER = /^[+-]?\d+$/

type Errors = PointsAdjustmentState['errors']

/** The typed points as the call takes them (a leading + allowed), or the code of what is wrong. */
function pointsOf(typed: string): { points?: number; error?: string } {
  const text = typed.trim().replace(/^\+/, '')
  if (text === '') return {}
  return WHOLE_NUMBER.test(text)
    ? { points: Number(text) }
    : { error: 'whole_number' }
}

/** Splits codes by field name into the form's fields and the rest. */
function split(codes: Readonly<Record<string, string>>) {
  const errors: Errors = {}
  const others: Record<string, string> = {}
  for (const [field, code] of Object.entries(codes))
    if (isField(field)) errors[field] = code
    else others[field] = code
  return { errors, others }
}

/** The request the typed values make, or the form's refused fields and any other refusal. */
function requestOf(
  userId: string,
  requestId: string,
  input: PointsAdjustmentInput,
):
  | { request: InputOf<typeof adjustMemberPoints> }
  | { refused: Pick<PointsAdjustmentState, 'errors' | 'problem'> } {
  const { points, error } = pointsOf(input.points)
  const check = pointsAdjustmentRequestSchema.safeParse({
    requestId,
    userId,
    points,
    note: input.note,
  })
  if (check.success && !error) return { request: check.data }
  const codes = issueCodes(check.error?.issues ?? [], formField)
  if (error) codes.points = error
  const { errors, others } = split(codes)
  // A refused id or member is no field of the form: the page's own fault.
  const problem: CallProblem | undefined =
    Object.keys(others).length > 0
      ? { kind: 'missing_params', fields: others }
      : undefined
  return { refused: { errors, problem } }
}

/**
 * Staff adding or taking one member's earned points with a reason (issue 14), as the member's
 * transfer does it: the form's check, one call with a request id, the answer. State changes only
 * through the actions (decision 013).
 */
export function createPointsAdjustmentFlow({
  api,
  userId,
  newRequestId,
}: PointsAdjustmentFlowOptions): PointsAdjustmentFlow {
  let requestId = newRequestId()
  // What the id was last sent with, once the server may have acted on it (it answered done, or
  // not at all). The id goes again only with that same request, which the server does not repeat;
  // anything else is another adjustment and takes a new id.
  let spentOn: string | undefined

  return createStore<PointsAdjustmentStore>()((set, get) => ({
    busy: false,
    errors: {},
    problem: undefined,
    done: undefined,

    adjust: async (input: PointsAdjustmentInput) => {
      if (get().busy) return false
      const checked = requestOf(userId, requestId, input)
      if ('refused' in checked) {
        set(checked.refused)
        return false
      }
      const sent = JSON.stringify([
        checked.request.points,
        checked.request.note,
      ])
      if (spentOn !== undefined && spentOn !== sent) {
        requestId = newRequestId()
        spentOn = undefined
      }
      const request = { ...checked.request, requestId }
      set({ busy: true, errors: {}, problem: undefined })
      try {
        const { earned } = await api.call(adjustMemberPoints, request)
        spentOn = sent
        set({ busy: false, done: { points: request.points, earned } })
        return true
      } catch (failure) {
        // A refusal wrote nothing: its id serves the corrected adjustment.
        spentOn = mayHaveTakenEffect(failure) ? sent : undefined
        const found = problemOf(failure)
        const { errors } = split(found.fields)
        set({
          busy: false,
          errors,
          problem: Object.keys(errors).length > 0 ? undefined : found,
        })
        return false
      }
    },

    edit: (field) => {
      const { errors, done } = get()
      if (!(field in errors) && !done) return
      if (done) {
        // Typing after an adjustment went through starts the next one.
        requestId = newRequestId()
        spentOn = undefined
      }
      const rest = { ...errors }
      delete rest[field]
      set({ errors: rest, done: undefined })
    },
  }))
}
