import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** Puts the server's field errors on the form's fields, focusing the first; returns those fields. */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  serverFields: Record<string, string>,
) {
  const named = fields.filter((name) => serverFields[name] !== undefined)
  named.forEach((name, index) =>
    setError(
      name,
      { type: 'server', message: serverFields[name] },
      { shouldFocus: index === 0 },
    ),
  )
  return named
}
