import { createStore } from 'zustand/vanilla'
import { problemOf, type CallProblem } from '../api/ApiError'
import type {
  FieldCodes,
  StaffAction,
  StaffActionOptions,
  StaffActionState,
  StaffActionStore,
} from './staffActionTypes'

/** Codes split into the form's fields and the rest, which make a problem of no field. */
function split<Draft, Field extends string>(
  codes: FieldCodes,
  draft: Draft,
  fieldOf: StaffActionOptions<Draft, unknown, Field>['fieldOf'],
) {
  const errors: Partial<Record<Field, string>> = {}
  const others: Record<string, string> = {}
  for (const [name, code] of Object.entries(codes)) {
    const field = fieldOf?.(name, draft)
    if (field === undefined) others[name] = code
    else errors[field] ??= code
  }
  return { errors, others }
}

/**
 * One staff action (a save, a resend, a decision) as a store whose state changes only through
 * its actions (decision 013): the page's check, one call, the refusal at the fields it names or
 * as a problem, what was done. A failed action may simply be run again: these calls change
 * nothing twice.
 */
export function createStaffAction<
  Name extends string,
  Draft,
  Done,
  Field extends string = never,
>(
  name: Name,
  {
    draft,
    check,
    send,
    fieldOf,
    startOver,
  }: StaffActionOptions<Draft, Done, Field>,
): StaffAction<Name, Draft, Done, Field> {
  type Store = StaffActionStore<Name, Draft, Done, Field>
  type State = StaffActionState<Draft, Done, Field>
  return createStore<Store>()((setStore, get) => {
    // The state's own fields; the action's name is generic, which Partial<Store> cannot follow.
    const set = setStore as (partial: Partial<State>) => void
    const run = async (patch?: Partial<Draft>) => {
      if (get().busy) return false
      const sent = patch ? { ...get().draft, ...patch } : get().draft
      const refused = split(check?.(sent) ?? {}, sent, fieldOf)
      if (
        Object.keys(refused.errors).length + Object.keys(refused.others).length
      ) {
        const problem: CallProblem | undefined =
          Object.keys(refused.others).length > 0
            ? { kind: 'missing_params', fields: refused.others }
            : undefined
        set({ draft: sent, errors: refused.errors, problem, justDone: false })
        return false
      }
      set({
        draft: sent,
        busy: true,
        errors: {},
        problem: undefined,
        justDone: false,
      })
      try {
        const done = await send(sent)
        set({
          busy: false,
          asking: false,
          done,
          justDone: true,
          ...(startOver ? { draft } : {}),
        })
        return true
      } catch (failure) {
        const found = problemOf(failure)
        const { errors } = split(found.fields, sent, fieldOf)
        set({
          busy: false,
          asking: false,
          errors,
          problem: Object.keys(errors).length > 0 ? undefined : found,
        })
        return false
      }
    }
    const state: State = {
      draft,
      asking: false,
      busy: false,
      errors: {},
      problem: undefined,
      done: undefined,
      justDone: false,
    }
    return {
      ...state,
      change: (patch, field) => {
        const errors = { ...get().errors }
        if (field !== undefined) delete errors[field]
        set({
          draft: { ...get().draft, ...patch },
          errors,
          problem: undefined,
          justDone: false,
        })
      },
      ask: (patch) =>
        set({
          draft: { ...get().draft, ...patch },
          asking: true,
          problem: undefined,
          justDone: false,
        }),
      cancel: () => set({ asking: false }),
      dismiss: () => set({ problem: undefined, justDone: false }),
      [name]: run,
    } as Store
  })
}
