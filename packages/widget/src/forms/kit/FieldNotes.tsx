import type { ReactNode } from 'react'

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
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className="form-field__error"
          role={announce ? 'alert' : undefined}
        >
          {error}
        </p>
      ) : null}
    </>
  )
}
