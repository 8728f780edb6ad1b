import type { CallProblem } from '@resort/core/api'
import { useEffect } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { setServerErrors } from '../forms/setServerErrors'

/**
 * Puts the fields a failed call refused beside the form's fields (the first takes the focus),
 * each once per failure. `fieldOf` names the form's field of the server's name. Returns whether
 * any was named, so the form says a message of its own only when none was.
 */
export function useRefusedFields<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  problem: CallProblem | undefined,
  fieldOf: (name: string) => string = (name) => name,
): boolean {
  const refused: Record<string, string> = {}
  for (const [name, code] of Object.entries(problem?.fields ?? {}))
    refused[fieldOf(name)] = code
  const named = fields.some((name) => refused[name] !== undefined)
  useEffect(() => {
    if (!problem) return
    const mapped: Record<string, string> = {}
    for (const [name, code] of Object.entries(problem.fields))
      mapped[fieldOf(name)] = code
    setServerErrors(setError, fields, mapped)
    // A new failure is a new problem object; the form's own functions stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem])
  return named
}
