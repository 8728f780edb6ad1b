import type { StaffMoneyAction } from '@resort/core/staffBooking'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'

/**
 * A fee's or a refund's form and its confirmation as the page drives them (issue 32): the form's
 * submit opens the confirmation, which alone sends; each failure moves focus to the error
 * summary (`attempt`), and Change moves it back to the form's first field. The steps are core's.
 */
export function useMoneyAction<Draft, Request, Field extends string>(
  action: StaffMoneyAction<Draft, Request, Field>,
) {
  const step = useStore(action, (state) => state.step)
  const draft = useStore(action, (state) => state.draft)
  const errors = useStore(action, (state) => state.errors)
  const problem = useStore(action, (state) => state.problem)
  const busy = useStore(action, (state) => state.busy)
  const [attempt, setAttempt] = useState(0)
  const failed = () => setAttempt((count) => count + 1)
  // The form's first field, which takes the focus back after Change once it shows again.
  const firstField = useRef<HTMLInputElement>(null)
  const [revisions, setRevisions] = useState(0)
  useEffect(() => {
    if (revisions > 0) firstField.current?.focus()
  }, [revisions])

  return {
    step,
    draft,
    errors,
    problem,
    busy,
    attempt,
    firstField,
    review: (event: FormEvent) => {
      event.preventDefault()
      if (!action.getState().review()) failed()
    },
    confirm: () => {
      if (action.getState().busy) return
      void action
        .getState()
        .confirm()
        .then((sent) => sent || failed())
    },
    revise: () => {
      if (action.getState().busy) return
      action.getState().revise()
      setRevisions((count) => count + 1)
    },
  }
}
