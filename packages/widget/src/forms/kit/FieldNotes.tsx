import type { ReactNode } from 'react'
import { errorId, hintId } from './fieldA11y'

/** A field's hint and its error, above its control so both are read before it. */
export function FieldNotes({
  id,
  hint,
  error,
  announce,
}: {
  id: string
  hint?: ReactNode
  error?: string | undefined
  announce?: boolean | undefined
}) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId(id)}
          className="form-field__error"
          role={announce ? 'alert' : undefined}
        >
          {error}
        </p>
      ) : null}
    </>
  )
}
