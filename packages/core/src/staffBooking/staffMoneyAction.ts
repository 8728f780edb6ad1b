import { createStore } from 'zustand/vanilla'
import type { StaffBooking } from './staffChangeFlowTypes'
import type {
  StaffMoneyAction,
  StaffMoneyControls,
  StaffMoneyState,
  StaffMoneyStep,
} from './staffMoneyTypes'
import { refusedBy } from './staffRequest'

const EDITING: StaffMoneyStep<never> = { phase: 'editing' }

/** A form's check: the call it makes, or the codes of its refused fields. */
export type StaffMoneyCheck<Request, Field extends string> =
  { request: Request } | { codes: Partial<Record<Field, string>> }

/**
 * A fee or a refund (issue 32) as a store whose state changes only through its actions: the
 * form's check opens a confirmation of the checked call, and only Confirm sends it, once; a
 * refusal goes back to the form, at the fields it names or as a problem, with the form kept.
 */
export function createStaffMoneyAction<Draft, Request, Field extends string>({
  draft,
  requestOf,
  send,
  isField,
}: {
  /** The form to begin with. */
  draft: Draft
  /** The call the form makes, or the codes of its refused fields. */
  requestOf: (draft: Draft) => StaffMoneyCheck<Request, Field>
  /** The one call, and the booking it answers. */
  send: (request: Request) => Promise<StaffBooking>
  /** Whether a field the server refused is one of the form's. */
  isField: (name: string) => boolean
}): StaffMoneyAction<Draft, Request, Field> {
  type Store = StaffMoneyState<Draft, Request, Field> &
    StaffMoneyControls<Draft, Field>
  return createStore<Store>()((set, get) => ({
    draft,
    step: EDITING,
    busy: false,
    errors: {},
    problem: undefined,
    done: undefined,

    change: (patch, field) => {
      // What is being sent is what was confirmed: the form waits for the answer.
      if (get().busy) return
      const errors = { ...get().errors }
      if (field !== undefined) delete errors[field]
      set({
        draft: { ...get().draft, ...patch },
        step: EDITING,
        errors,
        problem: undefined,
      })
    },

    review: (patch) => {
      if (get().busy) return false
      const next = { ...get().draft, ...patch }
      const checked = requestOf(next)
      const confirming = 'request' in checked
      set({
        draft: next,
        step: confirming
          ? { phase: 'confirming', request: checked.request }
          : EDITING,
        errors: confirming ? {} : checked.codes,
        problem: undefined,
      })
      return confirming
    },

    confirm: async () => {
      const { busy, step } = get()
      if (busy || step.phase !== 'confirming') return false
      set({ busy: true, problem: undefined })
      try {
        const done = await send(step.request)
        set({ busy: false, step: EDITING, done })
        return true
      } catch (failure) {
        const { errors, problem } = refusedBy(failure, isField)
        set({
          busy: false,
          step: EDITING,
          // isField keeps only the form's own fields.
          errors: errors as Partial<Record<Field, string>>,
          problem,
        })
        return false
      }
    },

    revise: () => {
      if (!get().busy) set({ step: EDITING })
    },
  }))
}
