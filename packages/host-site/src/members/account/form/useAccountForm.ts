import { useState } from 'react'
import type { FieldErrors } from './fieldErrors'

/**
 * What a form is typing, and its own errors (decision 013 leaves both to the component); each
 * failed submission counts one more attempt, which moves focus to the error summary.
 */
export function useAccountForm<Name extends string>(
  initial: Record<Name, string>,
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  return {
    values,
    /** The form's own errors; server errors come from the flow's outcome. */
    errors,
    attempt,
    change: (name: Name) => (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }))
      setErrors((previous) => {
        if (!(name in previous)) return previous
        const rest = { ...previous }
        delete rest[name]
        return rest
      })
    },
    /** Shows the errors (none: a server refusal) and moves focus to the summary. */
    failed: (found: FieldErrors = {}) => {
      setErrors(found)
      setAttempt((count) => count + 1)
    },
    reset: (next: Record<Name, string>) => {
      setValues(next)
      setErrors({})
    },
  }
}
