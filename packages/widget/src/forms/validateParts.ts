import { set, type FieldErrors, type FieldValues } from 'react-hook-form'

/** The part of a zod schema the forms use; issue messages are validation error codes. */
export interface SafeParser<Output = unknown> {
  safeParse(value: unknown):
    | { success: true; data: Output }
    | {
        success: false
        error: { issues: { path: PropertyKey[]; message: string }[] }
      }
}

/**
 * Checks each part of a form's values with its schema ([key, schema, input]); errors are keyed
 * `key.field` like the form's fields, and each field keeps only its first error.
 */
export function validateParts<Values extends FieldValues>(
  parts: readonly (readonly [string, SafeParser, unknown])[],
): {
  valid: boolean
  output: Record<string, unknown>
  errors: FieldErrors<Values>
} {
  const errors: FieldErrors<Values> = {}
  const output: Record<string, unknown> = {}
  let valid = true
  for (const [key, schema, input] of parts) {
    const result = schema.safeParse(input)
    if (result.success) {
      output[key] = result.data
      continue
    }
    valid = false
    for (const issue of result.error.issues) {
      const path = [key, ...issue.path.map(String)].join('.')
      if (!hasError(errors, path))
        set(errors, path, { type: 'validate', message: issue.message })
    }
  }
  return { valid, output, errors }
}

function hasError(errors: object, path: string) {
  let node: unknown = errors
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false
    node = (node as Record<string, unknown>)[part]
  }
  return node !== undefined
}
